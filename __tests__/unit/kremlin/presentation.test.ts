/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KREMLIN_PRESENTATION_PATH } from '../../../src/config/constants';
import { buildPresentation } from '../../../scripts/lib/presentation';

jest.setTimeout(30_000);

test('static/elka2026.pdf is exactly what the Kremlin data produces (run `npm run presentation` after editing it)', async () => {
  const built = await buildPresentation();
  const committed = readFileSync(path.resolve(__dirname, '../../../static', `.${KREMLIN_PRESENTATION_PATH}`));
  expect(built.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(built.equals(committed)).toBe(true);
  // both languages' pages, with the site's fonts embedded (Cyrillic glyphs come from them)
  expect(built.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(8);
  expect(built.toString('latin1')).toMatch(/Unbounded-SemiBold/);
  expect(built.toString('latin1')).toMatch(/Manrope-Regular/);
});
