/**
 * The blog editor's form rules, generated from the one description the feed's caps feed (src/blog/postRules.ts):
 * for each rule, the value at its limit passes and the value past it is refused with the field's Russian name, through
 * the form's own check (validatePost). The migration holds the same numbers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BLOG_POST_MEDIA_LIMIT, BLOG_POST_TEXT_LIMIT } from '../../../src/config/constants';
import { BLOG_MEDIA_BUCKET } from '../../../src/config/imageCdn';
import { fromMoscowInput, toMoscowInput } from '../../../src/blogEditor/posts';
import { validatePost } from '../../../src/blogEditor/validate';
import {
  signatureProblem,
  fileProblem,
  linkMediaValue,
  POST_FIELD_LABELS,
  POST_RULES,
  type PostMediaValue,
  storedTypeOf,
} from '../../../src/blog/postRules';

const NOW = Date.parse('2026-03-01T09:00:00Z');
const photo = (i: number): PostMediaValue => ({ url: `https://example.org/${i}.jpg`, type: 'photo' });
const base = { content: 'Текст', media: [], status: 'draft' as const, scheduledAt: '' };
const label = (field: keyof typeof POST_FIELD_LABELS) => `«${POST_FIELD_LABELS[field]}»`;

interface RuleCase {
  name: string;
  values: Partial<Parameters<typeof validatePost>[0]>;
  /** The form field the message goes under. */
  field: string;
  ok: boolean;
}

/** Each rule's cases: the form's values at the limit (no error) and past it (an error naming the field). */
const cases = Object.values(POST_RULES).flatMap((rule): RuleCase[] => {
  if ('maxLength' in rule) {
    return [
      { name: `${rule.field}: ${rule.maxLength} characters`, values: { content: 'я'.repeat(rule.maxLength) }, field: rule.field, ok: true },
      {
        name: `${rule.field}: ${rule.maxLength + 1} characters`,
        values: { content: 'я'.repeat(rule.maxLength + 1) },
        field: rule.field,
        ok: false,
      },
    ];
  }
  if ('maxItems' in rule) {
    const items = (n: number) => Array.from({ length: n }, (_, i) => photo(i));
    return [
      { name: `${rule.field}: ${rule.maxItems} items`, values: { media: items(rule.maxItems) }, field: rule.field, ok: true },
      { name: `${rule.field}: ${rule.maxItems + 1} items`, values: { media: items(rule.maxItems + 1) }, field: rule.field, ok: false },
      {
        name: `${rule.field}: a javascript: address`,
        values: { media: [{ url: 'javascript:alert(1)', type: 'photo' as const }] },
        field: rule.field,
        ok: false,
      },
      {
        name: `${rule.field}: a Telegram post link`,
        values: { media: [linkMediaValue('https://t.me/kadr_studio/42')!] },
        field: rule.field,
        ok: true,
      },
    ];
  }
  const later = toMoscowInput(new Date(NOW + 3_600_000).toISOString());
  const earlier = toMoscowInput(new Date(NOW - 60_000).toISOString());
  return [
    {
      name: `${rule.field}: ${rule.requiredWhen} with a later moment`,
      values: { status: rule.requiredWhen, scheduledAt: later },
      field: 'scheduledAt',
      ok: true,
    },
    {
      name: `${rule.field}: ${rule.requiredWhen} without a moment`,
      values: { status: rule.requiredWhen, scheduledAt: '' },
      field: 'scheduledAt',
      ok: false,
    },
    {
      name: `${rule.field}: ${rule.requiredWhen} in the past`,
      values: { status: rule.requiredWhen, scheduledAt: earlier },
      field: 'scheduledAt',
      ok: false,
    },
    { name: `${rule.field}: a draft needs none`, values: { status: 'draft' as const, scheduledAt: '' }, field: 'scheduledAt', ok: true },
  ];
});

test('every rule of the description has cases', () => {
  expect(new Set(cases.map((c) => c.name.split(':')[0]))).toEqual(new Set(Object.keys(POST_RULES)));
});

