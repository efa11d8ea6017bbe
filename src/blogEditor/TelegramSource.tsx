import { Alert, Link } from '@mui/material';
import type { PostRecord } from './posts';

/**
 * «из Telegram» above an imported post's form, with a link to the channel's message it came from, and what the import
 * could not bring (supabase/migrations/, telegram_note): a cut text, media left out, a file Telegram would not hand out.
 */
export function TelegramSource({ record }: { record: PostRecord | undefined }) {
  if (!record?.telegram_url) return null;
  return (
    <Alert severity={record.telegram_note ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="telegram-source">
      из Telegram:{' '}
      <Link href={record.telegram_url} target="_blank" rel="noopener noreferrer">
        сообщение в канале
      </Link>
      {record.telegram_note ? `. ${record.telegram_note}` : null}
    </Alert>
  );
}
