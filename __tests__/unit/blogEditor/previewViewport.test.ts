/** The preview's stand-in for another screen: the window's-width queries and viewport lengths as they are there. */
import createCache from '@emotion/cache';
import { viewportLengths, viewportPlugin, widthQueryHolds } from '../../../src/blogEditor/previewViewport';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };

test.each([
  ['(min-width: 600px)', PHONE, false],
  ['(min-width: 600px)', LAPTOP, true],
  ['(max-width: 599.98px)', PHONE, true],
  ['(min-width: 600px) and (max-width: 1199px)', LAPTOP, false],
  ['(min-width: 1200px), (max-width: 400px)', PHONE, true],
  ['(prefers-reduced-motion: no-preference)', PHONE, null],
  ['(min-width: 600px) and (hover: hover)', LAPTOP, null],
])('%s on %p: %p', (query, viewport, holds) => {
  expect(widthQueryHolds(query, viewport)).toBe(holds);
});

test('viewport lengths become the px they are on that screen; other numbers stay', () => {
  expect(viewportLengths('clamp(1.2rem, 1.05rem + 0.6vw, 1.5rem)', PHONE)).toBe('clamp(1.2rem, 1.05rem + 2.34px, 1.5rem)');
  expect(viewportLengths('calc(100svh - 2.5vmin) 10px 50%', LAPTOP)).toBe('calc(900px - 22.5px) 10px 50%');
  expect(viewportLengths('12px 1.5rem', PHONE)).toBe('12px 1.5rem');
});

/** The CSS an emotion cache with the plugin inserts for `styles`. */
function inserted(styles: string, viewport: typeof PHONE): string {
  const rules: string[] = [];
  const cache = createCache({ key: 'test', stylisPlugins: [viewportPlugin(viewport)], container: document.head });
  cache.sheet.insert = (rule: string) => void rules.push(rule);
  cache.insert('.card', { name: 'card', styles, next: undefined }, cache.sheet, false);
  return rules.join('');
}

test('through emotion, a card styled for the window is styled for the screen previewed', () => {
  const styles =
    'font-size: clamp(1rem, 0.5rem + 2.5vw, 3rem); @media (min-width: 600px) { padding: 2rem; } @media (prefers-reduced-motion: no-preference) { animation: none; }';
  expect(inserted(styles, PHONE)).toBe(
    '.card{font-size:clamp(1rem, 0.5rem + 9.75px, 3rem);}@media not all{.card{padding:2rem;}}@media (prefers-reduced-motion: no-preference){.card{animation:none;}}',
  );
  expect(inserted(styles, LAPTOP)).toContain('clamp(1rem, 0.5rem + 36px, 3rem)');
  expect(inserted(styles, LAPTOP)).toContain('@media all{');
});
