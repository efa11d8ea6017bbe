/**
 * A text that states how many items a list of its page has («бренды из девяти отраслей») goes stale when the list
 * changes: the editor's preview compares the two and warns (src/cms/countCheck.ts).
 */
import { render, screen } from '@testing-library/react';
import { countMismatches, statedNumbers } from '../../../src/cms/countCheck';
import { PagePreview } from '../../../src/cms/PagePreview';
import { pageFields } from '../../../src/schema/pageSchemas';
import { contentData } from '../support/content';

type Cases = { partnersLead: string; partners: Array<{ name: string; category: string }> } & Record<string, unknown>;

/** The Russian cases page with `count` partners and a lead that says «девяти». */
function cases(count: number): Cases {
  const page = contentData<Cases>('ru', 'cases');
  const partner = page.partners[0]!;
  return {
    ...page,
    partnersLead: 'С кем мы работали: бренды из девяти отраслей, от гостеприимства до энергетики.',
    partners: Array.from({ length: count }, (_, i) => ({ ...partner, name: `${partner.name} ${i + 1}` })),
  };
}

test('reads numbers written in words in any case and gender, and in digits, as the text writes them', () => {
  expect(statedNumbers('бренды из девяти отраслей; Шесть форматов; держимся трёх правил; двадцать один шаг; 12 лет', 'ru')).toEqual([
    { word: 'девяти', value: 9 },
    { word: 'Шесть', value: 6 },
    { word: 'трёх', value: 3 },
    { word: 'двадцать один', value: 21 },
    { word: '12', value: 12 },
  ]);
  expect(statedNumbers('Three steps, from nine industries, twenty-one cities', 'en')).toEqual([
    { word: 'Three', value: 3 },
    { word: 'nine', value: 9 },
    { word: 'twenty-one', value: 21 },
  ]);
  // Inside another word a number is not one: «пятидесяти» is fifty, not five; «семья» is no seven.
  expect(statedNumbers('больше пятидесяти проектов для каждой семьи', 'ru')).toEqual([{ word: 'пятидесяти', value: 50 }]);
});

test('a partner removed: «девяти отраслей» over 8 partners is named, in Russian, with the list as it is now', () => {
  expect(countMismatches(cases(9), pageFields('cases'), 'ru')).toEqual([]);
  expect(countMismatches(cases(8), pageFields('cases'), 'ru')).toEqual([
    { where: 'Вступление к партнёрам', stated: { word: 'девяти', value: 9 }, list: 'Партнёры', actual: 8, counted: '8 партнёров' },
  ]);
  // A text with no number, or with the list's size among its numbers, says nothing to check.
  expect(countMismatches({ ...cases(8), partnersLead: 'С кем мы работали.' }, pageFields('cases'), 'ru')).toEqual([]);
  expect(countMismatches({ ...cases(8), partnersLead: 'Восемь брендов из девяти лет работы.' }, pageFields('cases'), 'ru')).toEqual([]);
});

test("a section's lead is checked against that section's items, in English too", () => {
  const team = contentData<{ philosophy: { lead: string; items: unknown[] } } & Record<string, unknown>>('en', 'team');
  const rules = (count: number) => ({
    ...team,
    philosophy: {
      ...team.philosophy,
      lead: 'Three rules guide every project.',
      items: Array.from({ length: count }, () => team.philosophy.items[0]),
    },
  });
  expect(countMismatches(rules(3), pageFields('team'), 'en')).toEqual([]);
  expect(countMismatches(rules(1), pageFields('team'), 'en')).toEqual([
    { where: 'Философия › Вводный абзац', stated: { word: 'Three', value: 3 }, list: 'Карточки', actual: 1, counted: '1 карточка' },
  ]);
});

test('the preview warns above the page, and still shows the page', () => {
  const entry = (data: unknown) => ({ get: ((key: string) => (key === 'path' ? 'data/ru/cases.json' : { toJS: () => data })) as never });
  const { unmount } = render(<PagePreview page="cases" document={document} entry={entry(cases(9))} />);
  expect(screen.queryByRole('status')).toBeNull();
  unmount();
  render(<PagePreview page="cases" document={document} entry={entry(cases(8))} />);
  expect(screen.getByRole('status').textContent).toContain(
    'Вступление к партнёрам: в тексте «девяти» (9), а в списке «Партнёры» сейчас 8 партнёров.',
  );
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
