import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Invoice } from '../../../src/contracts/invoices.ts';
import { PROVIDER } from '../../../src/contracts/provider.ts';
import { fenToYuanText, formatYuan, moneyToChinese } from '../../../src/rules/money.ts';
import { cjkFont } from './cjkFont.ts';

/**
 * The electronic invoice the provider's invoicing system issues, as a one-page PDF: buyer and seller with
 * their tax numbers, the lines, the total in figures and in 大写, number, date and the seal area. Chinese
 * text is embedded as a subset of a CJK TrueType font (cjkFont.ts); letters and figures that font lacks
 * are set in Helvetica. Nothing is cut: a value too long for its place wraps, and its party's lines get
 * smaller until they fit their box.
 */
const INK = rgb(0.55, 0.27, 0.07);
const TEXT = rgb(0.1, 0.1, 0.1);
const SEAL = rgb(0.8, 0.1, 0.1);
const chinaDate = (time: number) => {
  const day = new Date(time + 8 * 3600_000).toISOString().slice(0, 10).split('-');
  return `${day[0]}年${day[1]}月${day[2]}日`;
};

/** Draws text in runs: what the CJK font has in it, the rest (Latin letters, figures, ¥) in Helvetica. */
interface Writer {
  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: Color): void;
  width(text: string, size: number): number;
}

function runsOf(text: string, inCjk: (char: string) => boolean): Array<{ cjk: boolean; text: string }> {
  const runs: Array<{ cjk: boolean; text: string }> = [];
  for (const char of text) {
    const cjk = inCjk(char);
    if (runs.length > 0 && runs[runs.length - 1].cjk === cjk) runs[runs.length - 1].text += char;
    else runs.push({ cjk, text: char });
  }
  return runs;
}

async function writer(pdf: PDFDocument): Promise<Writer> {
  const bytes = cjkFont();
  const face = fontkit.create(bytes);
  const cjk = await pdf.embedFont(bytes, { subset: true });
  const latin = await pdf.embedFont(StandardFonts.Helvetica);
  // Helvetica takes ASCII and the few marks below; anything else goes to the CJK font (a glyph it lacks shows as a blank box).
  const latinOnly = (char: string) => char.charCodeAt(0) <= 0x7f || '¥…—–‘’“”·'.includes(char);
  const inCjk = (char: string) => !latinOnly(char) || (char.charCodeAt(0) > 0x7f && char !== '¥' && face.hasGlyphForCodePoint(char.codePointAt(0)!));
  const fontOf = (run: { cjk: boolean }): PDFFont => (run.cjk ? cjk : latin);
  const width = (text: string, size: number) => runsOf(text, inCjk).reduce((sum, run) => sum + fontOf(run).widthOfTextAtSize(run.text, size), 0);
  return {
    width,
    draw(page, text, x, y, size, color) {
      let at = x;
      for (const run of runsOf(text, inCjk)) {
        page.drawText(run.text, { x: at, y, size, font: fontOf(run), color });
        at += fontOf(run).widthOfTextAtSize(run.text, size);
      }
    },
  };
}

