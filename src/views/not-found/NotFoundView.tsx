import { useTranslation } from 'react-i18next';
import type { Language } from '../../config/routes';
import { Island } from '../../components/island/Island';
import NotFoundMessage, { type NotFoundMessageProps } from './NotFoundMessage';

/** The 404 message's strings, from the page's UI strings. */
export function notFoundStrings(t: (key: string) => string): NotFoundMessageProps['strings'] {
  return { heading: t('notFound.heading'), hint: t('notFound.hint'), homeLink: t('notFound.homeLink') };
}

/** The 404 pages' content: the message as an island, with its strings from the page's UI strings. */
export function NotFoundView({ language }: { language: Language }) {
  const { t } = useTranslation();
  return <Island name="notFound" component={NotFoundMessage} hydrate="idle" props={{ language, strings: notFoundStrings(t) }} />;
}
