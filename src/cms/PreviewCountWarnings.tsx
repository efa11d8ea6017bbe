import { useTheme } from '@emotion/react';
import type { CountMismatch } from './countCheck';

/** One mismatch in the editor's words: «Вступление к партнёрам: в тексте «девяти» (9), а в списке «Партнёры» сейчас 8 партнёров.» */
export const countWarningLine = ({ where, stated, list, counted }: CountMismatch) =>
  `${where}: в тексте «${stated.word}» (${stated.value}), а в списке «${list}» сейчас ${counted}.`;

/**
 * Above the page in the live preview: the texts whose number no longer
 * matches their list (src/cms/countCheck.ts). A warning, not a refusal: the
 * page can be saved, and the editor decides whether the text or the list is
 * right.
 */
export function PreviewCountWarnings({ mismatches }: { mismatches: readonly CountMismatch[] }) {
  const theme = useTheme();
  if (mismatches.length === 0) return null;
  return (
    <section
      role="status"
      lang="ru"
      css={{ padding: theme.space.md, margin: theme.space.md, border: `2px solid ${theme.colors.accent}`, borderRadius: theme.radii.md }}
    >
      <h2 css={{ fontSize: theme.fontSizes.md }}>Проверьте числа в тексте: они расходятся со списками на этой странице</h2>
      <ul>
        {mismatches.map((mismatch) => (
          <li key={mismatch.where}>{countWarningLine(mismatch)}</li>
        ))}
      </ul>
    </section>
  );
}
