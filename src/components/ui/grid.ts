import { css, type Theme } from '@emotion/react';
import { mq } from '../../theme/theme';

type Breakpoint = keyof Theme['breakpoints'];
/** One value for every width, or a value per breakpoint (`base` below the first one named). */
type Responsive<T> = T | Partial<Record<'base' | Breakpoint, T>>;

export interface GridOptions {
  /** As many equal columns as fit, none narrower than this; `min(100%, …)` keeps one from overflowing a phone. */
  min?: string;
  /** Fixed columns: a count of equal columns or a track list; with no `base`, one column below the first breakpoint. */
  columns?: Responsive<number | string>;
  /** A space token; `lg` unless told. */
  gap?: Responsive<keyof Theme['space']>;
}

const STEPS = ['base', 'sm', 'md', 'lg'] as const;

const at = <T extends number | string>(value: Responsive<T> | undefined, step: (typeof STEPS)[number]) =>
  typeof value === 'object' ? value[step] : step === 'base' ? value : undefined;

/**
 * The site's one grid, as a style to compose onto any element: either as
 * many columns as fit (`min`) or fixed columns from a breakpoint up
 * (`columns`), gaps from the space tokens. It is a bare container, so a
 * ul, ol or dl can be the grid itself: no list markers, no default margins.
 */
export const grid = (theme: Theme, { min, columns, gap = 'lg' }: GridOptions) => css`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  ${min && `grid-template-columns: repeat(auto-fit, minmax(min(100%, ${min}), 1fr));`}
  ${STEPS.map((step) => {
    const tracks = at(columns, step);
    const space = at(gap, step);
    const rules = [
      tracks !== undefined && `grid-template-columns: ${typeof tracks === 'number' ? `repeat(${tracks}, minmax(0, 1fr))` : tracks};`,
      space && `gap: ${theme.space[space]};`,
    ]
      .filter(Boolean)
      .join(' ');
    return step === 'base' || !rules ? rules : `${mq(step)} { ${rules} }`;
  }).join('\n')}
`;
