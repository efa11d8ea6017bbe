/**
 * Numbers written in words that go stale: a text that states the size of a
 * list on its page («бренды из девяти отраслей», «Шесть форматов») is no
 * longer true once an item is added or removed. The schema marks such texts
 * (`counts` in src/schema/schema.ts); the editor's preview compares the
 * number the text states with the list as it is being edited and warns when
 * they disagree (src/cms/PreviewCountWarnings.tsx). The text stays the
 * editor's: words such as «девяти» agree in case with their sentence, which
 * no build could rewrite for them.
 */
import { Case, Gender, numeralize } from 'numeralize-ru';
import { toWords } from 'number-to-words';
import type { Language } from '../config/routes';
import { CONTENT_LIMITS, type Fields } from '../schema/schema';
import { capitalized, countOf, fieldText, type FieldPath, GENERIC_ITEM, itemNoun } from './labels';

/** A number a text states, as written, and its value. */
export interface StatedNumber {
  readonly word: string;
  readonly value: number;
}

/** Lower case, «ё» as «е», any space as a plain one: how the numbers' words are matched (each character keeps its place). */
const normalized = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s/g, ' ');

/** Every way each language writes the numbers a list can hold (1 to CONTENT_LIMITS.listItems), by value. */
function numberWords(language: Language): Map<string, number> {
  const words = new Map<string, number>();
  for (let n = 1; n <= CONTENT_LIMITS.listItems; n += 1) {
    if (language === 'ru') {
      for (const gender of [Gender.Masculine, Gender.Feminine, Gender.Neuter])
        for (const kase of [Case.Nominative, Case.Genitive, Case.Dative, Case.Accusative, Case.Instrumental, Case.Prepositional])
          for (const animate of [false, true]) words.set(normalized(numeralize(n, gender, kase, animate)), n);
    } else {
      const word = toWords(n);
      words.set(word, n);
      words.set(word.replace(/-/g, ' '), n);
    }
  }
  return words;
}

const matchers = new Map<Language, { words: Map<string, number>; pattern: RegExp }>();

/** The words of `language`, longest first (so «двадцать один» is read before «двадцать»), between non-letters. */
function matcher(language: Language) {
  let found = matchers.get(language);
  if (!found) {
    const words = numberWords(language);
    const alternatives = [...words.keys()].sort((a, b) => b.length - a.length).join('|');
    found = { words, pattern: new RegExp(`(?<![\\p{L}\\d])(?:\\d+|${alternatives})(?![\\p{L}\\d])`, 'gu') };
    matchers.set(language, found);
  }
  return found;
}

/** The numbers `text` states, in digits or in words of `language`, in order. */
export function statedNumbers(text: string, language: Language): StatedNumber[] {
  const { words, pattern } = matcher(language);
  return [...normalized(text).matchAll(pattern)].map((match) => {
    const [found] = match;
    // As the text writes it («трёх», «Шесть»).
    const word = text.slice(match.index, match.index + found.length);
    return { word, value: /^\d+$/.test(found) ? Number(found) : words.get(found)! };
  });
}

/** A text whose number disagrees with its list, in the form's words. */
export interface CountMismatch {
  /** «Вступление к партнёрам», or «Этапы работы › Вступление»: where the text is. */
  readonly where: string;
  readonly stated: StatedNumber;
  /** The list's label, «Партнёры». */
  readonly list: string;
  /** How many items it has. */
  readonly actual: number;
  /** The same, counted in the items' name: «8 партнёров». */
  readonly counted: string;
}

/**
 * Every text of `value` (a page's content) that states a number none of
 * whose values is the size of its list; a text with no number says nothing
 * to check.
 */
export function countMismatches(value: unknown, fields: Fields, language: Language): CountMismatch[] {
  const out: CountMismatch[] = [];
  const visit = (holder: unknown, own: Fields, path: FieldPath, where: string[]) => {
    if (typeof holder !== 'object' || holder === null) return;
    const data = holder as Record<string, unknown>;
    for (const [name, field] of Object.entries(own)) {
      const keys = [...path, name];
      const label = fieldText(keys, field).label;
      const at = data[name];
      if (field.kind === 'object') visit(at, field.fields, keys, [...where, label]);
      if (field.kind === 'list' && field.of.kind === 'object' && Array.isArray(at)) {
        const of = field.of;
        const item = capitalized((itemNoun(keys, field) ?? GENERIC_ITEM).one);
        at.forEach((entry, i) => visit(entry, of.fields, keys, [...where, label, `${item} ${i + 1}`]));
      }
      if (field.kind !== 'string' || !field.counts || typeof at !== 'string') continue;
      const list = data[field.counts];
      const listField = own[field.counts];
      if (!Array.isArray(list) || !listField) continue;
      const stated = statedNumbers(at, language);
      if (stated.length === 0 || stated.some((number) => number.value === list.length)) continue;
      const listKeys = [...path, field.counts];
      const noun = (listField.kind === 'list' ? itemNoun(listKeys, listField) : undefined) ?? GENERIC_ITEM;
      out.push({
        where: [...where, label].join(' › '),
        stated: stated[0]!,
        list: fieldText(listKeys, listField).label,
        actual: list.length,
        counted: countOf(list.length, noun),
      });
    }
  };
  visit(value, fields, [], []);
  return out;
}
