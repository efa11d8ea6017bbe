import type { Language } from '../../config/routes';
import { Intro } from '../about/Intro';
import { PageIntro } from '../PageIntro';
import { CallToAction } from '../ui/CallToAction';
import { CardSection } from '../ui/CardSection';

export type AboutContent = NonNullable<Queries.AboutPageQuery['page']>;

/**
 * SPEC §2 /about. Russian: history 2018-2024, four directions, four
 * principles; English: company description, mission and values. Both are an
 * introduction and a list of card sections in the data.
 */
export function AboutPage({ language, content }: { language: Language; content: AboutContent }) {
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
