import { PageIntro } from '../../components/PageIntro';
import { CallToAction } from '../../components/ui/CallToAction';
import { CardSection } from '../../components/ui/CardSection';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type ProductionContent = NonNullable<Queries.ProductionPageQuery['page']>;

/**
 * product §2 /production. The Russian page has the four stages and three project
 * types; the English one the three stages, equipment and services. Both are a
 * list of card sections in the data, so each language keeps its own reading.
 */
export function ProductionView({ language, content }: ViewProps<ProductionContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      {content.sections.map((section) => (
        <CardSection key={section.heading} section={section} minCardWidth="13rem" />
      ))}
      <CallToAction cta={content.cta} language={language} />
    </>
  );
}
