import { graphql, type HeadProps } from 'gatsby';
import { BlogFeedLink } from '../components/BlogFeedLink';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import type { SitePageContext } from '../config/pageContext';
import { BlogView } from '../views/blog/BlogView';

export default pageTemplate<Queries.BlogPageQuery>(BlogView);

/** The page's head, and its RSS feed announced. */
export const Head = (props: HeadProps<Queries.BlogPageQuery, SitePageContext>) => (
  <>
    <PageHead {...props} />
    {props.data.page && <BlogFeedLink language={props.pageContext.language} title={props.data.page.title} />}
  </>
);

export const query = graphql`
  query BlogPage($language: String!) {
    page: blogJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      lead
    }
    ...PageLocales
  }
`;
