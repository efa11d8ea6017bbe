import { css } from '@emotion/react';
import type { ViewProps } from '../../components/layout/pageTemplate';
import { useTranslation } from 'react-i18next';
import { Island } from '../../components/island/Island';
import BlogFeed from './BlogFeed';
import { feedStrings } from '../../blog/feedStrings';
import { BlogIntro } from './BlogIntro';
import { mq } from '../../theme/theme';
import { grid } from '../../components/ui/grid';
import { SITE_URL } from '../../config/site';

export type BlogContent = NonNullable<Queries.BlogPageQuery['page']>;

/**
 * The blog page: a journal layout — the masthead in a sticky column on wide
 * screens, the feed beside it. The page shell is rendered at build time; the
 * feed is an island that loads the posts in the browser (BlogFeed.tsx).
 */
export function BlogView({ language, content }: ViewProps<BlogContent>) {
  const { t } = useTranslation();
  return (
    <div
      css={(theme) => [
        grid(theme, { columns: { md: 'minmax(14rem, 1fr) minmax(0, 2fr)' }, gap: { base: 'xl', md: 'xxl' } }),
        css`
          padding-bottom: ${theme.space.section};
          ${mq('md')} {
            align-items: start;
          }
        `,
      ]}
    >
      <BlogIntro heading={content.heading} lead={content.lead} />
      <Island
        name="blogFeed"
        component={BlogFeed}
        hydrate="paint"
        props={{ language, strings: feedStrings(t), siteHost: new URL(SITE_URL).host }}
      />
    </div>
  );
}
