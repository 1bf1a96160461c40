import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PDF as two independent readers draw it: poppler (pdftoppm, Debian's poppler-utils) and MuPDF
 * (mutool, mupdf-tools), both installed by .ci/run. For the tests: what a reader shows, not the text layer.
 */

/** A grey page rendered at `scale` pixels per point: 0 is black, 255 white. */
export interface GreyPage {
  width: number;
  height: number;
  pixels: Uint8Array;
  /** What the renderer printed on stderr (a broken glyph shows here: "FT_Load_Glyph … invalid outline"). */
  complaints: string;
}

/** A character MuPDF placed on the page, its box in points from the top left, and the line it is on. */
export interface PlacedChar {
  char: string;
  box: { left: number; top: number; right: number; bottom: number };
  line: number;
}

export const RENDER_SCALE = 2;

function parsePgm(bytes: Buffer, complaints: string): GreyPage {
  // P5 <width> <height> <maxval> then one byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error(`not a PGM image: ${complaints}`);
  return { width: Number(header[1]), height: Number(header[2]), pixels: bytes.subarray(header[0].length), complaints };
}

/** Renders the first page with both readers, and MuPDF's list of the characters it placed. */
export function renderBoth(pdf: Uint8Array): { poppler: GreyPage; mupdf: GreyPage; chars: PlacedChar[] } {
  const folder = mkdtempSync(path.join(tmpdir(), 'invoice-render-'));
  try {
    const file = path.join(folder, 'invoice.pdf');
    writeFileSync(file, pdf);
    const dpi = String(72 * RENDER_SCALE);
    const poppler = spawnSync('pdftoppm', ['-r', dpi, '-gray', '-singlefile', file, path.join(folder, 'poppler')], { encoding: 'utf8' });
    if (poppler.error) throw poppler.error;
    const mupdf = spawnSync('mutool', ['draw', '-r', dpi, '-c', 'gray', '-o', path.join(folder, 'mupdf.pgm'), file, '1'], { encoding: 'utf8' });
    if (mupdf.error) throw mupdf.error;
    const stext = execFileSync('mutool', ['draw', '-F', 'stext', '-o', '-', file, '1'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return {
      poppler: parsePgm(readFileSync(path.join(folder, 'poppler.pgm')), poppler.stderr),
      mupdf: parsePgm(readFileSync(path.join(folder, 'mupdf.pgm')), mupdf.stderr),
      chars: placedChars(stext),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const decodeEntity = (text: string) =>
  text.replace(/&#x([0-9a-f]+);|&(amp|lt|gt|quot|apos);/gi, (_, hex: string | undefined, name: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name!],
  );

function placedChars(stext: string): PlacedChar[] {
  const chars: PlacedChar[] = [];
  stext.split('<line ').forEach((line, index) => {
    for (const match of line.matchAll(/<char quad="([^"]+)"[^>]*\sc="([^"]*)"/g)) {
      const [x0, y0, , , , , x3, y3] = match[1].split(' ').map(Number);
      chars.push({ char: decodeEntity(match[2]), box: { left: x0, top: y0, right: x3, bottom: y3 }, line: index });
    }
  });
  return chars;
}

/** The page's text as MuPDF read it, line by line. */
export function linesOf(chars: PlacedChar[]): string[] {
  const lines = new Map<number, string>();
  for (const { char, line } of chars) lines.set(line, (lines.get(line) ?? '') + char);
  return [...lines.values()];
}

/** Whether a character's box (less a margin, so a neighbour's ink does not count) holds a dark pixel. */
export function inked(page: GreyPage, { box }: PlacedChar): boolean {
  const insetX = (box.right - box.left) * 0.15;
  const insetY = (box.bottom - box.top) * 0.1;
  const [left, right] = [box.left + insetX, box.right - insetX].map((x) => Math.round(x * RENDER_SCALE));
  const [top, bottom] = [box.top + insetY, box.bottom - insetY].map((y) => Math.round(y * RENDER_SCALE));
  for (let y = Math.max(top, 0); y < Math.min(bottom, page.height); y += 1) {
    for (let x = Math.max(left, 0); x < Math.min(right, page.width); x += 1) if (page.pixels[y * page.width + x] < 160) return true;
  }
  return false;
}
