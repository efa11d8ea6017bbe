import { css } from '@emotion/react';
import type { Language } from '../../config/routes';
import { mq } from '../../theme/theme';
import { IntegrationOptions } from './IntegrationOptions';
import { KremlinContact } from './KremlinContact';
import { KremlinHero } from './KremlinHero';
import type { KremlinContent } from './types';
import { Layout } from '../../components/layout/Layout';
import { Section } from '../../components/ui/Section';
import { StatGrid } from '../../components/ui/StatGrid';

/** /kremlin (SPEC §2, §9): the Kremlin Christmas Tree 2.0 integration offer. */
export function KremlinView({ language, path, content }: { language: Language; path: string; content: KremlinContent }) {
  return (
    <Layout language={language} path={path}>
      <KremlinHero content={content} language={language} />
      <Section heading={content.about.heading}>
        <div
          css={(theme) => css`
            display: grid;
            gap: ${theme.space.md};
            max-width: 60rem;
            ${mq('md')} {
              font-size: ${theme.fontSizes.lg};
              line-height: ${theme.lineHeights.snug};
            }
          `}
        >
          {content.about.paragraphs.map((text) => (
            <p key={text} css={{ margin: 0 }}>
              {text}
            </p>
          ))}
        </div>
      </Section>
      <Section heading={content.figuresHeading}>
        <StatGrid stats={content.figures} />
      </Section>
      <Section heading={content.optionsHeading} lead={content.optionsLead}>
        <IntegrationOptions options={content.options} />
      </Section>
      <KremlinContact contact={content.contact} />
    </Layout>
  );
}
