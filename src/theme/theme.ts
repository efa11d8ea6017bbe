/**
 * The design tokens of the site: a dark, cinematic palette (film black, warm
 * projector white, brass accent, Kremlin red), a display face for titles and a
 * quiet grotesque for text. Components read these; they never invent values.
 */
export const theme = {
  colors: {
    background: '#0b0a09',
    surface: '#15130f',
    surfaceRaised: '#1f1c17',
    border: '#3a342b',
    text: '#f3eee6',
    textMuted: '#b3ab9f',
    accent: '#e2bd73',
    accentStrong: '#f2d49a',
    red: '#ff5a4e',
    focus: '#8fc8ff',
    onAccent: '#0b0a09',
    /** The sticky header: the background, nearly opaque, so text scrolling under it stays legible. */
    headerBackdrop: 'rgba(11, 10, 9, 0.92)',
  },
  fonts: {
    // Each brand face, then its metric-matched local fallbacks: Arial, or Roboto where there is no Arial (Android;
    // src/gatsby/fonts/fallbackFaces.ts).
    display: "'Unbounded Variable', 'Unbounded Fallback', 'Unbounded Fallback Roboto', 'Arial Black', system-ui, sans-serif",
    body: "'Manrope Variable', 'Manrope Fallback', 'Manrope Fallback Roboto', 'Segoe UI', system-ui, -apple-system, sans-serif",
    // Emoji straight from the system's colour font: set in the body stack, a character no Arial has would walk every
    // fallback family and make a device with Arial look up Roboto's faces before its first paint.
    emoji: "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif",
  },
  /** Fluid type scale: clamp(min, preferred, max). */
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: 'clamp(1.2rem, 1.05rem + 0.6vw, 1.5rem)',
    xl: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem)',
    xxl: 'clamp(2rem, 1.4rem + 2.6vw, 3.75rem)',
    hero: 'clamp(2.4rem, 1.4rem + 4.8vw, 6rem)',
  },
  /** Display sizes, each for one big element of one page. */
  displaySizes: {
    /** The landing's title. */
    landingTitle: 'clamp(4.5rem, 2rem + 14vw, 13rem)',
    /** The landing's menu links: a notch smaller than fontSizes.xl on phones so 'Продакт-плейсмент' fits 390 px. */
    landingMenu: 'clamp(1.25rem, 0.9rem + 1.6vw, 2.25rem)',
    /** The "404" above the not-found heading. */
    errorCode: 'clamp(5rem, 3rem + 12vw, 12rem)',
    /** The project number on a film slate (cases). */
    slateNumber: 'clamp(3rem, 2rem + 4vw, 5rem)',
  },
  lineHeights: { tight: 1.1, snug: 1.3, body: 1.65 },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
    section: 'clamp(3rem, 2rem + 5vw, 7rem)',
  },
  radii: { sm: '6px', md: '14px', round: '999px' },
  /** Page gutters, the widest the content gets, the narrowest a card in a grid gets before a column drops. */
  layout: { gutter: 'clamp(1rem, 0.5rem + 2.5vw, 3rem)', maxWidth: '1200px', headerHeight: '4.5rem', cardMinWidth: '15rem' },
  breakpoints: { sm: 600, md: 900, lg: 1200 },
  motion: {
    fast: '150ms',
    base: '300ms',
    slow: '700ms',
    easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
    /** The landing title's letters coming into focus, each. */
    introMs: 900,
    /** One breath of the blog's loading dot. */
    pulseMs: 1200,
    /** One twinkle of the Kremlin tree's star. */
    twinkleMs: 3000,
  },
  shadows: { card: '0 1px 0 rgba(255,255,255,0.04) inset, 0 20px 40px -24px rgba(0,0,0,0.8)' },
} as const;

export type SiteTheme = typeof theme;

/** `@media (min-width: …)` for a named breakpoint. */
export const mq = (bp: keyof SiteTheme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]}px)`;

/** Wrap animation rules so they only apply to visitors who have not asked for less motion. */
export const motionOK = '@media (prefers-reduced-motion: no-preference)';
