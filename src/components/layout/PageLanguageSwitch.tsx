import { useTranslation } from 'react-i18next';
import { Island } from '../island/Island';
import LanguageSwitch from './LanguageSwitch';

export interface PageLanguageSwitchProps {
  /** The page's own path, e.g. /en/scripts. */
  path: string;
  /**
   * The page answers for paths it cannot know (the 404 pages): the buttons are then an island, whose effect reads
   * the path from the address bar. Every other page knows its path at build time and ships no script for them.
   */
  followAddress?: boolean;
}

/** A page's RU / EN buttons, labelled from its UI strings. */
export function PageLanguageSwitch({ path, followAddress = false }: PageLanguageSwitchProps) {
  const { t } = useTranslation();
  const labels = { switcher: t('language.switcherLabel'), ru: t('language.ru'), en: t('language.en') };
  return followAddress ? (
    <Island name="languageSwitch" component={LanguageSwitch} hydrate="idle" props={{ path, labels }} />
  ) : (
    <LanguageSwitch path={path} labels={labels} />
  );
}
