import { Section } from './Section';
import { StatGrid } from './StatGrid';

/** A block of figures as the page query selects it (src/schema/fragments.ts). */
export type StatSectionData = Queries.StatSectionFieldsFragment;

/** A titled block of key figures straight from the page data. */
export function StatSection({ section }: { section: StatSectionData }) {
  return (
    <Section heading={section.heading} lead={section.lead}>
      <StatGrid stats={section.items} />
    </Section>
  );
}
