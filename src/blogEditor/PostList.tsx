import { Chip, type Theme, useMediaQuery } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { postPagePath } from './postAddress';
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

/**
 * Every post, newest first: its first photo, first line, status and date; filtered by status, searched in the text.
 * On a phone, one line of text, its status and date a row, so the list fits the screen (the table was wider, and
 * pushed react-admin's round «Создать» off it). The filter is the list's own: it does not stick after leaving it.
 */
export function PostList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      sort={{ field: 'published_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      title="Записи блога"
      storeKey={false}
    >
      {phone ? (
        <SimpleList
          rowClick="edit"
          primaryText={(record: PostRecord) => titleOf(record.content)}
          secondaryText={(record: PostRecord) => (
            <>
              <Chip
                size="small"
                component="span"
                label={STATUS_LABELS[record.status]}
                color={STATUS_COLORS[record.status]}
                sx={{ mr: 1 }}
              />
              {moscowDateTime(record.published_at)}
            </>
          )}
          rowSx={() => ({ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } })}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField label="" render={(record: PostRecord) => <Thumbnail record={record} />} />
          <FunctionField label="Текст" render={(record: PostRecord) => titleOf(record.content)} />
          <FunctionField
            label="Статус"
            render={(record: PostRecord) => <Chip size="small" label={STATUS_LABELS[record.status]} color={STATUS_COLORS[record.status]} />}
          />
          <FunctionField
            label="Адрес"
            render={(record: PostRecord) =>
              record.status === 'published' && record.slug ? (
                <a href={postPagePath(record.slug)} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
                  {postPagePath(record.slug)}
                </a>
              ) : null
            }
          />
          <FunctionField label="Дата" sortBy="published_at" render={(record: PostRecord) => moscowDateTime(record.published_at)} />
        </Datagrid>
      )}
    </List>
  );
}
