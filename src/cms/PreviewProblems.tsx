import { useTheme } from '@emotion/react';
import type { EditorProblem } from './messages';

/** What the live preview shows instead of a page the build would refuse: each problem, where it is, in the form's words. */
export function PreviewProblems({ problems }: { problems: readonly EditorProblem[] }) {
  const theme = useTheme();
  return (
    <section role="alert" lang="ru" css={{ padding: theme.space.lg }}>
      <h1 css={{ fontSize: theme.fontSizes.lg }}>Предпросмотр появится, когда поля будут заполнены без ошибок</h1>
      <ul>
        {problems.map(({ where, message }) => (
          <li key={`${where} ${message}`}>
            <strong>{where}</strong>: {message}
          </li>
        ))}
      </ul>
    </section>
  );
}
