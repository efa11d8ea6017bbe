import { css } from '@emotion/react';
import { Card } from '../../components/ui/Card';
import { type Stat, StatGrid } from '../../components/ui/StatGrid';

export interface PlacementProject {
  readonly type: string;
  readonly title: string;
  readonly text: string;
  readonly facts: ReadonlyArray<Stat>;
}

/** A product-placement case: its kind as a badge, what we did, and its reach (SPEC §2, §9). */
export function ProjectCard({ project }: { project: PlacementProject }) {
  return (
    <Card
      title={project.title}
      text={project.text}
      media={
        <p
          css={(theme) => css`
            align-self: flex-start;
            margin: 0 0 ${theme.space.sm};
            padding: ${theme.space.xs} ${theme.space.md};
            border: 1px solid ${theme.colors.accent};
            border-radius: ${theme.radii.round};
            color: ${theme.colors.accent};
            font-size: ${theme.fontSizes.xs};
            letter-spacing: 0.08em;
            text-transform: uppercase;
          `}
        >
          {project.type}
        </p>
      }
    >
      <div css={(theme) => ({ marginTop: 'auto', paddingTop: theme.space.md })}>
        <StatGrid stats={project.facts} compact />
      </div>
    </Card>
  );
}
