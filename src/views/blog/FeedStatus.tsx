import { css, keyframes } from '@emotion/react';
import { motionOK } from '../../theme/theme';

const pulse = keyframes`
  0%, 100% { opacity: 0.25; }
  50% { opacity: 1; }
`;

/** The feed's loading and empty messages (SPEC §4), announced politely to screen readers. */
export function FeedStatus({ text, busy }: { text: string; busy: boolean }) {
  return (
    <p
      role="status"
      data-testid={busy ? 'blog-loading' : 'blog-empty'}
      css={(theme) => css`
        display: flex;
        align-items: center;
        justify-content: center;
        gap: ${theme.space.sm};
        margin: ${theme.space.xl} 0;
        color: ${theme.colors.textMuted};
        font-size: ${theme.fontSizes.sm};
        letter-spacing: 0.08em;
        &::before {
          content: '';
          width: 0.5rem;
          height: 0.5rem;
          border-radius: ${theme.radii.round};
          background: ${busy ? theme.colors.red : theme.colors.border};
        }
        ${motionOK} {
          &::before {
            animation: ${busy ? pulse : 'none'} ${theme.motion.pulseMs}ms ease-in-out infinite;
          }
        }
      `}
    >
      {text}
    </p>
  );
}
