import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { CASES_PROJECT_STAGGER_MS } from '../../config/constants';
import { Badge } from '../../components/ui/Badge';
import { cardStyle } from '../../components/ui/Card';
import { FadeIn } from '../../components/ui/FadeIn';
import { ProjectSlate } from './ProjectSlate';
import { ProjectVideo } from './ProjectVideo';

/**
 * One creative project (SPEC §3): type badge, title, description, and the
 * clip when the project has a video address. Fades in n × 150 ms late (SPEC §9).
 */
export function CreativeProjectCard({
  project,
  index,
  videoFallback,
}: {
  project: Queries.CreativeProjectFieldsFragment;
  index: number;
  videoFallback: string;
}) {
  return (
    <FadeIn as="li" delayMs={index * CASES_PROJECT_STAGGER_MS} css={cardStyle} data-testid="project-card">
      {project.videoUrl ? (
        <ProjectVideo src={project.videoUrl} title={project.title} fallback={videoFallback} />
      ) : (
        <ProjectSlate number={index + 1} type={project.type} />
      )}
      <Badge>{project.type}</Badge>
      <h3 css={(theme) => css`font-size: ${theme.fontSizes.lg}; margin: ${theme.space.sm} 0 0;`}>{project.title}</h3>
      <p css={(theme) => css`margin: 0; color: ${theme.colors.textMuted};`}>{project.description}</p>
    </FadeIn>
  );
}

export const query = graphql`
  fragment CreativeProjectFields on CasesJsonProjects {
    title
    type
    description
    videoUrl
  }
`;
