import { css } from '@emotion/react';
import { PartnerCard } from './PartnerCard';
import { CreativeProjectCard } from './CreativeProjectCard';
import type { ViewProps } from '../../components/layout/pageTemplate';
import { PageIntro } from '../../components/PageIntro';
import { cardGrid } from '../../components/ui/Card';
import { Section } from '../../components/ui/Section';

export type CasesContent = NonNullable<Queries.CasesPageQuery['page']>;

/** /cases (product §2): the 'Партнеры' grid and the 'Креатив' projects, each card fading in on a stagger. */
export function CasesView({ content }: ViewProps<CasesContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <Section heading={content.partnersHeading} lead={content.partnersLead} eyebrow="01">
        <ul css={(theme) => cardGrid(theme, 3)}>
          {content.partners.map((partner, i) => (
            <PartnerCard key={partner.name} partner={partner} index={i} />
          ))}
        </ul>
      </Section>
      <Section heading={content.projectsHeading} lead={content.projectsLead} eyebrow="02">
        <ul
          css={(theme) => css`
            ${cardGrid(theme, 2)};
            align-items: start;
          `}
        >
          {content.projects.map((project, i) => (
            <CreativeProjectCard key={project.title} project={project} index={i} videoFallback={content.videoFallback} />
          ))}
        </ul>
      </Section>
    </>
  );
}
