import { PageIntro } from '../../components/PageIntro';
import { EmailApplication } from './EmailApplication';
import { CardSection } from '../../components/ui/CardSection';
import { ExternalLinks } from '../../components/ui/ExternalLinks';
import { Section } from '../../components/ui/Section';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type CastingContent = NonNullable<Queries.CastingPageQuery['page']>;

/**
 * product §2, §5, §9 /casting: who we look for (the Russian and English readings
 * differ, hence a list of sections), the requirements as text only (§5: not
 * enforced), the email application and social links.
 */
export function CastingView({ content }: ViewProps<CastingContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      {content.sections.map((section) => (
        <CardSection key={section.heading} section={section} />
      ))}
      <CardSection section={content.requirements} />
      <EmailApplication application={content.application} />
      <Section heading={content.social.heading}>
        <ExternalLinks links={content.social.links} />
      </Section>
    </>
  );
}
