import { css } from '@emotion/react';
import { useId } from 'react';
import { PageIntro } from '../../components/PageIntro';
import { textLink } from '../../components/ui/textLink';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type PrivacyContent = NonNullable<Queries.PrivacyPageQuery['page']>;

/**
 * The privacy notice the application form links to: a text page of
 * short titled sections, each named by its heading for screen readers, at a
 * comfortable reading width.
 */
export function PrivacyView({ content }: ViewProps<PrivacyContent>) {
  const id = useId();
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <div css={{ maxWidth: '46rem' }}>
        {content.sections.map((section, i) => (
          <section
            key={section.heading}
            aria-labelledby={`${id}-${i}`}
            css={(theme) => css`
              margin-top: ${theme.space.xl};
            `}
          >
            <h2 id={`${id}-${i}`} css={(theme) => ({ fontSize: theme.fontSizes.lg })}>
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.link && (
              <p>
                <a href={section.link.href} css={textLink}>
                  {section.link.label}
                </a>
              </p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
