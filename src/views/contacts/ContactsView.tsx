import { css } from '@emotion/react';
import { mq } from '../../theme/theme';
import { ApplicationForm } from './ApplicationForm';
import { ContactGroups } from './ContactGroups';
import { PageIntro } from '../../components/PageIntro';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type ContactsContent = NonNullable<Queries.ContactsPageQuery['page']>;

/**
 * SPEC §2 /contacts: the contact lines (the Russian list, the English blocks,
 * office and working hours) beside the application form on wide screens,
 * above it on phones.
 */
export function ContactsView({ content }: ViewProps<ContactsContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <div
        css={(theme) => css`
          display: grid;
          gap: ${theme.space.xl};
          ${mq('lg')} {
            grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
            align-items: start;
          }
        `}
      >
        <ContactGroups groups={content.groups} />
        <ApplicationForm form={content.form} />
      </div>
    </>
  );
}
