import { Chip } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput } from 'react-admin';
import { telegramEmbedUrl } from '../views/blog/media';
import { postPagePath } from './postAddress';
import { moscowDateTime, type PostRecord, STATUS_LABELS, titleOf } from './posts';

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

function Thumbnail({ record }: { record: PostRecord }) {
  const first = record.media.find((item) => !telegramEmbedUrl(item.url));
  const frame = { width: 72, height: 48, objectFit: 'cover' as const, borderRadius: 4, display: 'block' };
  if (!first) return record.media.length > 0 ? <span>Telegram</span> : null;
  return first.type === 'video' ? (
    <video src={first.url} style={frame} muted preload="metadata" aria-label="Видео" />
  ) : (
    <img src={first.url} style={frame} alt="" />
  );
}

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
    </List>
  );
}
