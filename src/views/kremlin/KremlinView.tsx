import { css } from '@emotion/react';
import { mq } from '../../theme/theme';
import { IntegrationOptions } from './IntegrationOptions';
import { KremlinContact } from './KremlinContact';
import { KremlinHero } from './KremlinHero';
import type { ViewProps } from '../../components/layout/pageTemplate';
import { Section } from '../../components/ui/Section';
import { StatGrid } from '../../components/ui/StatGrid';

export type KremlinContent = NonNullable<Queries.KremlinPageQuery['page']>;

/** /kremlin (product §2, §9): the Kremlin Christmas Tree 2.0 integration offer. */
export function KremlinView({ language, content }: ViewProps<KremlinContent>) {
  return (
    <>
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
    </>
  );
}
