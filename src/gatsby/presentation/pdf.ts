/**
 * The Kremlin Christmas Tree 2.0 offer as a PDF (product §2 /kremlin, §7
 * "Presentation download"), from the same data/{ru,en}/kremlin.json the page
 * is built from: figures, dates, venue, the six integration options and the
 * contacts. Russian pages first, then English. Fonts are the site's own faces
 * (Unbounded, Manrope) as full TTFs, embedded and subset, so Cyrillic renders
 * everywhere. Byte-for-byte reproducible: fixed creation date, no random ids.
 * Written into public/ by every build (the post-build pipeline) and served live by the
 * development server, so an edit to the Kremlin data (in the CMS or by hand)
 * reaches the PDF on the next deploy with nobody regenerating it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { KREMLIN_PRESENTATION_PATH } from '../../config/constants';
import { type Language, LANGUAGES } from '../../config/routes';
import { SITE_NAME, SITE_URL } from '../../config/site';
import { pageFields } from '../../schema/pageSchemas';
import { fillPlaceholders, validate } from '../../schema/schema';
import { theme } from '../../theme/theme';
import { nodeRequire } from '../fonts/nodeRequire';

export type Kremlin = typeof import('../../../data/ru/kremlin.json');
export type KremlinData = Record<Language, Kremlin>;

/** The Kremlin data as it is on disk now (read at call time, never bundled, so a build sees the latest edit). */
export function readKremlinData(root = process.cwd()): KremlinData {
  const read = (lang: Language) => JSON.parse(readFileSync(path.join(root, 'data', lang, 'kremlin.json'), 'utf8')) as Kremlin;
  return { ru: read('ru'), en: read('en') };
}

/** Fixed so that the same data always gives the same file. */
const CREATED = new Date('2025-11-01T09:00:00Z');
/** A TTF inside an @expo-google-fonts package, resolved through its package.json (jest maps *.ttf to a stub). */
const font = (pkg: string, file: string) => path.join(path.dirname(nodeRequire.resolve(`@expo-google-fonts/${pkg}/package.json`)), file);

const { colors } = theme;
const W = 841.89; // A4 landscape, points
const H = 595.28;
const M = 56; // page margin

function page(doc: PDFKit.PDFDocument, data: Kremlin, n: number) {
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
  doc.rect(0, 0, W, H).fill(colors.background);
  doc.rect(0, 0, W, 6).fill(colors.red);
  doc.font('display').fontSize(9).fillColor(colors.textMuted);
  doc.text(`${SITE_NAME}  ·  ${data.heading}`, M, H - 36, { lineBreak: false });
  doc.text(String(n).padStart(2, '0'), W - M - 40, H - 36, { width: 40, align: 'right', lineBreak: false });
}

function heading(doc: PDFKit.PDFDocument, text: string, y: number) {
  doc
    .font('display')
    .fontSize(28)
    .fillColor(colors.text)
    .text(text, M, y, { width: W - 2 * M });
}

function cover(doc: PDFKit.PDFDocument, d: Kremlin, n: number) {
  page(doc, d, n);
  doc.font('display').fontSize(14).fillColor(colors.text).text(SITE_NAME, M, M, { characterSpacing: 4 });
  doc.font('display').fontSize(10).fillColor(colors.red).text(d.kicker.toUpperCase(), M, 150, { characterSpacing: 2 });
  doc
    .font('display')
    .fontSize(52)
    .fillColor(colors.text)
    .text(d.heading, M, 172, { width: W - 2 * M });
  doc
    .font('body')
    .fontSize(14)
    .fillColor(colors.textMuted)
    .text(d.lead, M, doc.y + 14, { width: 520, lineGap: 3 });
  const y = Math.max(430, doc.y + 36); // below the lead however long it runs
  [
    [d.datesLabel, d.dates],
    [d.venueLabel, d.venue],
  ].forEach(([label, value], i) => {
    const x = M + i * 390;
    doc.rect(x, y, 2, 46).fill(colors.red);
    doc
      .font('body')
      .fontSize(9)
      .fillColor(colors.textMuted)
      .text(label!.toUpperCase(), x + 14, y + 2, { characterSpacing: 1.5 });
    doc
      .font('display')
      .fontSize(14)
      .fillColor(colors.text)
      .text(value!, x + 14, y + 20, { width: 370 });
  });
}

