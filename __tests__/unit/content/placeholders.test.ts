/** @jest-environment node */
/**
 * `{{name}}` placeholders: a text may quote another field of its
 * page (the Kremlin description's `{{dates}}`, filled in by the build) or a
 * value i18next passes (`{{year}}` in the footer). The build refuses the
 * placeholders nothing fills and a missing required one, and the editor's
 * pattern for the field refuses exactly the same texts.
 */
import { fillPlaceholders, type Field, t, textPattern, validate } from '../../../src/schema/schema';

const dates = t.text({ placeholders: { dates: 'required' } }) as Extract<Field, { kind: 'string' }>;
const copyright = t.string({ placeholders: { year: 'optional' } }) as Extract<Field, { kind: 'string' }>;
const none = t.string({ placeholders: {} }) as Extract<Field, { kind: 'string' }>;

const build = (field: Field, value: string) => validate({ value }, { value: field });
const editorAccepts = (field: Extract<Field, { kind: 'string' }>, value: string) => new RegExp(textPattern(field)).test(value);

test.each([
  ['100 тысяч гостей, {{dates}}.', dates, []],
  ['100 тысяч гостей, {{ dates }}.', dates, []],
  ['100 тысяч гостей, 23 декабря 2025 — 8 января 2026.', dates, ['field "value" must hold the placeholder {{dates}}']],
  ['{{dates}} и {{date}}', dates, ['field "value" holds the placeholder {{date}}, which is never filled in here (it may hold {{dates}})']],
  ['© {{year}} KADR', copyright, []],
  ['© KADR', copyright, []],
  ['© {{yaer}} KADR', copyright, ['field "value" holds the placeholder {{yaer}}, which is never filled in here (it may hold {{year}})']],
  ['Skip to content', none, []],
  ['Skip {{to}} content', none, ['field "value" holds the placeholder {{to}}, which is never filled in here (it may hold none)']],
])('the build judges %j', (value, field, problems) => {
  expect(build(field, value)).toEqual(problems);
});

test("the editor's pattern for a text with placeholders refuses exactly what the build refuses", () => {
  const samples = [
    '{{dates}}',
    ' {{dates}} ',
    '{{ dates }}',
    '{{\tdates\n}}',
    'x {{date}}',
    '{{{dates}}}',
    '{{dates}}}',
    '{{dates',
    'dates}}',
    '{dates}',
    'без дат',
    '{{dates}} {{year}}',
    '{{year}}',
    '{{}}',
    '{{ }}',
    '{{dat{{dates}}es}}',
    '{{dates}}{{dates}}',
    '   ',
    'a{{b}}c',
  ];
  for (const field of [dates, copyright, none, t.optional(copyright) as Extract<Field, { kind: 'string' }>]) {
    const verdicts = samples.map((value) => [value, editorAccepts(field, value), build(field, value).length === 0]);
    expect(verdicts.filter(([, editor, built]) => editor !== built)).toEqual([]);
    expect(new Set(verdicts.map(([, , built]) => built))).toEqual(new Set([true, false]));
  }
});

test('filling in replaces each named placeholder with its field and leaves the others as written', () => {
  expect(fillPlaceholders('100 тысяч гостей, {{dates}}.', { dates: '23 декабря 2025 — 8 января 2026' })).toBe(
    '100 тысяч гостей, 23 декабря 2025 — 8 января 2026.',
  );
  expect(fillPlaceholders('{{ dates }} / {{other}} / {{count}}', { dates: 'D', count: 3 })).toBe('D / {{other}} / {{count}}');
});
