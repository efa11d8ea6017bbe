import { graphql } from 'gatsby';
import { Section } from './Section';
import { StatGrid } from './StatGrid';

/** A titled block of key figures straight from the page data. */
export function StatSection({ section }: { section: Queries.StatSectionFieldsFragment }) {
  return (
    <Section heading={section.heading} lead={section.lead}>
      <StatGrid stats={section.items} />
    </Section>
  );
}

export const query = graphql`
  fragment StatSectionFields on StatSection {
    heading
    lead
    items {
      ...StatFields
    }
  }
`;
