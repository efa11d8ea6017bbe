import { useEffect, useRef, useState } from 'react';
import { frameStyle } from './feedStyles';

/** How far outside the viewport a video is given its controls: a screen above and below. */
const AHEAD = '100% 0px';

/**
 * A feed video (product §2: with controls, its metadata preloaded). It gets its native controls, and asks for its
 * metadata, when it comes within a screen of the viewport or takes the keyboard's focus, not when its card is drawn:
 * a browser styles and paints a video's controls (a shadow tree of a few dozen elements) as soon as the element has
 * them, a long task on a phone's main thread for each video. Until then it is in the page with its frame, name, source and
 * fallback text, and in the tab order. Where IntersectionObserver is missing, it has its controls at once.
 */
export function FeedVideo({
  src,
  label,
  fallback,
  controls = false,
}: {
  src: string;
  label: string;
  fallback: string;
  controls?: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // `controls`: from the start, where nothing would give them later (a post's page has no script for its media).
  const [near, setNear] = useState(controls);
  useEffect(() => {
    const element = video.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // A browser without IntersectionObserver is known only after hydration; the build's markup has no controls yet.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render it costs happens once, in such a browser
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the blog's videos come from the studio's posts with no caption files
    <video
      ref={video}
      css={frameStyle}
      src={src}
      title={label}
      playsInline
      controls={near}
      preload={near ? 'metadata' : 'none'}
      tabIndex={near ? undefined : 0}
      onFocus={() => setNear(true)}
    >
      {fallback}
    </video>
  );
}
