/** @jest-environment node */
import { LANGUAGES, PAGE_KEYS } from '../../../src/config/routes';
import { createResolvers, placeholderResolvers } from '../../../src/gatsby/node/createResolvers';
import { pageFields } from '../../../src/schema/pageSchemas';
import type { Field, Fields } from '../../../src/schema/schema';
import { otherDates, withDates } from '../../support/dates';
import { contentData } from '../support/content';

/** Every text field below the top level of a page, with its path. */
function nested(fields: Fields, prefix = ''): Array<[string, Field]> {
  return Object.entries(fields).flatMap(([name, field]): Array<[string, Field]> => {
    const at = `${prefix}${name}`;
    if (field.kind === 'object') return [[at, field], ...nested(field.fields, `${at}.`)];
    if (field.kind === 'list') return field.of.kind === 'object' ? nested(field.of.fields, `${at}[].`) : [[`${at}[]`, field.of]];
    return [[at, field]];
  });
}

describe('a text that quotes another field of its page is read filled in (the Kremlin dates are written once)', () => {
  test.each(LANGUAGES)(
    'data/%s/kremlin.json: the meta description reads as written, with the dates of the dates field in its {{dates}}',
    (lang) => {
      // As an editor left it: data/, or the edited copy the tests may be given.
      const data = contentData<{ description: string; dates: string } & Record<string, unknown>>(lang, 'kremlin');
      const resolve = (page: Record<string, unknown>) => placeholderResolvers().KremlinJson!.description!.resolve(page) as string;
      expect(resolve(data)).toBe(withDates(data.description, data.dates));
      expect(resolve(data)).not.toMatch(/\{\{|\}\}/);
      // Another date in the data is another date in the description.
      const dates = otherDates(data.dates);
      expect(resolve({ ...data, dates })).toBe(withDates(data.description, dates));
      // However the editor wrote the placeholder: spaced, or twice.
      const spaced = { ...data, description: `{{ dates }}: ${data.description} ({{dates}})` };
      expect(resolve(spaced)).toBe(`${data.dates}: ${resolve(data)} (${data.dates})`);
    },
  );

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
