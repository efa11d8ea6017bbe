import { PageIntro } from '../../components/PageIntro';
import { CallToAction } from '../../components/ui/CallToAction';
import { CardSection } from '../../components/ui/CardSection';
import { StatSection } from '../../components/ui/StatSection';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type EventsContent = NonNullable<Queries.EventsPageQuery['page']>;

/** product §2, §9 /events: event types, planning and realization, the figures. */
export function EventsView({ language, content }: ViewProps<EventsContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <CardSection section={content.types} />
      <CardSection section={content.services} minCardWidth="18rem" />
      <StatSection section={content.stats} />
      <CallToAction cta={content.cta} language={language} />
    </>
  );
}
