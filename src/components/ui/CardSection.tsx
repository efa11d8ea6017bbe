import { graphql } from 'gatsby';
import { Card } from './Card';
import { grid } from './grid';
import { Section } from './Section';

/** A titled block of cards straight from the page data. */
export function CardSection({ section, minCardWidth }: { section: Queries.CardSectionFieldsFragment; minCardWidth?: string }) {
  return (
    <Section heading={section.heading} lead={section.lead}>
      <ul css={(theme) => grid(theme, { min: minCardWidth ?? theme.layout.cardMinWidth })}>
        {section.items.map((item) => (
          <Card key={item.title} title={item.title} label={item.label} text={item.text} />
        ))}
      </ul>
    </Section>
  );
}

/** CardSection and ContentCard are named types (src/schema/blocks.ts) shared by several pages. */
export const query = graphql`
  fragment CardSectionFields on CardSection {
    heading
    lead
    items {
      title
      text
      label
    }
  }
`;
