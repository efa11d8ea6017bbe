import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Island } from '../components/island/Island';
import { PageShell } from '../components/layout/PageShell';
import { Seo } from '../components/Seo';
import type { SitePageContext } from '../config/pageContext';
import { feedStrings } from '../blog/feedStrings';
import { postPageStrings } from '../views/blog/post/BlogPostView';
import PostFallback from '../views/blog/post/PostFallback';

type Data = Queries.BlogPostFallbackPageQuery;

function FallbackView({ data, language }: { data: Data; language: SitePageContext['language'] }) {
  const { t } = useTranslation();
  return (
    <Island
      name="postFallback"
      component={PostFallback}
      hydrate="paint"
      props={{
        language,
        strings: { ...feedStrings(t), ...postPageStrings(t) },
        notFound: {
          title: t('notFound.title'),
          heading: t('notFound.heading'),
          hint: t('notFound.hint'),
          homeLink: t('notFound.homeLink'),
        },
        blogTitle: data.blog?.title ?? '',
      }}
    />
  );
}

/**
 * The page Netlify answers a post's address with while no built page has it (static/_redirects): a post published
 * after the last build, or an address no post has. The island reads the post in the browser (PostFallback.tsx).
 */
export default function BlogPostFallbackTemplate({ data, pageContext }: PageProps<Data, SitePageContext>) {
  return (
    <PageShell pageContext={pageContext}>
      <FallbackView data={data} language={pageContext.language} />
    </PageShell>
  );
}

/** `noindex` (no path): the built page is the one search engines should find. */
export const Head = ({ data, pageContext }: HeadProps<Data, SitePageContext>) =>
  data.blog ? <Seo language={pageContext.language} title={data.blog.title} description={data.blog.description} /> : null;

export const query = graphql`
  query BlogPostFallbackPage($language: String!) {
    blog: blogJson(fields: { lang: { eq: $language } }) {
      title
      description
    }
    ...PageLocales
  }
`;
