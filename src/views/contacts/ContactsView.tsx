import { mq } from '../../theme/theme';
import { ApplicationForm } from './ApplicationForm';
import { ContactGroups } from './ContactGroups';
import { PageIntro } from '../../components/PageIntro';
import { grid } from '../../components/ui/grid';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type ContactsContent = NonNullable<Queries.ContactsPageQuery['page']>;

/**
 * product §2 /contacts: the contact lines (the Russian list, the English blocks,
 * office and working hours) beside the application form on wide screens,
 * above it on phones.
 */
export function ContactsView({ content, language }: ViewProps<ContactsContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <div
        css={(theme) => [
          grid(theme, { columns: { lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, gap: 'xl' }),
          { [mq('lg')]: { alignItems: 'start' } },
        ]}
      >
        <ContactGroups groups={content.groups} />
        <ApplicationForm form={content.form} language={language} />
      </div>
    </>
  );
}
