import { PageIntro } from '../../components/PageIntro';
import { MemberCard } from './MemberCard';
import { CallToAction } from '../../components/ui/CallToAction';
import { grid } from '../../components/ui/grid';
import { CardSection } from '../../components/ui/CardSection';
import { Section } from '../../components/ui/Section';
import { StatSection } from '../../components/ui/StatSection';
import type { ViewProps } from '../../components/layout/pageTemplate';

export type TeamContent = NonNullable<Queries.TeamPageQuery['page']>;

/**
 * product §2, §3, §9 /team: the member cards (eleven in Russian, ten in English,
 * monograms in English through `showInitials`), philosophy, achievements and
 * the link to contacts.
 */
export function TeamView({ language, content }: ViewProps<TeamContent>) {
  return (
    <>
      <PageIntro heading={content.heading} lead={content.lead} />
      <Section heading={content.members.heading}>
        <ul css={(theme) => grid(theme, { min: theme.layout.cardMinWidth })}>
          {content.members.items.map((member) => (
            <MemberCard key={member.name} member={member} showInitials={content.showInitials} />
          ))}
        </ul>
      </Section>
      <CardSection section={content.philosophy} />
      <StatSection section={content.achievements} />
      <CallToAction cta={content.cta} language={language} />
    </>
  );
}
