/** @jest-environment node */
import { widthGroups } from '../../../src/gatsby/fonts/fallbackFaces';

const ratios: Record<string, number> = { ' ': 0.72, a: 1.0, b: 1.01, c: 1.02, d: 1.3, e: 1.31 };
const ratio = (c: number) => ratios[String.fromCodePoint(c)] as number;
const counts = (text: string) => {
  const map = new Map<number, number>();
  for (const ch of text) map.set(ch.codePointAt(0) as number, (map.get(ch.codePointAt(0) as number) ?? 0) + 1);
  return map;
};
const letters = (groups: number[][]) => groups.map((group) => group.map((c) => String.fromCodePoint(c)).join(''));

test('characters of close width ratios share a group; a far one (the space) gets its own', () => {
  expect(letters(widthGroups(counts('ab c de  '), ratio, () => 1, 3))).toEqual([' ', 'abc', 'de']);
});

test('no more groups than asked, none empty, every character in one', () => {
  const groups = widthGroups(counts('aabbccddee  '), ratio, () => 1, 2);
  expect(groups).toHaveLength(2);
  expect(groups.flat().sort()).toEqual([...counts('aabbccddee  ').keys()].sort());
  expect(widthGroups(counts('ab'), ratio, () => 1, 8)).toHaveLength(2);
});

test('a frequent character weighs more: with two groups the split keeps the common ones exact', () => {
  // Mostly "a" and "d": the split falls between them, not at the rare space.
  expect(letters(widthGroups(counts(`${'a'.repeat(50)}${'d'.repeat(50)} `), ratio, () => 1, 2))).toEqual([' a', 'd']);
});
