import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { Section } from './Section';

/** A card block as the page query selects it (src/schema/fragments.ts). */
export type CardSectionData = Queries.CardSectionFieldsFragment;

/** A titled block of cards straight from the page data. */
export function CardSection({ section, minCardWidth }: { section: CardSectionData; minCardWidth?: string }) {
  return (
    <Section heading={section.heading} lead={section.lead}>
      <CardGrid minCardWidth={minCardWidth}>
        {section.items.map((item) => (
          <Card key={item.title} title={item.title} label={item.label} text={item.text} />
        ))}
      </CardGrid>
    </Section>
  );
}
