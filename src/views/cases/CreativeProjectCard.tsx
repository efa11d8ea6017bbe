import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import { CASES_PROJECT_STAGGER_MS } from '../../config/constants';
import { Badge } from '../../components/ui/Badge';
import { cardStyle } from '../../components/ui/Card';
import { cardText, cardTitle } from '../../components/ui/cardText';
import { FadeIn } from '../../components/ui/FadeIn';
import { ProjectSlate } from './ProjectSlate';
import { ProjectVideo } from './ProjectVideo';

/**
 * Drawn only near the screen: a project's video carries the browser's own
 * controls, whose style and paint are a long task on a phone for each video,
 * and the cards sit below the partners, screens down. Off screen the
 * browser skips a card's style, layout and paint until the visitor nears it;
 * its content stays in the page, in the tab order and in find-in-page.
 * `contain-intrinsic-size` holds its place meanwhile (once drawn, its own
 * size).
 */
const drawnNearScreen = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 480px;
`;

/**
 * One creative project (product §3): type badge, title, description, and the
 * clip when the project has a video address. Fades in n × 150 ms late (product §9).
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
    <FadeIn
      as="li"
      delayMs={index * CASES_PROJECT_STAGGER_MS}
      css={(theme) => [cardStyle(theme), drawnNearScreen]}
      data-testid="project-card"
    >
      {project.videoUrl ? (
        <ProjectVideo src={project.videoUrl} title={project.title} fallback={videoFallback} />
      ) : (
        <ProjectSlate number={index + 1} type={project.type} />
      )}
      <Badge>{project.type}</Badge>
      <h3 css={(theme) => cardTitle(theme)}>{project.title}</h3>
      <p css={cardText}>{project.description}</p>
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
