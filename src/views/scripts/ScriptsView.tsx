import { PageIntro } from '../../components/PageIntro';
import { CallToAction } from '../../components/ui/CallToAction';
import { CardSection } from '../../components/ui/CardSection';
import { Section } from '../../components/ui/Section';
import { Steps } from '../../components/ui/Steps';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type ScriptsContent = NonNullable<Queries.ScriptsPageQuery['page']>;

/** product §2 /scripts: three offerings and the four-step process. */
export function ScriptsView({ language, content }: ViewProps<ScriptsContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <CardSection section={content.offerings} />
      <Section heading={content.process.heading} lead={content.process.lead}>
        <Steps steps={content.process.items} />
      </Section>
      <CallToAction cta={content.cta} language={language} />
    </>
  );
}
