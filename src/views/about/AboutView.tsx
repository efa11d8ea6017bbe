import { Intro } from './Intro';
import { PageIntro } from '../../components/PageIntro';
import { CallToAction } from '../../components/ui/CallToAction';
import { CardSection } from '../../components/ui/CardSection';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type AboutContent = NonNullable<Queries.AboutPageQuery['page']>;

/**
 * product §2 /about. Russian: history 2018-2024, four directions, four
 * principles; English: company description, mission and values. Both are an
 * introduction and a list of card sections in the data.
 */
export function AboutView({ language, content }: ViewProps<AboutContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <Intro paragraphs={content.intro} />
      {content.sections.map((section) => (
        <CardSection key={section.heading} section={section} />
      ))}
      <CallToAction cta={content.cta} language={language} />
    </>
  );
}
