/**
 * A feed video gets its native controls, and asks for its metadata, when it
 * comes within a screen of the viewport or takes the keyboard's focus, not
 * when its card is built. A browser styles and paints a video's controls (a
 * shadow tree of a few dozen elements) as soon as the element has them: in
 * Chromium at 4x CPU, 40-130 ms of the main thread per video, which on a
 * phone made the first page of posts (two videos, both a screen or more below
 * the fold) arrive in long tasks of 80-110 ms. Until then the video is in the
 * page with its frame, name, source and fallback text, and in the tab order;
 * images have `loading="lazy"` for the same reason, videos have no such
 * attribute. Where IntersectionObserver is missing, every video gets its
 * controls at once.
 */

/** How far outside the viewport a video is given its controls: a screen above and below. */
const AHEAD = '100% 0px';

function equip(video: HTMLVideoElement): void {
  if (video.controls) return;
  video.controls = true;
  // From 'none', which kept the browser from fetching anything yet (SPEC §2: the metadata preloads).
  video.preload = 'metadata';
}

export interface VideoControls {
  /** Takes a video built without controls and with `preload="none"`; gives it both in time. */
  watch(video: HTMLVideoElement): void;
  /** Watches nothing more (the feed stopped). */
  stop(): void;
}

export function videoControls(): VideoControls {
  if (typeof IntersectionObserver === 'undefined') return { watch: equip, stop: () => undefined };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        equip(entry.target as HTMLVideoElement);
      }
    },
    { rootMargin: AHEAD },
  );
  return {
    watch(video) {
      // In the tab order before it has controls (a video has none of its own until then); focus equips it.
      video.tabIndex = 0;
      video.addEventListener(
        'focus',
        () => {
          observer.unobserve(video);
          equip(video);
        },
        { once: true },
      );
      observer.observe(video);
    },
    stop: () => observer.disconnect(),
  };
}
