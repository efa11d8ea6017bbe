import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** The look shared by the form's inputs, select and textarea. */
export const controlStyle = (theme: Theme) => css`
  width: 100%;
  padding: ${theme.space.sm} ${theme.space.md};
  min-height: 3rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  transition: border-color ${theme.motion.fast};
  &:hover,
  &:focus {
    border-color: ${theme.colors.accent};
  }
`;

/** A visible label tied to its control by id, so screen readers announce each field by name. */
export function FormField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <label htmlFor={id} css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {label}
      </label>
      {children}
    </div>
  );
}
