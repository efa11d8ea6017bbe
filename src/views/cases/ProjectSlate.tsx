import { css } from '@emotion/react';
import { SITE_NAME } from '../../config/site';

/**
 * The picture area of a project without a clip: a film slate with the
 * project's number and type, the same 16:9 as a video, so every card in the
 * grid has the same rhythm. Decorative: the card says the same in text.
 */
export function ProjectSlate({ number, type }: { number: number; type: string }) {
  return (
    <div
      aria-hidden="true"
      css={(theme) => css`
        position: relative;
        aspect-ratio: 16 / 9;
        margin-bottom: ${theme.space.sm};
        padding: ${theme.space.md};
        display: flex;
        flex-direction: column;
        justify-content: space-between;
        border-radius: ${theme.radii.sm};
        border: 1px solid ${theme.colors.border};
        background:
          repeating-linear-gradient(-45deg, ${theme.colors.surfaceRaised} 0 14px, ${theme.colors.background} 14px 28px) top / 100% 1.1rem
            no-repeat,
          radial-gradient(120% 100% at 100% 100%, ${theme.colors.surfaceRaised}, ${theme.colors.background});
        color: ${theme.colors.textMuted};
        font: 600 ${theme.fontSizes.xs} / 1.2 ${theme.fonts.display};
        letter-spacing: 0.16em;
        text-transform: uppercase;
      `}
    >
      <span
        css={(theme) => css`
          margin-top: ${theme.space.md};
        `}
      >
        {SITE_NAME}
      </span>
      <span
        css={(theme) => css`
          font-size: ${theme.displaySizes.slateNumber};
          line-height: 1;
          letter-spacing: 0;
          color: ${theme.colors.text};
        `}
      >
        {String(number).padStart(2, '0')}
      </span>
      <span css={(theme) => ({ color: theme.colors.accent })}>{type}</span>
    </div>
  );
}
