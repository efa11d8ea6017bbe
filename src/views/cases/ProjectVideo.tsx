import { css } from '@emotion/react';

export interface ProjectVideoProps {
  src: string;
  /** The project's title: the video's accessible name. */
  title: string;
  /** SPEC §2: 'Ваш браузер не поддерживает видео.' for browsers without <video>. */
  fallback: string;
}

/**
 * A project's clip with the browser's own controls. preload="metadata" (SPEC
 * §2) fetches only the duration and first frame, not the whole file.
 */
export function ProjectVideo({ src, title, fallback }: ProjectVideoProps) {
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the studio's clips have no caption files (SPEC §3 gives the video alone)
    <video
      controls
      preload="metadata"
      playsInline
      title={title}
      aria-label={title}
      css={(theme) => css`
        display: block;
        width: 100%;
        aspect-ratio: 16 / 9;
        border-radius: ${theme.radii.sm};
        background: ${theme.colors.background};
        margin-bottom: ${theme.space.sm};
      `}
    >
      <source src={src} type="video/mp4" />
      {fallback}
    </video>
  );
}
