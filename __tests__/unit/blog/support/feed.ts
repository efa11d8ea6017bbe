import type { Language } from '../../../../src/config/routes';
import { uiStringsI18n } from '../../../../src/i18n/uiStrings';
import { feedStrings } from '../../../../src/blog/feedStrings';

/** The feed island's props as the build hands them over on the blog page of `language`. */
export const feedProps = (language: Language) => ({ language, strings: feedStrings(uiStringsI18n(language).t), siteHost: 'kadr.studio' });