function aboutAndFigures(doc: PDFKit.PDFDocument, d: Kremlin, n: number) {
  page(doc, d, n);
  heading(doc, d.about.heading, M);
  doc.font('body').fontSize(12.5).fillColor(colors.text);
  doc.text(d.about.paragraphs.join('\n\n'), M, M + 52, { width: W - 2 * M, lineGap: 3 });
  const top = 330;
  heading(doc, d.figuresHeading, top);
  const colW = (W - 2 * M - 40) / d.figures.length;
  d.figures.forEach((figure, i) => {
    const x = M + i * (colW + 20);
    doc.rect(x, top + 52, colW, 2).fill(colors.accent);
    doc
      .font('display')
      .fontSize(34)
      .fillColor(colors.text)
      .text(figure.value, x, top + 68, { width: colW });
    doc
      .font('body')
      .fontSize(11)
      .fillColor(colors.textMuted)
      .text(figure.label, x, top + 116, { width: colW });
  });
}

function options(doc: PDFKit.PDFDocument, d: Kremlin, n: number) {
  page(doc, d, n);
  heading(doc, d.optionsHeading, M);
  doc
    .font('body')
    .fontSize(12)
    .fillColor(colors.textMuted)
    .text(d.optionsLead, M, M + 40, { width: W - 2 * M });
  const cols = 3;
  const gap = 16;
  const cw = (W - 2 * M - gap * (cols - 1)) / cols;
  const ch = 170;
  d.options.forEach((option, i) => {
    const x = M + (i % cols) * (cw + gap);
    const y = 130 + Math.floor(i / cols) * (ch + gap);
    doc.roundedRect(x, y, cw, ch, 10).fillAndStroke(colors.surface, colors.border);
    doc
      .font('display')
      .fontSize(11)
      .fillColor(colors.red)
      .text(String(i + 1).padStart(2, '0'), x + 18, y + 18);
    doc
      .font('display')
      .fontSize(16)
      .fillColor(colors.text)
      .text(option.title, x + 18, y + 40, { width: cw - 36 });
    doc
      .font('body')
      .fontSize(11)
      .fillColor(colors.textMuted)
      .text(option.description, x + 18, y + 68, { width: cw - 36, lineGap: 2 });
  });
}

function contacts(doc: PDFKit.PDFDocument, d: Kremlin, n: number) {
  page(doc, d, n);
  doc
    .font('display')
    .fontSize(36)
    .fillColor(colors.text)
    .text(d.contact.heading, M, 150, { width: W - 2 * M });
  doc
    .font('body')
    .fontSize(14)
    .fillColor(colors.textMuted)
    .text(d.contact.text, M, doc.y + 12, { width: 540, lineGap: 3 });
  const y = doc.y + 40;
  doc.font('display').fontSize(20).fillColor(colors.accent);
  doc.text(d.contact.email, M, y, { link: `mailto:${d.contact.email}` });
  doc.text(d.contact.phone, M, doc.y + 8, { link: `tel:${d.contact.phone.replace(/[^+\d]/g, '')}` });
  doc
    .font('body')
    .fontSize(13)
    .fillColor(colors.textMuted)
    .text(SITE_URL.replace(/^https?:\/\//, ''), M, doc.y + 14, { link: SITE_URL });
}

/** The whole presentation as PDF bytes; throws naming the file and field if the data is invalid. */
export async function buildPresentation(data: KremlinData = readKremlinData()): Promise<Buffer> {
  const { ru } = data;
  for (const lang of LANGUAGES) {
    const problems = validate(data[lang], pageFields('kremlin'));
    if (problems.length > 0) throw new Error(`data/${lang}/kremlin.json:\n  ${problems.join('\n  ')}`);
  }
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: {
      Title: `${ru.heading} — ${SITE_NAME}`,
      Author: SITE_NAME,
      Subject: fillPlaceholders(ru.description, ru),
      CreationDate: CREATED,
      ModDate: CREATED,
    },
    lang: 'ru-RU',
    displayTitle: true,
  });
  doc.registerFont('display', font('unbounded', '600SemiBold/Unbounded_600SemiBold.ttf'));
  doc.registerFont('body', font('manrope', '400Regular/Manrope_400Regular.ttf'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let n = 0;
  for (const lang of LANGUAGES) {
    for (const render of [cover, aboutAndFigures, options, contacts]) render(doc, data[lang], ++n);
  }
  doc.end();
  return done;
}

/** Writes the presentation where the site serves it (public/elka2026.pdf); returns its size in bytes. */
export async function writePresentation(publicDir: string, root = process.cwd()): Promise<number> {
  const pdf = await buildPresentation(readKremlinData(root));
  writeFileSync(path.join(publicDir, `.${KREMLIN_PRESENTATION_PATH}`), pdf);
  return pdf.length;
}
