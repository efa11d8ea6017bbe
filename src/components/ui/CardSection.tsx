import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { Section } from './Section';

/** The shape of a card block in the page data (`heading`, `lead`, `items`). */
export interface CardSectionData {
  readonly heading: string;
  readonly lead?: string | null;
  readonly items: ReadonlyArray<{ readonly title: string; readonly text: string; readonly label?: string | null }>;
}

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
