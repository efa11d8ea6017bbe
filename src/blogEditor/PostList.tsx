import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput } from 'react-admin';
import { moscowDateTime, type PostRecord, STATUS_LABELS, titleOf } from './posts';
import { Thumbnail } from './Thumbnail';

const STATUS_COLORS = { draft: 'default', scheduled: 'warning', published: 'success' } as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Поиск по тексту" />,
  <SelectInput
    key="status"
    source="status"
    label="Статус"
    alwaysOn
    emptyText="Все"
    choices={Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }))}
  />,
];

/** Every post, newest first: its first photo, first line, status and date; filtered by status, searched in the text. */
export function PostList() {
  return (
    <List filters={filters} sort={{ field: 'published_at', order: 'DESC' }} perPage={25} exporter={false} title="Записи блога">
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField label="" render={(record: PostRecord) => <Thumbnail record={record} />} />
        <FunctionField label="Текст" render={(record: PostRecord) => titleOf(record.content)} />
        <FunctionField
          label="Статус"
          render={(record: PostRecord) => <Chip size="small" label={STATUS_LABELS[record.status]} color={STATUS_COLORS[record.status]} />}
        />
        <FunctionField label="Дата" sortBy="published_at" render={(record: PostRecord) => moscowDateTime(record.published_at)} />
      </Datagrid>
    </List>
  );
}
