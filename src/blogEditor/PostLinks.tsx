import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { type PageState, pageState, postPageUrl } from './postAddress';
import type { PostRecord } from './posts';

/**
 * How often the editor asks whether the site shows the post as saved yet, and for how long: a change is on the site
 * within a minute (the database has the CDN forget the old page: docs/decisions/0014-blog-pages-on-demand.md).
 */
const PAGE_CHECK_EVERY_MS = 10_000;
const PAGE_CHECKS = 12;

const UPDATING: Partial<Record<PageState, string>> = {
  missing: 'Страница записи появится на сайте в течение минуты.',
  outdated: 'Правки появятся на странице записи в течение минуты.',
};

/** Whether the live site shows the post's page as saved, asked again until it does. */
function usePageState(slug: string, savedAt: string | null): PageState {
  const [state, setState] = useState<PageState>('unknown');
  useEffect(() => {
    if (!slug) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (left: number) => {
      const next = await pageState(slug, savedAt, window.location.origin);
      if (stopped) return;
      setState(next);
      if ((next === 'missing' || next === 'outdated') && left > 1) timer = setTimeout(() => void check(left - 1), PAGE_CHECK_EVERY_MS);
    };
    void check(PAGE_CHECKS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [slug, savedAt]);
  return state;
}

/**
 * A published post's address, «Открыть на сайте» and «Скопировать ссылку», and until the site shows the post as saved,
 * a word that it will within a minute (src/blogEditor/postAddress.ts reads the post's own page).
 */
export function PostLinks() {
  const record = useRecordContext<PostRecord>();
  const notify = useNotify();
  const slug = record?.status === 'published' ? (record.slug ?? '') : '';
  const state = usePageState(slug, record?.updated_at ?? null);
  if (!slug) return null;
  const url = postPageUrl(slug, window.location.origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('Ссылка скопирована', { type: 'success' });
    } catch {
      notify(`Не удалось скопировать: выделите ссылку ${url} и скопируйте её`, { type: 'warning', autoHideDuration: 12_000 });
    }
  };
  return (
    <Box sx={{ mb: 2 }} data-testid="post-links">
      <Box sx={{ mb: 1, wordBreak: 'break-all' }}>
        Адрес записи: <Link href={url}>{url}</Link>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" href={url} target="_blank" rel="noreferrer">
          Открыть на сайте
        </Button>
        <Button variant="outlined" size="small" onClick={() => void copy()}>
          Скопировать ссылку
        </Button>
      </Stack>
      {UPDATING[state] && (
        <Alert severity="info" role="status">
          {UPDATING[state]}
        </Alert>
      )}
    </Box>
  );
}
