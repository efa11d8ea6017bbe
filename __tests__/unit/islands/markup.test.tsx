import '../support/serverRendering';
import { ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { Island } from '../../../src/components/island/Island';
import {
  ISLAND_HOLD_CLICKS,
  ISLAND_ROOT,
  islandPropsJson,
  readHydrationTime,
  readIslandProps,
} from '../../../src/components/island/markup';
import LanguageSwitch from '../../../src/components/layout/LanguageSwitch';
import { theme } from '../../../src/theme/theme';

const strings = { switcher: 'Язык', ru: 'Русский', en: 'English' };

test('an island is its root, named, with its hydration time, and its props as JSON right after it', () => {
  document.body.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <Island name="languageSwitch" component={LanguageSwitch} hydrate="idle" props={{ path: '/team', labels: strings }} />
      <Island name="held" component={LanguageSwitch} hydrate="paint" holdClicks props={{ path: '/', labels: strings }} />
    </ThemeProvider>,
  );
  const [root, held] = document.querySelectorAll(`[${ISLAND_ROOT}]`);
  expect(root?.getAttribute(ISLAND_ROOT)).toBe('languageSwitch');
  expect(root?.querySelector('a[hreflang="en"]')?.getAttribute('href')).toBe('/en/team');
  expect(readIslandProps(root!)).toEqual({ path: '/team', labels: strings });
  expect([readHydrationTime(root!), root?.hasAttribute(ISLAND_HOLD_CLICKS)]).toEqual(['idle', false]);
  expect([readHydrationTime(held!), held?.hasAttribute(ISLAND_HOLD_CLICKS)]).toEqual(['paint', true]);
});

test('a root whose hydration time is missing or unknown is refused with a message', () => {
  document.body.innerHTML = `<div ${ISLAND_ROOT}="x" data-hydrate="visible"></div><div ${ISLAND_ROOT}="y"></div>`;
  const [unknown, missing] = document.querySelectorAll(`[${ISLAND_ROOT}]`);
  expect(() => readHydrationTime(unknown!)).toThrow('data-hydrate="visible" is not a hydration time (paint, idle, intent)');
  expect(() => readHydrationTime(missing!)).toThrow('data-hydrate="null"');
});

test('no text in the props can end the JSON block early; every character comes back as it was', () => {
  const hostile = { text: '</script><script>alert(1)</script><!-- \u2028\u2029 "quoted" \\ back' };
  const json = islandPropsJson(hostile);
  expect(json).not.toMatch(/[<\u2028\u2029]/);
  document.body.innerHTML = `<div ${ISLAND_ROOT}="x"></div><script type="application/json" data-island-props>${json}</script>`;
  expect(document.querySelectorAll('script')).toHaveLength(1);
  expect(readIslandProps(document.querySelector(`[${ISLAND_ROOT}]`)!)).toEqual(hostile);
});

test('a root without its props block is refused with a message, not read as something else', () => {
  document.body.innerHTML = `<div ${ISLAND_ROOT}="x"></div><p>text</p>`;
  expect(() => readIslandProps(document.querySelector(`[${ISLAND_ROOT}]`)!)).toThrow(/data-island-props/);
});