test.each(cases)('$name', ({ values, field, ok }) => {
  const errors = validatePost({ ...base, ...values }, NOW);
  if (ok) expect(errors).toEqual({});
  else {
    expect(Object.keys(errors)).toEqual([field]);
    const named = field === 'scheduledAt' ? 'publishedAt' : (field as keyof typeof POST_FIELD_LABELS);
    expect(errors[field]).toContain(label(named));
  }
});

test('the caps are the feed’s', () => {
  expect(POST_RULES.content.maxLength).toBe(BLOG_POST_TEXT_LIMIT);
  expect(POST_RULES.media.maxItems).toBe(BLOG_POST_MEDIA_LIMIT);
});

describe('files', () => {
  const { fileTypes, maxBytes } = POST_RULES.media;
  test.each(Object.entries(fileTypes))('%s is taken, as %s', (type, stored) => {
    expect(fileProblem({ name: 'a', type, size: maxBytes })).toBeNull();
    expect(storedTypeOf(type)).toBe(stored);
  });
  test.each(['image/svg+xml', 'text/html', 'application/octet-stream', 'image/gif', ''])(
    '%s is refused, naming the field and the file',
    (type) => {
      const problem = fileProblem({ name: 'kadr.file', type, size: 10 });
      expect(problem).toContain(label('media'));
      expect(problem).toContain('«kadr.file»');
      expect(storedTypeOf(type)).toBeNull();
    },
  );
  test('one byte over the size limit is refused', () => {
    expect(fileProblem({ name: 'big.mp4', type: 'video/mp4', size: maxBytes + 1 })).toContain('50 МБ');
  });
});

describe('the migration holds the description’s numbers', () => {
  const dir = path.resolve(__dirname, '../../../supabase/migrations');
  const sql = readdirSync(dir)
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
  test('text and media caps', () => {
    expect(sql).toContain(`char_length(content) <= ${POST_RULES.content.maxLength}`);
    expect(sql).toContain(`cardinality(media_urls) <= ${POST_RULES.media.maxItems}`);
  });
  test('the bucket: its name, size limit and types', () => {
    const bucket = new RegExp(`values \\(\\s*'${BLOG_MEDIA_BUCKET}', '${BLOG_MEDIA_BUCKET}', true, (\\d+),\\s*array\\[([^\\]]+)\\]`).exec(
      sql,
    );
    expect(bucket).not.toBeNull();
    expect(Number(bucket![1])).toBe(POST_RULES.media.maxBytes);
    expect(bucket![2]!.split(',').map((s) => s.trim().replace(/'/g, ''))).toEqual(Object.keys(POST_RULES.media.fileTypes));
  });
});

describe('Moscow time', () => {
  test.each(['2026-03-14T18:30', '2026-12-31T23:59', '2027-01-01T00:00'])('%s goes and comes back', (local) => {
    const iso = fromMoscowInput(local)!;
    expect(toMoscowInput(iso)).toBe(local);
  });
  test('18:30 in Moscow is 15:30 UTC', () => {
    expect(fromMoscowInput('2026-03-14T18:30')).toBe('2026-03-14T15:30:00.000Z');
  });
  test.each(['', '2026-02-30T10:00', '14.03.2026 18:30'])('%j is no moment', (value) => {
    expect(fromMoscowInput(value)).toBeNull();
  });
});

describe('a file is what its own bytes say', () => {
  test.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'video/mp4', 'video/webm'])('%s inside is taken', (mime) => {
    expect(signatureProblem('any.name', mime)).toBeNull();
  });

  test.each([
    [null, 'no signature (a text file)'],
    ['image/svg+xml', 'svg'],
    ['text/html', 'html'],
    ['application/pdf', 'a PDF'],
  ] as Array<[string | null, string]>)('%s inside (%s) is refused with the field and the file named, whatever the name', (mime) => {
    expect(signatureProblem('notes.jpg', mime)).toBe(
      '«Фото и видео»: «notes.jpg» — внутри не фото и не видео, хотя так назван. Подходят JPEG, PNG, WebP, AVIF, MP4 и WebM',
    );
  });
});
