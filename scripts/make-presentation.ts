/**
 * `npm run presentation`: writes static/elka2026.pdf from data/{ru,en}/kremlin.json
 * (see scripts/lib/presentation.ts). Run it after editing the Kremlin data;
 * a unit test fails while the committed PDF is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { KREMLIN_PRESENTATION_PATH } from '../src/config/constants';
import { buildPresentation } from './lib/presentation';

const PRESENTATION_FILE = path.resolve(__dirname, '../static', `.${KREMLIN_PRESENTATION_PATH}`);

async function main() {
  const pdf = await buildPresentation();
  writeFileSync(PRESENTATION_FILE, pdf);
  console.log(`Wrote ${path.relative(process.cwd(), PRESENTATION_FILE)} (${pdf.length} bytes)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
