import type { Language } from '../config/routes';
import { localizePath } from '../i18n/paths';
import { absoluteUrl } from './urls';

/** The blog's RSS feed in a language, beside its blog page (answered by the blog's function: src/blogServer/rss.ts). */
export const rssPath = (language: Language) => localizePath('/blog/rss.xml', language);

/** The feed's absolute address, as feed readers keep it. */
export const blogFeedUrl = (language: Language) => absoluteUrl(rssPath(language));
