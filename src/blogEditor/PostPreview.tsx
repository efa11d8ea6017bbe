import createCache from '@emotion/cache';
import { CacheProvider, css, ThemeProvider } from '@emotion/react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PreviewFonts } from './PreviewFonts';
import en from '../../locales/en/common.json';
import ru from '../../locales/ru/common.json';
import type { Language } from '../config/routes';
import { theme } from '../theme/theme';
import type { FeedStrings } from '../blog/feedStrings';
import { listStyle } from '../views/blog/feedStyles';
import { toBlogPost } from '../blog/normalize';
import { PostCard } from '../views/blog/PostCard';
import type { PostMediaValue } from '../blog/postRules';
import { fromMoscowInput, type PostRecord, type PostStatus } from './posts';
import { type Viewport, viewportPlugin } from './previewViewport';

/** The feed's strings as the build hands them to the feed (locales/<lang>/common.json, `blog.*`). */
const STRINGS: Record<Language, FeedStrings> = { ru: ru.blog, en: en.blog };
const PAGES: Array<{ language: Language; title: string }> = [
  { language: 'ru', title: 'На /blog' },
  { language: 'en', title: 'На /en/blog' },
];

/**
 * The screens the card is previewed for, and the width the feed draws its card at on each (the page's gutters, and
 * on a laptop the feed's column beside the masthead: src/views/blog/BlogView.tsx). The end-to-end test measures the
 * feed's own cards on /blog at both sizes against these.
 */
const SCREENS = {
  phone: { label: 'Телефон', viewport: { width: 390, height: 844 }, card: 354.5 },
  laptop: { label: 'Компьютер', viewport: { width: 1440, height: 900 }, card: 698.66 },
} as const satisfies Record<string, { label: string; viewport: Viewport; card: number }>;
type Screen = keyof typeof SCREENS;

/**
 * The pages one above the other (or side by side where two fit), on the site's background, colours and face; a card
 * wider than the preview's column scrolls inside it rather than be squeezed.
 */
const pagesStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  padding: 16px;
  overflow-x: auto;
  border-radius: 4px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.body};
`;

/**
 * Draws its children as on `viewport`: the site's styles go through an emotion cache of their own whose stylis plugin
 * answers the window's-width media queries and `vw` as that screen would (previewViewport.ts).
 */
function OnScreen({ screen, children }: { screen: Screen; children: ReactNode }) {
  const cache = useMemo(
    () => createCache({ key: `preview-${screen}`, stylisPlugins: [viewportPlugin(SCREENS[screen].viewport)] }),
    [screen],
  );
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

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
 * own reading of a row (toBlogPost: the caps, the Telegram links, the media layout), on the site's theme and in its
 * brand face: the Russian and the English page, each with its date format, at the width the feed draws the card on
 * a phone or on a laptop, as the editor chooses.
 */
export function PostPreview({ record }: { record?: Partial<PostRecord> }) {
  const [screen, setScreen] = useState<Screen>('phone');
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
      {/* The brand face, whole: the editor types letters the site's subsets may not have. */}
      <PreviewFonts />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          Предпросмотр
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={screen}
          onChange={(_, value: Screen | null) => value && setScreen(value)}
          aria-label="Ширина предпросмотра"
        >
          {(Object.keys(SCREENS) as Screen[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {SCREENS[key].label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {status === 'draft' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Черновик не виден на сайте; так он будет выглядеть после публикации.
        </Typography>
      )}
      {/* Inside, the site's theme alone (MUI components read the theme too: none is used in here). */}
      <ThemeProvider theme={() => theme}>
        <div css={pagesStyle} data-screen={screen}>
          <OnScreen screen={screen}>
            {PAGES.map(({ language, title }) => (
              <div key={language} data-testid={`preview-${language}`} lang={language} style={{ width: SCREENS[screen].card, flex: 'none' }}>
                <p css={pageTitleStyle}>{title}</p>
                {post && (
                  <ul css={listStyle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    <PostCard post={{ ...post, staggerIndex: 0 }} language={language} strings={STRINGS[language]} />
                  </ul>
                )}
              </div>
            ))}
          </OnScreen>
        </div>
      </ThemeProvider>
    </Box>
  );
}