/** The text in lines no wider than `width`, broken between characters (a Latin word or a figure group stays whole when it can). */
function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const pieces = text.match(/[A-Za-z0-9.,:/@¥()-]+ ?|[^A-Za-z0-9.,:/@¥()-]/gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line !== '' && measure((line + piece).trimEnd()) > width) {
      lines.push(line.trimEnd());
      line = '';
    }
    // A piece wider than a whole line (a long account number) is broken character by character.
    for (const char of measure(piece.trimEnd()) > width ? [...piece] : [piece]) {
      if (line !== '' && measure((line + char).trimEnd()) > width) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += line === '' ? char.trimStart() : char;
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** Lines drawn from `top` down within a box of `width` × `height`: the largest size from `size` down to 5 at which all fit. */
function textBlock(page: PDFPage, font: Writer, rows: string[], box: { x: number; top: number; width: number; height: number }, size: number, color: Color) {
  let fitted = size;
  let lines: string[] = [];
  for (; fitted >= 5; fitted -= 0.5) {
    lines = rows.flatMap((row) => wrapText(row, box.width, (text) => font.width(text, fitted)));
    if ((lines.length - 1) * fitted * 1.35 + fitted <= box.height) break;
  }
  const leading = Math.max(fitted, 5) * 1.35;
  lines.forEach((line, index) => font.draw(page, line, box.x, box.top - index * leading, Math.max(fitted, 5), color));
}

export async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await writer(pdf);
  pdf.setTitle(`电子发票 ${invoice.invoiceNo}`);
  pdf.setAuthor(PROVIDER.name);
  const page = pdf.addPage([842, 595]);
  const text = (value: string, x: number, y: number, size = 10, color: Color = TEXT) => font.draw(page, value, x, y, size, color);
  const box = (x: number, y: number, width: number, height: number) => page.drawRectangle({ x, y, width, height, borderColor: INK, borderWidth: 1 });
  const block = (rows: string[], x: number, top: number, width: number, height: number, size = 10) => textBlock(page, font, rows, { x, top, width, height }, size, TEXT);

  const title = invoice.invoiceType === '专票' ? '增值税电子专用发票' : '增值税电子普通发票';
  text(title, 421 - font.width(title, 22) / 2, 545, 22, INK);
  text(`发票号码：${invoice.invoiceNo}`, 600, 555);
  text(`开票日期：${chinaDate(invoice.issueTime ?? invoice.createTime)}`, 600, 538);

  box(40, 430, 762, 90);
  const buyer = invoice.title;
  party(page, font, '购买方', 50, 500, [
    ['名称', buyer.titleName],
    ['纳税人识别号', buyer.taxNo || '—'],
    ['地址、电话', [buyer.regAddress, buyer.regTel].filter(Boolean).join(' ') || '—'],
    ['开户行及账号', [buyer.bank, buyer.account].filter(Boolean).join(' ') || '—'],
  ]);
  party(page, font, '销售方', 430, 500, [
    ['名称', PROVIDER.name],
    ['纳税人识别号', PROVIDER.taxNo],
    ['地址、电话', `${PROVIDER.address} ${PROVIDER.phone}`],
    ['开户行及账号', `${PROVIDER.bank} ${PROVIDER.account}`],
  ]);

  box(40, 200, 762, 230);
  const columns: Array<[string, number]> = [['项目名称', 50], ['单号', 330], ['数量', 520], ['金额', 640]];
  columns.forEach(([name, x]) => text(name, x, 412, 10, INK));
  invoice.sources.slice(0, 12).forEach((source, index) => {
    const y = 392 - index * 15;
    block([source.name || (source.kind === 'recharge' ? '账户充值' : '软件服务')], 50, y, 270, 10);
    block([source.no], 330, y, 180, 10);
    text('1', 520, y);
    text(`¥${formatYuan(source.amountFen)}`, 640, y);
  });
  if (invoice.sources.length > 12) text(`（共 ${invoice.sources.length} 项，其余见销货清单）`, 50, 210);

  box(40, 160, 762, 40);
  text('价税合计（大写）', 50, 176, 11, INK);
  text(moneyToChinese(fenToYuanText(invoice.amountFen)), 160, 176, 11);
  text(`（小写）¥${formatYuan(invoice.amountFen)}`, 600, 176, 11);

  box(40, 80, 762, 80);
  text('备注', 50, 140, 10, INK);
  block([invoice.remark || `申请编号 ${invoice.applyNo}`], 90, 140, 530, 52);
  // The seal area: the issuer's invoice seal is applied here.
  page.drawEllipse({ x: 700, y: 120, xScale: 70, yScale: 34, borderColor: SEAL, borderWidth: 2 });
  const seal = '发票专用章';
  text(seal, 700 - font.width(seal, 11) / 2, 105, 11, SEAL);
  text(PROVIDER.name, 700 - font.width(PROVIDER.name, 9) / 2, 128, 9, SEAL);
  text(`开票人：财务审核    销售方：${PROVIDER.name}（章）`, 50, 60, 10);
  return pdf.save({ useObjectStreams: false });
}

/** A party's name over its four rows, in the 320 pt beside it and the box's height below the first row. */
function party(page: PDFPage, font: Writer, side: string, x: number, top: number, rows: Array<[string, string]>) {
  font.draw(page, side, x, top, 11, INK);
  textBlock(page, font, rows.map(([label, value]) => `${label}：${value}`), { x: x + 50, top, width: 310, height: 62 }, 9, TEXT);
}
