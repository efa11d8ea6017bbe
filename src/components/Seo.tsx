import { graphql, type HeadProps } from 'gatsby';
import { isIndexedPage, type Language, LANGUAGES } from '../config/routes';
import { SITE_NAME } from '../config/site';
import type { SitePageContext } from '../config/pageContext';
import { jsonLdText, organizationJsonLd } from '../seo/organization';
import type { ShareImage } from '../seo/blogPosting';
import { SHARE_IMAGE } from '../seo/shareImage';
import { absoluteUrl, alternatesOf, OG_LOCALE } from '../seo/urls';

export interface SeoProps {
  language: Language;
  title: string;
  description: string;
  /**
   * The page's own path (e.g. /en/scripts); absent on the pages that are not indexed: the 404 pages, and the
   * application form's thank-you and privacy pages (src/config/routes.ts FORM_PAGE_PATHS).
   */
  path?: string;
  /** Adds the Organization structured data (the landing pages). */
  organization?: boolean;
  /** A blog post's page: `og:type` article with its dates, its own card image, its BlogPosting structured data. */
  article?: { publishedTime: string; modifiedTime: string | null; image: ShareImage; jsonLd: object };
}

/**
 * Document head of a page: `<html lang>`, title and description in the page's
 * language, the canonical URL and hreflang twins, Open Graph and Twitter card
 * tags. A page that is not indexed gets `noindex` instead of a canonical URL.
 */
export function Seo({ language, title, description, path, organization = false, article }: SeoProps) {
  const others = LANGUAGES.filter((lang) => lang !== language);
  const card: ShareImage = article?.image ?? {
    url: absoluteUrl(SHARE_IMAGE.path),
    type: SHARE_IMAGE.type,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
  };
  const image = card.url;
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {path === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={absoluteUrl(path)} />
          {alternatesOf(path).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
          <meta property="og:url" content={absoluteUrl(path)} />
        </>
      )}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article?.modifiedTime && <meta property="article:modified_time" content={article.modifiedTime} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      {others.map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={OG_LOCALE[lang]} />
      ))}
      <meta property="og:image" content={image} />
      {card.type && <meta property="og:image:type" content={card.type} />}
      {card.width && <meta property="og:image:width" content={String(card.width)} />}
      {card.height && <meta property="og:image:height" content={String(card.height)} />}
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={title} />
      {organization && (
        <script
          type="application/ld+json"
          // A data block, not a script: CSP does not apply to it.
          dangerouslySetInnerHTML={{ __html: jsonLdText(organizationJsonLd(language, description)) }}
        />
      )}
      {article && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(article.jsonLd) }} />}
    </>
  );
}

/** `export const Head = PageHead` in a template whose query selects `page { ...PageHeadFields }`. */
export function PageHead({ data, pageContext }: HeadProps<{ readonly page: Queries.PageHeadFieldsFragment | null }, SitePageContext>) {
  if (!data.page) return null;
  return (
    <Seo
      language={pageContext.language}
      title={data.page.title}
      description={data.page.description}
      path={isIndexedPage(pageContext.pageKey) ? pageContext.i18n.path : undefined}
      organization={pageContext.pageKey === 'landing'}
    />
  );
}

export const query = graphql`
  fragment PageHeadFields on PageData {
    title
    description
  }
`;
