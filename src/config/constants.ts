/**
 * Every business constant of product §9 that code depends on, named for
 * what it means. Change a value here and every user of it follows.
 */

/** Landing: a click on a menu link navigates after this delay (product §2, §9). */
export const LANDING_NAVIGATION_DELAY_MS = 3500;
/** Landing: each letter of the menu starts falling this much after the previous one. */
export const LANDING_LETTER_DELAY_MS = 50;
/** Landing: each menu link's animation starts this much after the previous link's. */
export const LANDING_LINK_DELAY_STEP_MS = 500;

/** Blog: rows per request (product §7, §9). */
export const BLOG_PAGE_SIZE = 5;
/** Blog: load more when the visitor is this close to the bottom of the page. */
export const BLOG_SCROLL_THRESHOLD_PX = 200;
/** Blog: each post card fades in this much after the previous one. */
export const BLOG_CARD_STAGGER_MS = 100;
/** Blog: minimum height of an embedded messenger post. */
export const BLOG_EMBED_MIN_HEIGHT_PX = 400;
/**
 * Blog: how long the visitor waits for one page of posts, retries included,
 * before the load counts as failed (product §8: loading ends, console only). A
 * page of five rows takes well under a second on a working backend and 2-3 s
 * on a slow mobile link; beyond 8 s the visitor is better served by the posts
 * already on screen than by a spinner.
 */
export const BLOG_REQUEST_TIMEOUT_MS = 8000;
/**
 * Blog: a request that fails before any answer (connection refused or reset)
 * or with a transient 503/520 is tried once more after this pause, inside the
 * same deadline; so a server that is down ends loading after about a second,
 * not after supabase-js's own 1 + 2 + 4 s of back-off.
 */
export const BLOG_RETRY_DELAY_MS = 1000;
/**
 * Blog: the most of a post's text a card shows; beyond it, an ellipsis. Above Telegram's own limit for a message
 * (4096 characters), so no real post meets it; a pasted megabyte of text would otherwise hold the page for seconds.
 */
export const BLOG_POST_TEXT_LIMIT = 10_000;
/** Blog: the most photos, videos and embeds a card shows; a Telegram album holds at most 10. */
export const BLOG_POST_MEDIA_LIMIT = 10;
/**
 * Blog: how many of a post's `media_urls` are read at most, usable or not. Five times what a card shows leaves room
 * for an editor's broken links; a row of 300 000 unusable strings would otherwise be read to its end (seconds).
 */
export const BLOG_POST_MEDIA_SCAN_LIMIT = 5 * BLOG_POST_MEDIA_LIMIT;
/** Blog: the longest media address read; a CDN's signed link is a few hundred characters, sitemaps stop at 2 048. */
export const BLOG_MEDIA_URL_MAX_LENGTH = 2048;
/** Blog: the longest description of one photo or video (media_alts; the table's blog_posts_media_alts_length). */
export const BLOG_MEDIA_ALT_LIMIT = 300;
/**
 * Blog: the most bytes of one answer the feed reads. The largest page the database can hold is five rows
 * (BLOG_PAGE_SIZE) of 10 000 characters of text (the table's blog_posts_content_length) and 10 media addresses
 * (blog_posts_media_count) of BLOG_MEDIA_URL_MAX_LENGTH characters with descriptions of BLOG_MEDIA_ALT_LIMIT, each
 * character at most 6 bytes of JSON (a \u escape), with 16 KiB a row for its other columns (a search's row adds its
 * words found: BLOG_SEARCH_MARKS_LIMIT of BLOG_SEARCH_MARK_MAX_LENGTH characters, 12 000 bytes): about a megabyte. A
 * lying backend's answer past it is not read further, decoded or parsed (blog/cappedBody.ts), so however much it
 * sends, the page parses at most this much.
 */
export const BLOG_ANSWER_MAX_BYTES =
  BLOG_PAGE_SIZE * (6 * BLOG_POST_TEXT_LIMIT + BLOG_POST_MEDIA_LIMIT * 6 * (BLOG_MEDIA_URL_MAX_LENGTH + BLOG_MEDIA_ALT_LIMIT) + 16 * 1024);
/** Blog: the public view the feed reads (product §6, §7). */
export const BLOG_VIEW = 'blog_posts_public';
/** Blog: the messenger's post links are embedded from this origin, whatever form the editor pasted (blog/media.ts). */
export const BLOG_EMBED_PREFIX = 'https://t.me/';

/** Blog search: the parameter of the blog's address that holds a search, `/blog?q=кастинг`, and the field's name. */
export const BLOG_SEARCH_PARAM = 'q';
/** Blog search: the database function the feed calls (supabase/migrations/20261129100000_blog_search.sql). */
export const BLOG_SEARCH_FUNCTION = 'search_blog_posts';
/**
 * Blog search: the longest query; a longer one is cut, in the feed and by the database function alike. Longer than any
 * question a visitor types into a blog's search, short enough that a pasted page of text costs the database nothing.
 */
export const BLOG_SEARCH_QUERY_MAX_LENGTH = 200;
/** Blog search: how long typing must pause before the feed searches for what is typed; Enter searches at once. */
export const BLOG_SEARCH_DEBOUNCE_MS = 300;
/** Blog search: the most words found a card marks, and the longest (the database function sends no more). */
export const BLOG_SEARCH_MARKS_LIMIT = 20;
export const BLOG_SEARCH_MARK_MAX_LENGTH = 100;
/**
 * Blog search without JavaScript: the search field is a plain GET form to Google's search, restricted to the site
 * (`as_sitesearch`) and in the page's language (`hl`), which indexes the post pages the build prerenders.
 * docs/decisions/0013-blog-search.md
 */
export const BLOG_SITE_SEARCH = { action: 'https://www.google.com/search', siteField: 'as_sitesearch', languageField: 'hl' } as const;

/** Cases: fade-in stagger per partner card and per project card (product §2, §9). */
export const CASES_PARTNER_STAGGER_MS = 100;
export const CASES_PROJECT_STAGGER_MS = 150;

/** Blog: date locale per page language (product §9: Russian locale on Russian pages, US English on English pages). */
export const BLOG_DATE_LOCALES = { ru: 'ru-RU', en: 'en-US' } as const;
/**
 * Blog: the calendar dates are read in. The studio's own (Moscow) calendar, so
 * a post has the same date for every visitor and in every test, wherever they are.
 */
export const BLOG_TIME_ZONE = 'Europe/Moscow';

/** Landing: how long a letter takes to fall once its delay has passed. */
export const LANDING_LETTER_FALL_MS = 1100;

/** Kremlin: the presentation the "download" link serves (product §2, §7), from static/. */
export const KREMLIN_PRESENTATION_PATH = '/elka2026.pdf';

/**
 * Contacts: the application form as Netlify Forms registers it (docs/deploying.md, "The application form (Netlify
 * Forms)"): one form name for both languages, so every application lands in one list of the Netlify UI; a hidden field
 * records the page's language, and a hidden honeypot field that a person never fills (Netlify drops a submission that
 * fills it: https://docs.netlify.com/manage/forms/spam-filters/#honeypot-field).
 */
export const APPLICATION_FORM = {
  name: 'application',
  languageField: 'language',
  honeypotField: 'bot-field',
} as const;
