import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { BlogView } from '../views/blog/BlogView';

export default pageTemplate<Queries.BlogPageQuery>(BlogView);

export const Head = PageHead;

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
