import { css } from '@emotion/react';
import { PageIntro } from '../../components/PageIntro';
import { ButtonLink } from '../../components/ui/ButtonLink';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type ThanksContent = NonNullable<Queries.ThanksPageQuery['page']>;

/**
 * The application form's thank-you page: what happens next, then the
 * ways back to the site, the first one as the main button.
 */
export function ThanksView({ content }: ViewProps<ThanksContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <p css={{ maxWidth: '46rem' }}>{content.text}</p>
      <div
        css={(theme) => css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space.md};
          margin-top: ${theme.space.xl};
        `}
      >
        {content.links.map((link, i) => (
          <ButtonLink key={link.href} to={link.href} variant={i === 0 ? 'primary' : 'quiet'}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </>
  );
}
