/** @jest-environment node */
import { LANGUAGES, PAGE_KEYS } from '../../../src/config/routes';
import { createResolvers, placeholderResolvers } from '../../../src/gatsby/node/createResolvers';
import { readKremlinData } from '../../../src/gatsby/presentation/pdf';
import { pageFields } from '../../../src/schema/pageSchemas';
import type { Field, Fields } from '../../../src/schema/schema';

/** Every text field below the top level of a page, with its path. */
function nested(fields: Fields, prefix = ''): Array<[string, Field]> {
  return Object.entries(fields).flatMap(([name, field]): Array<[string, Field]> => {
    const at = `${prefix}${name}`;
    if (field.kind === 'object') return [[at, field], ...nested(field.fields, `${at}.`)];
    if (field.kind === 'list') return field.of.kind === 'object' ? nested(field.of.fields, `${at}[].`) : [[`${at}[]`, field.of]];
    return [[at, field]];
  });
}

describe('a text that quotes another field of its page is read filled in (issue 24: the Kremlin dates are written once)', () => {
  test.each(LANGUAGES)('data/%s/kremlin.json: the meta description says what SPEC asks, with the dates of the dates field', (lang) => {
    const data = readKremlinData()[lang] as unknown as Record<string, unknown>;
    expect(data.description).toContain('{{dates}}');
    const description = placeholderResolvers().KremlinJson!.description!.resolve(data) as string;
    expect(description).toContain(data.dates as string);
    expect(description).toMatch(
      lang === 'ru' ? /100 тысяч гостей, 23 декабря 2025 — 8 января 2026/ : /100 thousand guests, 23 December 2025 — 8 January 2026/,
    );
    expect(description).not.toMatch(/[{}]/);
    // Another date in the data is another date in the description.
    expect(placeholderResolvers().KremlinJson!.description!.resolve({ ...data, dates: '20 декабря 2026 — 10 января 2027' })).toMatch(
      /(гостей|guests), 20 декабря 2026 — 10 января 2027\.$/,
    );
  });

  test('gatsby-node hands Gatsby the resolvers of every such field, and only those', () => {
    const created: unknown[] = [];
    (createResolvers as (args: unknown) => void)({ createResolvers: (resolvers: unknown) => created.push(resolvers) });
    expect(created).toHaveLength(1);
    const types = created[0] as Record<string, Record<string, unknown>>;
    expect(Object.fromEntries(Object.entries(types).map(([type, fields]) => [type, Object.keys(fields)]))).toEqual({
      KremlinJson: ['description'],
    });
  });

  test.each(PAGE_KEYS)(
    '%s: a placeholder names a text field at the top of the same page, the one place the build fills it from',
    (page) => {
      const fields = pageFields(page);
      for (const [name, field] of Object.entries(fields)) {
        if (field.kind !== 'string' || !field.placeholders) continue;
        for (const quoted of Object.keys(field.placeholders))
          expect([name, quoted, fields[quoted]?.kind]).toEqual([name, quoted, 'string']);
      }
      const deep = nested(fields).filter(([at, field]) =>
        at.includes('.') || at.includes('[]') ? field.kind === 'string' && field.placeholders : false,
      );
      expect(deep).toEqual([]);
    },
  );
});
