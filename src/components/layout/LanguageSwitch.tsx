import { css, type Theme } from '@emotion/react';
import { type Language, LANGUAGES } from '../../config/routes';
import { languageOfPath, localizePath } from '../../i18n/paths';
import { useCurrentPath } from '../../i18n/useCurrentPath';
import { roundMark } from '../ui/Badge';

const button = (theme: Theme) => css`
  ${roundMark(theme, '2.75rem', theme.fontSizes.xs)};
  border-color: ${theme.colors.border};
  text-decoration: none;
  color: ${theme.colors.textMuted};
  transition:
    color ${theme.motion.fast},
    border-color ${theme.motion.fast},
    background ${theme.motion.fast};
  &:hover {
    color: ${theme.colors.text};
    border-color: ${theme.colors.accent};
  }
  &[aria-current='true'] {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
`;

export interface LanguageSwitchProps {
  /** The page's own path, e.g. /en/scripts. */
  path: string;
  /** locales/<lang>/common.json: the navigation's name and each language's name. */
  labels: { switcher: string; ru: string; en: string };
}

/**
 * Round RU / EN buttons (product §2): EN goes to /en plus the current path, RU
 * removes the /en prefix, so the visitor stays on the same page. On the 404
 * pages an island (PageLanguageSwitch.tsx), so the buttons follow the unknown
 * path in the address bar (useCurrentPath.ts).
 */
export default function LanguageSwitch({ path, labels }: LanguageSwitchProps) {
  const current = useCurrentPath(path);
  const active: Language = languageOfPath(current);
  return (
    <nav aria-label={labels.switcher}>
      <ul
        css={(theme) => css`
          display: flex;
          gap: ${theme.space.sm};
          list-style: none;
          margin: 0;
          padding: 0;
        `}
      >
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={localizePath(current, lang)}
              lang={lang}
              hrefLang={lang}
              // The accessible name starts with the visible "RU"/"EN" (WCAG 2.5.3
              // Label in Name; axe label-content-name-mismatch), then says the language.
              aria-label={`${lang.toUpperCase()} — ${labels[lang]}`}
              aria-current={lang === active ? 'true' : undefined}
              css={button}
              data-testid={`lang-${lang}`}
            >
              {lang.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
