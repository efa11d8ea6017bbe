import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { ButtonLink } from './ButtonLink';

/**
 * The closing band of a content page: an invitation and a button that always
 * goes to the contacts page in the page's language (/contacts or /en/contacts).
 */
export function CallToAction({ cta, language }: { cta: Queries.CallToActionFieldsFragment; language: Language }) {
  return (
    <aside
      aria-label={cta.heading}
      css={(theme) => css`
        margin-top: ${theme.space.section};
        padding: ${theme.space.xl} ${theme.space.lg};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.md};
        background:
          radial-gradient(ellipse at top right, color-mix(in srgb, ${theme.colors.accent} 16%, transparent), transparent 60%),
          ${theme.colors.surface};
        text-align: center;
      `}
    >
      <p
        css={(theme) => css`
          margin: 0 auto ${theme.space.sm};
          max-width: 36rem;
          font: 600 ${theme.fontSizes.xl} / ${theme.lineHeights.tight} ${theme.fonts.display};
        `}
      >
        {cta.heading}
      </p>
      <p css={(theme) => ({ color: theme.colors.textMuted, maxWidth: '36rem', margin: `0 auto ${theme.space.lg}` })}>{cta.text}</p>
      <ButtonLink to={pagePath('contacts', language)}>{cta.label}</ButtonLink>
    </aside>
  );
}

export const query = graphql`
  fragment CallToActionFields on CallToAction {
    heading
    text
    label
  }
`;
