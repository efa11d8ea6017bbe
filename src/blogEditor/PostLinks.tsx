import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { type BuildState, pageBuildState, postPageUrl } from './postAddress';
import type { PostRecord } from './posts';

/** How often the editor asks whether the site's build has the post's page yet, and for how long (a build's minutes). */
const BUILD_CHECK_EVERY_MS = 30_000;
const BUILD_CHECKS = 30;

const BUILDING: Partial<Record<BuildState, string>> = {
  missing: 'Страница записи ещё собирается: сайт обновится через несколько минут.',
  outdated: 'Сайт ещё собирается с этими правками: через несколько минут они появятся на странице записи.',
};

/** Whether the live site has the post's page as saved, asked again while it is being built. */
function useBuildState(slug: string, savedAt: string | null): BuildState {
  const [state, setState] = useState<BuildState>('unknown');
  useEffect(() => {
    if (!slug) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (left: number) => {
      const next = await pageBuildState(slug, savedAt, window.location.origin);
      if (stopped) return;
      setState(next);
      if ((next === 'missing' || next === 'outdated') && left > 1) timer = setTimeout(() => void check(left - 1), BUILD_CHECK_EVERY_MS);
    };
    void check(BUILD_CHECKS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [slug, savedAt]);
  return state;
}

/**
 * A published post's address, «Открыть на сайте» and «Скопировать ссылку», and while the site is being built with it,
 * a word that its page is not there yet (src/blogEditor/postAddress.ts reads the build's RSS feed).
 */
export function PostLinks() {
  const record = useRecordContext<PostRecord>();
  const notify = useNotify();
  const slug = record?.status === 'published' ? (record.slug ?? '') : '';
  const state = useBuildState(slug, record?.updated_at ?? null);
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
      {BUILDING[state] && (
        <Alert severity="info" role="status">
          {BUILDING[state]}
        </Alert>
      )}
    </Box>
  );
}
