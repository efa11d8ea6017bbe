import { css } from '@emotion/react';
import type { Language } from '../../config/routes';
import { PartnerCard } from './PartnerCard';
import { ProjectCard } from './CreativeProjectCard';
import type { CasesContent } from './types';
import { Layout } from '../../components/layout/Layout';
import { PageIntro } from '../../components/PageIntro';
import { cardGrid } from '../../components/ui/Card';
import { Section } from '../../components/ui/Section';

/** /cases (SPEC §2): the 'Партнеры' grid and the 'Креатив' projects, each card fading in on a stagger. */
export function CasesView({ language, path, content }: { language: Language; path: string; content: CasesContent }) {
  return (
    <Layout language={language} path={path}>
      <PageIntro heading={content.heading} lead={content.lead} />
      <Section heading={content.partnersHeading} lead={content.partnersLead} eyebrow="01">
        <ul css={(theme) => cardGrid(theme, 3)}>
          {content.partners.map((partner, i) => (
            <PartnerCard key={partner.name} partner={partner} index={i} />
          ))}
        </ul>
      </Section>
      <Section heading={content.projectsHeading} lead={content.projectsLead} eyebrow="02">
        <ul css={(theme) => css`${cardGrid(theme, 2)}; align-items: start;`}>
          {content.projects.map((project, i) => (
            <ProjectCard key={project.title} project={project} index={i} videoFallback={content.videoFallback} />
          ))}
        </ul>
      </Section>
    </Layout>
  );
}
