import type { HeadProps } from 'gatsby';
import type { Language } from '../config/routes';

export interface SeoProps {
  language: Language;
  title: string;
  description: string;
}

/** Document head of a page: `<html lang>`, title and description in the page's language. */
export function Seo({ language, title, description }: SeoProps) {
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  );
}

export interface PageHeadData {
  readonly page: { readonly title: string; readonly description: string } | null;
}

/** `export const Head = PageHead` in a template whose query selects `page { title description }`. */
export function PageHead({ data, pageContext }: HeadProps<PageHeadData, { language: Language }>) {
  if (!data.page) return null;
  return <Seo language={pageContext.language} title={data.page.title} description={data.page.description} />;
}
