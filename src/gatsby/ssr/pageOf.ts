import { PAGE_PATHS, type PageKey } from '../../config/routes';
import { stripLanguagePrefix } from '../../i18n/paths';

/** Whether `pathname` (either language, with or without a trailing slash) is the page of `key`. */
export function isPageOf(key: PageKey, pathname: string): boolean {
  return PAGE_PATHS[key] === stripLanguagePrefix(pathname);
}
