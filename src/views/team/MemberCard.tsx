import { graphql } from 'gatsby';
import { Card } from '../../components/ui/Card';
import { cardText } from '../../components/ui/cardText';
import { InitialsBadge } from './InitialsBadge';

/** A team card: name, role, years of experience, description; a monogram badge when asked for. */
export function MemberCard({ member, showInitials }: { member: Queries.TeamMemberFieldsFragment; showInitials: boolean }) {
  return (
    <Card title={member.name} media={showInitials ? <InitialsBadge name={member.name} /> : undefined}>
      <p css={(theme) => ({ margin: 0, color: theme.colors.accent, fontWeight: 600 })}>{member.role}</p>
      <p css={(theme) => ({ margin: 0, color: theme.colors.text, fontSize: theme.fontSizes.sm })}>{member.experience}</p>
      <p css={cardText}>{member.description}</p>
    </Card>
  );
}

export const query = graphql`
  fragment TeamMemberFields on TeamJsonMembersItems {
    name
    role
    experience
    description
  }
`;
