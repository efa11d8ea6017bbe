import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { embedStyle } from './feedStyles';

/**
 * An embedded Telegram post (product §2: "embedded in a frame with an embed flag and a minimum height of 400 px"). The
 * sandbox grants only what the widget needs: its own scripts and cookies on t.me (a cross-origin frame, so
 * allow-same-origin gives it nothing of ours) and opening links in a new tab. While the keyboard is inside it, the
 * frame is this page's active element but matches no focus selector (Chromium), and the page only sees its own window
 * lose focus: the frame is marked then, for the focus ring (GlobalStyles.tsx).
 */
export function TelegramEmbed({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    // Committed at once, so the ring is drawn in the frame that moves the keyboard, not after a render pass.
    const mark = () => flushSync(() => setFocused(document.activeElement !== null && document.activeElement === frame.current));
    window.addEventListener('blur', mark);
    window.addEventListener('focus', mark);
    return () => {
      window.removeEventListener('blur', mark);
      window.removeEventListener('focus', mark);
    };
  }, []);
  return (
    <iframe
      ref={frame}
      css={embedStyle}
      src={src}
      title={title}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="strict-origin-when-cross-origin"
      data-testid="blog-embed"
      data-focused={focused ? '' : undefined}
    />
  );
}
