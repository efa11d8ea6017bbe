import { css, keyframes } from '@emotion/react';
import { motionOK } from '../../theme/theme';

const twinkle = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.55; transform: scale(0.85); }
`;

/** Three tiers, widest last: [top %, width %] of each triangle in the art box. */
const TIERS = [
  [12, 46],
  [30, 70],
  [50, 96],
] as const;

/**
 * The hero's picture on wide screens: a geometric New Year tree in the
 * Kremlin red with a brass star. Pure CSS, decorative (aria-hidden).
 */
export function TreeArt() {
  return (
    <div
      aria-hidden="true"
      css={css`
        position: relative;
        width: 100%;
        aspect-ratio: 3 / 4;
      `}
    >
      {TIERS.map(([top, width], i) => (
        <span
          key={top}
          css={(theme) => css`
            position: absolute;
            top: ${top}%;
            left: ${(100 - width) / 2}%;
            width: ${width}%;
            height: ${38 + i * 4}%;
            clip-path: polygon(50% 0, 100% 100%, 0 100%);
            background: linear-gradient(160deg, ${theme.colors.red}, ${theme.colors.surfaceRaised} ${90 - i * 10}%);
            opacity: ${0.55 + i * 0.2};
          `}
        />
      ))}
      <span
        css={(theme) => css`
          position: absolute;
          top: 92%;
          left: 44%;
          width: 12%;
          height: 8%;
          background: ${theme.colors.border};
        `}
      />
      <span
        css={(theme) => css`
          position: absolute;
          top: 3%;
          left: 44%;
          width: 12%;
          aspect-ratio: 1;
          background: ${theme.colors.accent};
          clip-path: polygon(50% 0, 61% 35%, 98% 35%, 68% 57%, 79% 91%, 50% 70%, 21% 91%, 32% 57%, 2% 35%, 39% 35%);
          ${motionOK} {
            animation: ${twinkle} ${theme.motion.twinkleMs}ms ease-in-out infinite;
          }
        `}
      />
    </div>
  );
}
