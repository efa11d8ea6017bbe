import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useId } from 'react';
import { cardSurface } from '../../components/ui/Card';
import { controlStyle, FormField } from './FormField';

/** Rows of the project description (SPEC §2 /contacts: "multi-line, 6 rows"). */
export const DESCRIPTION_ROWS = 6;

/**
 * The application form of SPEC §2 /contacts. Its submission is not wired
 * (SPEC §2: "no handler and no validation"; §5: "no validation shown"; §7:
 * "Form submission target: not shown"). So the form has no action, no submit
 * handler and no required fields, and the button is `type="button"`: pressing
 * it leaves the visitor where they are with what they typed. A plain submit
 * button would instead reload the page with their text in the address bar and
 * the fields emptied. With two text fields, Enter in a field does not submit
 * the form either (HTML "implicit submission" needs a submit button or a
 * single field). `noValidate` keeps the browser's own validation bubbles off.
 */
export function ApplicationForm({ form }: { form: Queries.ApplicationFormFieldsFragment }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      css={(theme) => [cardSurface(theme), css`padding: ${theme.space.xl} ${theme.space.lg};`]}
    >
      <h2 id={`${id}-heading`} css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
        {form.heading}
      </h2>
      <p css={(theme) => ({ color: theme.colors.textMuted })}>{form.lead}</p>
      <form noValidate aria-labelledby={`${id}-heading`} css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
        <FormField id={`${id}-name`} label={form.nameLabel}>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" css={controlStyle} />
        </FormField>
        <FormField id={`${id}-email`} label={form.emailLabel}>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" css={controlStyle} />
        </FormField>
        <FormField id={`${id}-type`} label={form.projectTypeLabel}>
          <select id={`${id}-type`} name="projectType" defaultValue="" css={controlStyle}>
            <option value="">{form.projectTypePrompt}</option>
            {form.projectTypes.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-description`} label={form.descriptionLabel}>
          <textarea id={`${id}-description`} name="description" rows={DESCRIPTION_ROWS} css={[controlStyle, { resize: 'vertical' }]} />
        </FormField>
        <button
          type="button"
          css={(theme) => css`
            justify-self: start;
            padding: ${theme.space.md} ${theme.space.xl};
            border: 0;
            border-radius: ${theme.radii.round};
            background: ${theme.colors.accent};
            color: ${theme.colors.onAccent};
            font: 600 ${theme.fontSizes.sm} / 1.2 ${theme.fonts.display};
            letter-spacing: 0.04em;
            cursor: pointer;
            &:hover {
              background: ${theme.colors.accentStrong};
            }
          `}
        >
          {form.submitLabel}
        </button>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>{form.note}</p>
      </form>
    </section>
  );
}

export const query = graphql`
  fragment ApplicationFormFields on ContactsJsonForm {
    heading
    lead
    nameLabel
    emailLabel
    projectTypeLabel
    projectTypePrompt
    projectTypes
    descriptionLabel
    submitLabel
    note
  }
`;
