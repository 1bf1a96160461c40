import JSZip from 'jszip';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text a person reading an answer would see: a JSON or other text answer as is, a PDF's shown
 * strings, an xlsx (or any zip)'s entries without their markup. The security walk looks for customers in it.
 */
export async function answerText(bytes: Uint8Array): Promise<string> {
  if (startsWith(bytes, '%PDF-')) return pdfText(bytes);
  if (startsWith(bytes, 'PK\u0003\u0004')) return zipText(bytes);
  return new TextDecoder().decode(bytes);
}

const startsWith = (bytes: Uint8Array, magic: string) => [...magic].every((char, index) => bytes[index] === char.charCodeAt(0));

async function zipText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const entries = await Promise.all(Object.values(zip.files).filter((entry) => !entry.dir).map((entry) => entry.async('string')));
  return entries.map((entry) => entry.replace(/<[^>]*>/g, ' ')).join('\n');
}

/**
 * A PDF's shown strings: literal `(…)` strings as Latin text, hex `<…>` strings read through the fonts'
 * ToUnicode maps (how pdf-lib writes an embedded CJK font: two-byte glyph ids, one `bfchar` map per font).
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const streams = pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFRawStream ? [Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')] : []));
  const glyphs = new Map<string, string>();
  for (const cmap of streams.filter((text) => text.includes('beginbfchar'))) {
    for (const [, glyph, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
      glyphs.set(glyph.toLowerCase(), String.fromCharCode(...(unicode.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))));
    }
  }
  const shown = streams
    .filter((text) => /\bT[jJ]\b/.test(text))
    .flatMap((content) =>
      [...content.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)].map(([, hex, literal]) =>
        hex !== undefined ? (hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((glyph) => glyphs.get(glyph.toLowerCase()) ?? '').join('') : literal.replace(/\\(.)/g, '$1'),
      ),
    );
  return shown.join('\n');
}
