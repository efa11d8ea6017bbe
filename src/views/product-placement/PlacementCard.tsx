import { graphql } from 'gatsby';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { StatGrid } from '../../components/ui/StatGrid';

/** A product-placement case: its kind as a badge, what we did, and its reach (product §2, §9). */
export function PlacementCard({ project }: { project: Queries.PlacementProjectFieldsFragment }) {
  return (
    <Card title={project.title} text={project.text} media={<Badge caps>{project.type}</Badge>}>
      <div css={(theme) => ({ marginTop: 'auto', paddingTop: theme.space.md })}>
        <StatGrid stats={project.facts} compact />
      </div>
    </Card>
  );
}

export const query = graphql`
  fragment PlacementProjectFields on ProductPlacementJsonProjectsItems {
    type
    title
    text
    facts {
      ...StatFields
    }
  }
`;
