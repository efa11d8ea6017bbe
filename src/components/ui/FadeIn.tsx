import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { motionOK } from '../../theme/theme';

const fadeUp = keyframes`
  from { opacity: 0; transform: translateY(1.25rem); }
  to { opacity: 1; transform: none; }
`;

export interface FadeInProps {
  /** How long after page load this item starts to appear (a stagger step times its index). */
  delayMs: number;
  as?: 'div' | 'li' | 'article';
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * Fades its content up on page load after `delayMs`. Pure CSS, so the content
 * is there in the server-rendered HTML; visitors who prefer reduced motion
 * get no animation at all (motionOK).
 */
export function FadeIn({ delayMs, as: Tag = 'div', className, children, 'data-testid': testId }: FadeInProps) {
  return (
    <Tag
      className={className}
      data-testid={testId}
      style={{ animationDelay: `${delayMs}ms` }}
      css={(theme) => css`
        ${motionOK} {
          animation: ${fadeUp} ${theme.motion.slow} ${theme.motion.easing} both;
        }
      `}
    >
      {children}
    </Tag>
  );
}
