import { css } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** product §8: the generic fallback for any unexpected rendering error. */
export const ERROR_HEADING = 'Unexpected Application Error!';

interface State {
  error: Error | null;
}

/**
 * Catches rendering errors anywhere in a page so the visitor gets the
 * fallback heading and the error's message instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main
        role="alert"
        css={(theme) => css`
          max-width: 48rem;
          margin: 0 auto;
          padding: ${theme.space.section} ${theme.layout.gutter};
        `}
      >
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{ERROR_HEADING}</h1>
        <pre
          css={(theme) => css`
            white-space: pre-wrap;
            color: ${theme.colors.textMuted};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          {error.message}
        </pre>
      </main>
    );
  }
}
