import { useEffect, useRef, useState } from 'react';
import { frameStyle } from './feedStyles';

/** How far outside the viewport a video is given its controls: a screen above and below. */
const AHEAD = '100% 0px';

/**
 * A feed video (SPEC §2: with controls, its metadata preloaded). It gets its native controls, and asks for its
 * metadata, when it comes within a screen of the viewport or takes the keyboard's focus, not when its card is drawn:
 * a browser styles and paints a video's controls (a shadow tree of a few dozen elements) as soon as the element has
 * them, 40-130 ms of a phone's main thread per video. Until then it is in the page with its frame, name, source and
 * fallback text, and in the tab order. Where IntersectionObserver is missing, it has its controls at once.
 */
export function FeedVideo({ src, label, fallback }: { src: string; label: string; fallback: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
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
