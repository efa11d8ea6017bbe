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

/**
 * A visible label tied to its control by id, so screen readers announce each field by name. A required field's
 * label ends with `requiredMark` (an asterisk) for the eye only: it is hidden from screen readers, which announce
 * the control's own `required` state instead of reading the mark as part of the name.
 */
export function FormField({
  id,
  label,
  requiredMark,
  children,
}: {
  id: string;
  label: string;
  requiredMark?: string;
  children: ReactNode;
}) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <label htmlFor={id} css={(theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
        {label}
        {requiredMark && (
          <span aria-hidden="true" css={(theme) => ({ color: theme.colors.accent, marginInlineStart: theme.space.xs })}>
            {requiredMark}
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
