import { existsSync, readFileSync } from 'node:fs';
import { BusinessError } from '../../errors.ts';

/**
 * The CJK TrueType font the electronic invoices embed a subset of: the Debian package fonts-droid-fallback
 * (which .ci/run installs), or the file CJK_FONT names.
 */
const FONT_FILES = [process.env.CJK_FONT, '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'].filter((path): path is string => !!path);
const NO_CJK_FONT = '开票服务缺少中文字体，暂时无法生成电子发票';

let fontBytes: Uint8Array | null = null;

/** The font's bytes with every glyph 4-byte aligned (see alignGlyphs), read once. */
export function cjkFont(): Uint8Array {
  if (fontBytes) return fontBytes;
  const file = FONT_FILES.find((path) => existsSync(path));
  if (!file) throw new BusinessError(NO_CJK_FONT);
  fontBytes = alignGlyphs(readFileSync(file));
  return fontBytes;
}

interface TableRecord {
  tag: string;
  bytes: Uint8Array;
}

const align4 = (length: number) => (length + 3) & ~3;

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(align4(bytes.length));
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/**
 * The same font with each glyph's data padded to a multiple of 4 bytes (long loca offsets). A subset
 * keeps each glyph's bytes as they are and, when it is small, writes short loca offsets, which count
 * 2-byte words: a glyph of odd length (DroidSansFallbackFull has thousands) then shifts every glyph
 * after it by a byte, and readers draw them as blanks ("invalid outline"). Padding, as the TrueType
 * specification recommends, keeps every offset even. A font already aligned comes back unchanged.
 */
export function alignGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tableCount = view.getUint16(4);
  const tables: TableRecord[] = [];
  for (let index = 0; index < tableCount; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    tables.push({ tag, bytes: font.subarray(offset, offset + view.getUint32(record + 12)) });
  }
  const table = (tag: string) => tables.find((entry) => entry.tag === tag)!;
  const head = new Uint8Array(table('head').bytes);
  const headView = new DataView(head.buffer);
  const longOffsets = headView.getInt16(50) === 1;
  const glyphCount = new DataView(table('maxp').bytes.buffer, table('maxp').bytes.byteOffset).getUint16(4);
  const loca = table('loca').bytes;
  const locaView = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  const offsetOf = (glyph: number) => (longOffsets ? locaView.getUint32(glyph * 4) : locaView.getUint16(glyph * 2) * 2);
  const lengths = Array.from({ length: glyphCount }, (_, glyph) => offsetOf(glyph + 1) - offsetOf(glyph));
  if (lengths.every((length, glyph) => length % 4 === 0 && offsetOf(glyph) % 4 === 0)) return font;

  const glyf = table('glyf').bytes;
  const newGlyf = new Uint8Array(lengths.reduce((sum, length) => sum + align4(length), 0));
  const newLoca = new Uint8Array((glyphCount + 1) * 4);
  const newLocaView = new DataView(newLoca.buffer);
  let at = 0;
  lengths.forEach((length, glyph) => {
    newLocaView.setUint32(glyph * 4, at);
    newGlyf.set(glyf.subarray(offsetOf(glyph), offsetOf(glyph) + length), at);
    at += align4(length);
  });
  newLocaView.setUint32(glyphCount * 4, at);
  headView.setInt16(50, 1);
  headView.setUint32(8, 0);
  const replaced: Record<string, Uint8Array> = { head, glyf: newGlyf, loca: newLoca };
  return assemble(font.subarray(0, 12), tables.map(({ tag, bytes }) => ({ tag, bytes: replaced[tag] ?? bytes })));
}

/** A font file from its tables, each 4-byte aligned with its checksum, and head's checkSumAdjustment set. */
function assemble(offsetTable: Uint8Array, tables: TableRecord[]): Uint8Array {
  const directoryLength = 12 + tables.length * 16;
  const out = new Uint8Array(directoryLength + tables.reduce((sum, { bytes }) => sum + align4(bytes.length), 0));
  const view = new DataView(out.buffer);
  out.set(offsetTable);
  let at = directoryLength;
  let headAt = 0;
  tables.forEach(({ tag, bytes }, index) => {
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char += 1) out[record + char] = tag.charCodeAt(char);
    view.setUint32(record + 4, checksum(bytes));
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, bytes.length);
    out.set(bytes, at);
    if (tag === 'head') headAt = at;
    at += align4(bytes.length);
  });
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}
