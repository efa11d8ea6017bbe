import { PageIntro } from '../../components/PageIntro';
import { PlacementCard } from './PlacementCard';
import { CallToAction } from '../../components/ui/CallToAction';
import { grid } from '../../components/ui/grid';
import { CardSection } from '../../components/ui/CardSection';
import { Section } from '../../components/ui/Section';
import { StatSection } from '../../components/ui/StatSection';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type ProductPlacementContent = NonNullable<Queries.ProductPlacementPageQuery['page']>;

/** product §2, §9 /product-placement: 85% / 70% / 3x, integration formats, benefits, two project cards. */
export function ProductPlacementView({ language, content }: ViewProps<ProductPlacementContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <StatSection section={content.stats} />
      <CardSection section={content.integrations} minCardWidth="18rem" />
      <CardSection section={content.benefits} />
      <Section heading={content.projects.heading} lead={content.projects.lead}>
        <ul css={(theme) => grid(theme, { min: '20rem' })}>
          {content.projects.items.map((project) => (
            <PlacementCard key={project.title} project={project} />
          ))}
        </ul>
      </Section>
      <CallToAction cta={content.cta} language={language} />
    </>
  );
}
