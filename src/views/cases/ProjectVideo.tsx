import { css } from '@emotion/react';
import { videoMimeType } from '../../schema/schema';

export interface ProjectVideoProps {
  src: string;
  /** The project's title: the video's accessible name. */
  title: string;
  /** product §2: 'Ваш браузер не поддерживает видео.' for browsers without <video>. */
  fallback: string;
}

/**
 * A project's clip with the browser's own controls. preload="metadata" (product.md
 * §2) fetches only the duration and first frame, not the whole file. The
 * source's type follows the file's (.mp4 or .webm, the files t.video() takes).
 */
export function ProjectVideo({ src, title, fallback }: ProjectVideoProps) {
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the studio's clips have no caption files (product §3 gives the video alone)
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
      <source src={src} type={videoMimeType(src)} />
      {fallback}
    </video>
  );
}
