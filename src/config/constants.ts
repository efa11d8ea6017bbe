/**
 * Every business constant of SPEC section 9 that code depends on, named for
 * what it means. Change a value here and every user of it follows.
 */

/** Landing: a click on a menu link navigates after this delay (SPEC §2, §9). */
export const LANDING_NAVIGATION_DELAY_MS = 3500;
/** Landing: each letter of the menu starts falling this much after the previous one. */
export const LANDING_LETTER_DELAY_MS = 50;
/** Landing: each menu link's animation starts this much after the previous link's. */
export const LANDING_LINK_DELAY_STEP_MS = 500;

/** Blog: rows per request (SPEC §7, §9). */
export const BLOG_PAGE_SIZE = 5;
/** Blog: load more when the visitor is this close to the bottom of the page. */
export const BLOG_SCROLL_THRESHOLD_PX = 200;
/** Blog: each post card fades in this much after the previous one. */
export const BLOG_CARD_STAGGER_MS = 100;
/** Blog: minimum height of an embedded messenger post. */
export const BLOG_EMBED_MIN_HEIGHT_PX = 400;
/** Blog: the public view the feed reads (SPEC §6, §7). */
export const BLOG_VIEW = 'blog_posts_public';
/** Blog: only links to messenger posts with this prefix are embedded. */
export const BLOG_EMBED_PREFIX = 'https://t.me/';

/** Cases: fade-in stagger per partner card and per project card (SPEC §2, §9). */
export const CASES_PARTNER_STAGGER_MS = 100;
export const CASES_PROJECT_STAGGER_MS = 150;

/** Blog: date locale per page language (SPEC §9: Russian locale on Russian pages, US English on English pages). */
export const BLOG_DATE_LOCALES = { ru: 'ru-RU', en: 'en-US' } as const;
/**
 * Blog: the calendar dates are read in. The studio's own (Moscow) calendar, so
 * a post has the same date for every visitor and in every test, wherever they are.
 */
export const BLOG_TIME_ZONE = 'Europe/Moscow';

/** Landing: how long a letter takes to fall once its delay has passed. */
export const LANDING_LETTER_FALL_MS = 1100;

/** Kremlin: the presentation the "download" link serves (SPEC §2, §7), from static/. */
export const KREMLIN_PRESENTATION_PATH = '/elka2026.pdf';
