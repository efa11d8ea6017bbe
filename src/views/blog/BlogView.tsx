import { css } from '@emotion/react';
import type { ViewProps } from '../../components/layout/pageTemplate';
import { BlogFeed } from './BlogFeed';
import { BlogIntro } from './BlogIntro';
import { mq } from '../../theme/theme';
import { grid } from '../../components/ui/grid';

export type BlogContent = NonNullable<Queries.BlogPageQuery['page']>;

/**
 * The blog page: a journal layout — the masthead in a sticky column on wide
 * screens, the feed beside it. The page shell is rendered at build time; the
 * feed runs in the browser (feedDom.ts).
 */
export function BlogView({ language, content }: ViewProps<BlogContent>) {
  return (
    <div
      css={(theme) => [
        grid(theme, { columns: { md: 'minmax(14rem, 1fr) minmax(0, 2fr)' }, gap: { base: 'xl', md: 'xxl' } }),
        css`padding-bottom: ${theme.space.section}; ${mq('md')} { align-items: start; }`,
      ]}
    >
      <BlogIntro heading={content.heading} lead={content.lead} />
      <BlogFeed language={language} />
    </div>
  );
}
