import { css, ThemeProvider } from '@emotion/react';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import en from '../../locales/en/common.json';
import ru from '../../locales/ru/common.json';
import type { Language } from '../config/routes';
import { theme } from '../theme/theme';
import type { FeedStrings } from '../views/blog/feedStrings';
import { listStyle } from '../views/blog/feedStyles';
import { toBlogPost } from '../views/blog/normalize';
import { PostCard } from '../views/blog/PostCard';
import type { PostMediaValue } from '../views/blog/postRules';
import { fromMoscowInput, type PostRecord, type PostStatus } from './posts';

/** The feed's strings as the build hands them to the feed (locales/<lang>/common.json, `blog.*`). */
const STRINGS: Record<Language, FeedStrings> = { ru: ru.blog, en: en.blog };
const PAGES: Array<{ language: Language; title: string }> = [
  { language: 'ru', title: 'На /blog' },
  { language: 'en', title: 'На /en/blog' },
];

/**
 * The two pages side by side, each at least a small phone's width (the feed's cards are drawn for phones first), on the
 * site's background, colours and face; one above the other where the preview's own column is narrower than two phones.
 */
const pagesStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 16px;
  padding: 16px;
  border-radius: 4px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.body};
`;

const pageTitleStyle = css`
  margin: 0 0 8px;
  font-size: 12px;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
`;

/** The moment the preview dates the post with: the scheduled one, the one it went out at, or now for a new one. */
function previewMoment(status: PostStatus, scheduledAt: string, publishedAt: string | null, previous: PostStatus | undefined): string {
  if (status === 'scheduled') return fromMoscowInput(scheduledAt) ?? new Date().toISOString();
  if (status === 'published' && previous === 'published' && publishedAt) return publishedAt;
  return new Date().toISOString();
}

/**
 * The post as the feed will show it, drawn by the feed's own card (src/views/blog/PostCard.tsx) through the feed's
 * own reading of a row (toBlogPost: the caps, the Telegram links, the media layout), on the site's theme: the Russian
 * and the English page side by side, each with its date format.
 */
export function PostPreview({ record }: { record?: Partial<PostRecord> }) {
  const [content = '', media = [], status = 'draft', scheduledAt = ''] = useWatch({
    name: ['content', 'media', 'status', 'scheduledAt'],
  }) as [string, PostMediaValue[], PostStatus, string];
  const moment = previewMoment(status, scheduledAt, record?.published_at ?? null, record?.status);
  const post = toBlogPost({
    id: record?.id ?? 'preview',
    content,
    media_urls: media.map((item) => item.url),
    media_types: media.map((item) => item.type),
    media_alts: media.map((item) => item.alt ?? ''),
    media_positions: media.map((item) => item.position ?? 'center'),
    published_at: moment,
  });
  return (
    <Box component="section" aria-label="Предпросмотр" data-testid="post-preview" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Предпросмотр
      </Typography>
      {status === 'draft' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Черновик не виден на сайте; так он будет выглядеть после публикации.
        </Typography>
      )}
      {/* Inside, the site's theme alone (MUI components read the theme too: none is used in here). */}
      <ThemeProvider theme={() => theme}>
        <div css={pagesStyle}>
          {PAGES.map(({ language, title }) => (
            <div key={language} data-testid={`preview-${language}`} lang={language} style={{ minWidth: 0 }}>
              <p css={pageTitleStyle}>{title}</p>
              {post && (
                <ul css={listStyle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  <PostCard post={{ ...post, staggerIndex: 0 }} language={language} strings={STRINGS[language]} />
                </ul>
              )}
            </div>
          ))}
        </div>
      </ThemeProvider>
    </Box>
  );
}
