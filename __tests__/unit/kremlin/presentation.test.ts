/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KREMLIN_PRESENTATION_PATH } from '../../../src/config/constants';
import { buildPresentation, type KremlinData, readKremlinData, writePresentation } from '../../../src/gatsby/presentation/pdf';
import { contentData } from '../support/content';
import { otherDates, withDates } from '../../support/dates';

jest.setTimeout(30_000);

const root = path.resolve(__dirname, '../../..');

test('the build writes public/elka2026.pdf from the Kremlin data as it is on disk, in both languages', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'kremlin-pdf-'));
  try {
    const size = await writePresentation(out, root);
    const written = readFileSync(path.join(out, `.${KREMLIN_PRESENTATION_PATH}`));
    expect(written.length).toBe(size);
    expect(written.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // reproducible: the same data gives the same bytes
    expect(written.equals(await buildPresentation(readKremlinData(root)))).toBe(true);
    // both languages' pages, with the site's fonts embedded (Cyrillic glyphs come from them)
    expect(written.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(8);
    expect(written.toString('latin1')).toMatch(/Unbounded-SemiBold/);
    expect(written.toString('latin1')).toMatch(/Manrope-Regular/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('an edited date or option changes the PDF (nothing is cached from an earlier build)', async () => {
  const data = readKremlinData(root);
  const before = await buildPresentation(data);
  const moved = { ...data, ru: { ...data.ru, dates: otherDates(data.ru.dates) } };
  expect((await buildPresentation(moved)).equals(before)).toBe(false);
  const fewer = { ...data, en: { ...data.en, options: data.en.options.slice(1) } };
  expect((await buildPresentation(fewer)).equals(before)).toBe(false);
});

test('invalid Kremlin data fails the build naming the file and the field', async () => {
  const data = readKremlinData(root);
  await expect(buildPresentation({ ...data, en: { ...data.en, dates: ' ' } })).rejects.toThrow(
    /data\/en\/kremlin\.json:[\s\S]*"dates" must not be empty/,
  );
});

/** The PDF's document subject (its Info dictionary), decoded from pdfkit's UTF-16 literal string. */
function subjectOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const ref = /\/Subject (\d+) 0 R/.exec(text)?.[1];
  const literal = new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(text)?.[1] ?? '';
  const bytes = Buffer.from(literal.replace(/\\([()\\])/g, '$1'), 'latin1');
  return bytes.subarray(2).swap16().toString('utf16le');
}

test("the PDF's subject is the page's meta description with the dates of the dates field (written once)", async () => {
  // The Kremlin page's data as an editor left it (data/, or the edited copy the tests may be given).
  const data = { ru: contentData('ru', 'kremlin'), en: contentData('en', 'kremlin') } as unknown as KremlinData;
  // The description as written, its {{dates}} standing for the dates field.
  expect(subjectOf(await buildPresentation(data))).toBe(withDates(data.ru.description, data.ru.dates));
  const dates = otherDates(data.ru.dates);
  const moved = { ...data, ru: { ...data.ru, dates } };
  expect(subjectOf(await buildPresentation(moved))).toBe(withDates(data.ru.description, dates));
});
