import { graphql } from 'gatsby';
import { pageTemplate } from '../components/layout/pageTemplate';
import { PageHead } from '../components/Seo';
import { ContactsView } from '../views/contacts/ContactsView';

export default pageTemplate<Queries.ContactsPageQuery>(ContactsView);

export const Head = PageHead;

export const query = graphql`
  query ContactsPage($language: String!) {
    page: contactsJson(fields: { lang: { eq: $language } }) {
      ...PageHeadFields
      heading
      lead
      groups {
        ...ContactGroupFields
      }
      form {
        ...ApplicationFormFields
      }
    }
    ...PageLocales
  }
`;
