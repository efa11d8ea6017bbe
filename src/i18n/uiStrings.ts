import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en/common.json';
import ru from '../../locales/ru/common.json';
import type { Language } from '../config/routes';

/**
 * An i18next instance loaded with the real UI strings (locales/), as the i18n
 * plugin builds it for a page, for a view rendered outside Gatsby's page
 * wrapper: the CMS's live preview, and the unit tests. Initialised
 * synchronously (the resources are bundled), so the first render has them.
 * `common`: the language's strings as an editor is changing them («Общие
 * тексты» in the CMS), instead of the bundled ones.
 */
export function uiStringsI18n(language: Language, common?: object) {
  const instance = i18next.createInstance();
  const resources: Record<Language, { common: object }> = { ru: { common: ru }, en: { common: en } };
  if (common) resources[language] = { common };
  void instance.use(initReactI18next).init({
    lng: language,
    resources,
    defaultNS: 'common',
    returnNull: false,
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  });
  return instance;
}
