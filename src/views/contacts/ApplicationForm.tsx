import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cardSurface } from '../../components/ui/Card';
import { textLink } from '../../components/ui/textLink';
import { APPLICATION_FORM } from '../../config/constants';
import type { Language } from '../../config/routes';
import { pagePath } from '../../i18n/paths';
import { controlStyle, FormField } from './FormField';

/** Rows of the project description (product §2 /contacts: "multi-line, 6 rows"). */
export const DESCRIPTION_ROWS = 6;

/**
 * The application form of product §2 /contacts, sent to Netlify Forms as a plain
 * HTML form: no script on the page, so it works without JavaScript.
 * Netlify's deploy step registers it from the built HTML by its `name` and
 * `data-netlify` (https://docs.netlify.com/manage/forms/setup/#html-forms); the
 * hidden `form-name` field is the one Netlify would inject, written here so the
 * local server (scripts/lib/netlifyForms.ts) sees the same request. `action` is
 * the thank-you page of the form's language, which Netlify shows once it has
 * the application (https://docs.netlify.com/manage/forms/setup/#custom-success-page).
 * The honeypot is named with `data-netlify-honeypot`, the valid-HTML spelling of
 * the docs' `netlify-honeypot` (as `data-netlify` is of `netlify`).
 *
 * The browser's own validation checks the required fields and the email
 * address before anything is sent; when it refuses, the visitor stays on the
 * page with everything typed. The label's asterisk is for the eye only
 * (`aria-hidden`): screen readers announce the native `required` state.
 */
export function ApplicationForm({ form, language }: { form: Queries.ApplicationFormFieldsFragment; language: Language }) {
  const id = useId();
  const { t } = useTranslation();
  const mark = t('form.requiredMark');
  return (
    <section
      aria-labelledby={`${id}-heading`}
      css={(theme) => [
        cardSurface(theme),
        css`
          padding: ${theme.space.xl} ${theme.space.lg};
        `,
      ]}
    >
      <h2 id={`${id}-heading`} css={(theme) => ({ fontSize: theme.fontSizes.xl })}>
        {form.heading}
      </h2>
      <p css={(theme) => ({ color: theme.colors.textMuted })}>{form.lead}</p>
      <p css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>{form.requiredNote}</p>
      <form
        name={APPLICATION_FORM.name}
        method="POST"
        action={pagePath('thanks', language)}
        data-netlify="true"
        data-netlify-honeypot={APPLICATION_FORM.honeypotField}
        aria-labelledby={`${id}-heading`}
        css={(theme) => ({ display: 'grid', gap: theme.space.lg })}
      >
        <input type="hidden" name="form-name" value={APPLICATION_FORM.name} />
        <input type="hidden" name={APPLICATION_FORM.languageField} value={language} />
        <div hidden>
          <label>
            {t('form.honeypotLabel')}
            <input name={APPLICATION_FORM.honeypotField} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <FormField id={`${id}-name`} label={form.nameLabel} requiredMark={mark}>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" required css={controlStyle} />
        </FormField>
        <FormField id={`${id}-email`} label={form.emailLabel} requiredMark={mark}>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required css={controlStyle} />
        </FormField>
        <FormField id={`${id}-type`} label={form.projectTypeLabel}>
          <select id={`${id}-type`} name="projectType" defaultValue="" css={controlStyle}>
            <option value="">{form.projectTypePrompt}</option>
            {form.projectTypes.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-description`} label={form.descriptionLabel} requiredMark={mark}>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={DESCRIPTION_ROWS}
            required
            css={[controlStyle, { resize: 'vertical' }]}
          />
        </FormField>
        <div css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
          <button
            type="submit"
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
          <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.xs })}>
            {form.consent}{' '}
            <a href={pagePath('privacy', language)} css={textLink}>
              {form.privacyLink}
            </a>
          </p>
        </div>
        <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>{form.note}</p>
      </form>
    </section>
  );
}

export const query = graphql`
  fragment ApplicationFormFields on ContactsJsonForm {
    heading
    lead
    requiredNote
    nameLabel
    emailLabel
    projectTypeLabel
    projectTypePrompt
    projectTypes
    descriptionLabel
    submitLabel
    consent
    privacyLink
    note
  }
`;
