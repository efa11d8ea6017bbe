import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { Section } from '../../components/ui/Section';
import { Steps } from '../../components/ui/Steps';

/**
 * product §2 /casting: the three-step application by email with the subject
 * 'Кастинг - [your name]', reviewed within 2 weeks. The address opens the
 * visitor's mail app with the subject filled in for them to complete.
 */
export function EmailApplication({ application }: { application: Queries.EmailApplicationFieldsFragment }) {
  const mailto = `mailto:${application.email}?subject=${encodeURIComponent(application.subject)}`;
  return (
    <Section heading={application.heading} lead={application.lead}>
      <Steps steps={application.steps} />
      <div
        css={(theme) => css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space.md} ${theme.space.xl};
          align-items: center;
          margin-top: ${theme.space.xl};
          padding: ${theme.space.lg};
          border: 1px dashed ${theme.colors.accent};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
        `}
      >
        <a
          href={mailto}
          css={(theme) => css`
            font: 600 ${theme.fontSizes.lg} / 1.2 ${theme.fonts.display};
            color: ${theme.colors.accent};
            overflow-wrap: anywhere;
          `}
        >
          {application.email}
        </a>
        <p css={{ margin: 0 }}>
          <span css={(theme) => ({ color: theme.colors.textMuted })}>{application.subjectLabel}: </span>
          <strong data-testid="casting-subject">{application.subject}</strong>
        </p>
      </div>
      <p
        css={(theme) => css`
          margin: ${theme.space.lg} 0 0;
          color: ${theme.colors.text};
          font-weight: 600;
        `}
      >
        {application.review}
      </p>
    </Section>
  );
}

export const query = graphql`
  fragment EmailApplicationFields on CastingJsonApplication {
    heading
    lead
    email
    subjectLabel
    subject
    steps {
      ...StepFields
    }
    review
  }
`;
