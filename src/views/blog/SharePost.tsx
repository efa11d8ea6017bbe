import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { fill } from '../../blog/feedStrings';

export interface SharePostProps {
  /** The post page's path (`/blog/<slug>`); the address shared is it on the site the visitor is on. */
  path: string;
  /** What a share sheet shows as the shared page's name. */
  title: string;
  /** locales/<lang>/common.json `blog.share*`. */
  strings: { share: string; shareCopied: string; shareFailed: string };
}

type Outcome = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; url: string };

const button = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: transparent;
  color: ${theme.colors.text};
  font: 600 ${theme.fontSizes.xs} / 1.2 ${theme.fonts.body};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.accent};
  }
`;

const statusText = (theme: Theme) => css`
  margin-left: ${theme.space.sm};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * A post's share control: the system's share sheet where the browser has the Web Share API (phones, Safari), and
 * elsewhere the post's address copied to the clipboard, with a confirmation in the page's language read out by
 * screen readers. A dismissed share sheet is no failure; a refused clipboard shows the address to copy by hand.
 * https://developer.mozilla.org/docs/Web/API/Navigator/share
 */
export default function SharePost({ path, title, strings }: SharePostProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    const data = { title, url };
    if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // AbortError: the visitor closed the sheet. Anything else (no permission): copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied' });
    } catch {
      setOutcome({ kind: 'failed', url });
    }
  };
  return (
    <div data-testid="post-share">
      <button type="button" css={button} onClick={() => void share()}>
        {strings.share}
      </button>
      <span role="status" css={statusText}>
        {outcome.kind === 'copied' ? strings.shareCopied : outcome.kind === 'failed' ? fill(strings.shareFailed, { url: outcome.url }) : ''}
      </span>
    </div>
  );
}
