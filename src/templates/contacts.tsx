import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/Layout';
import { ContactsView } from '../views/contacts/ContactsView';
import { PageHead } from '../components/Seo';
import { requirePage } from '../schema/requirePage';
import type { SitePageContext } from '../gatsby/createPages';

export default function ContactsTemplate({ data, pageContext }: PageProps<Queries.ContactsPageQuery, SitePageContext>) {
  const page = requirePage(data.page, 'contacts');
  return (
    <Layout language={pageContext.language} path={pageContext.i18n.path}>
      <ContactsView content={page} />
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query ContactsPage($language: String!) {
    page: contactsJson(fields: { lang: { eq: $language } }) {
      title
      description
      heading
      lead
      groups {
        heading
        items {
          label
          value
          href
        }
      }
      form {
        heading
        lead
        nameLabel
        emailLabel
        projectTypeLabel
        projectTypePrompt
        projectTypes
        descriptionLabel
        submitLabel
        note
      }
    }
    ...PageLocales
  }
`;
