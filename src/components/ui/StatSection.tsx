import { Section } from './Section';
import { type Stat, StatGrid } from './StatGrid';

export interface StatSectionData {
  readonly heading: string;
  readonly lead?: string | null;
  readonly items: ReadonlyArray<Stat>;
}

/** A titled block of key figures straight from the page data. */
export function StatSection({ section }: { section: StatSectionData }) {
  return (
    <Section heading={section.heading} lead={section.lead}>
      <StatGrid stats={section.items} />
    </Section>
  );
}
