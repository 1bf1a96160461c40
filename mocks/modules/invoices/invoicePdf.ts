import fontkit from '@pdf-lib/fontkit';
import { existsSync, readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Invoice } from '../../../src/contracts/invoices.ts';
import { PROVIDER } from '../../../src/contracts/provider.ts';
import { fenToYuanText, moneyToChinese } from '../../../src/rules/money.ts';
import { BusinessError } from '../../errors.ts';

/**
 * The electronic invoice the provider's invoicing system issues, as a one-page PDF: buyer and seller with
 * their tax numbers, the lines, the total in figures and in 大写, number, date and the seal area. Chinese
 * text is embedded as a subset of a CJK TrueType font (the Debian package fonts-droid-fallback, which
 * .ci/run installs; CJK_FONT names another); letters and figures that font lacks are set in Helvetica.
 */
const FONT_FILES = [process.env.CJK_FONT, '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'].filter((path): path is string => !!path);
const NO_CJK_FONT = '开票服务缺少中文字体，暂时无法生成电子发票';

let fontBytes: Buffer | null = null;
function cjkFont(): Buffer {
  if (fontBytes) return fontBytes;
  const file = FONT_FILES.find((path) => existsSync(path));
  if (!file) throw new BusinessError(NO_CJK_FONT);
  fontBytes = readFileSync(file);
  return fontBytes;
}

const INK = rgb(0.55, 0.27, 0.07);
const TEXT = rgb(0.1, 0.1, 0.1);
const yuan = (fen: number) => `¥${fenToYuanText(fen)}`;
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

export async function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await writer(pdf);
  pdf.setTitle(`电子发票 ${invoice.invoiceNo}`);
  pdf.setAuthor(PROVIDER.name);
  const page = pdf.addPage([842, 595]);
  const text = (value: string, x: number, y: number, size = 10, color: Color = TEXT) => font.draw(page, value, x, y, size, color);
  const box = (x: number, y: number, width: number, height: number) => page.drawRectangle({ x, y, width, height, borderColor: INK, borderWidth: 1 });

  const title = invoice.invoiceType === '专票' ? '增值税电子专用发票' : '增值税电子普通发票';
  text(title, 421 - font.width(title, 22) / 2, 545, 22, INK);
  text(`发票号码：${invoice.invoiceNo}`, 600, 555);
  text(`开票日期：${chinaDate(invoice.issueTime ?? invoice.createTime)}`, 600, 538);

  box(40, 430, 762, 90);
  party(page, font, '购买方', 50, 500, [
    ['名称', invoice.title.titleName],
    ['纳税人识别号', invoice.title.taxNo || '—'],
    ['地址、电话', [invoice.title.regAddress, invoice.title.regTel].filter(Boolean).join(' ') || '—'],
    ['开户行及账号', [invoice.title.bank, invoice.title.account].filter(Boolean).join(' ') || '—'],
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
    text(source.name || (source.kind === 'recharge' ? '账户充值' : '软件服务'), 50, y);
    text(source.no, 330, y);
    text('1', 520, y);
    text(yuan(source.amountFen), 640, y);
  });
  if (invoice.sources.length > 12) text(`（共 ${invoice.sources.length} 项，其余见销货清单）`, 50, 210);

  box(40, 160, 762, 40);
  text('价税合计（大写）', 50, 176, 11, INK);
  text(moneyToChinese(fenToYuanText(invoice.amountFen)), 160, 176, 11);
  text(`（小写）${yuan(invoice.amountFen)}`, 600, 176, 11);

  box(40, 80, 762, 80);
  text('备注', 50, 140, 10, INK);
  text(invoice.remark || `申请编号 ${invoice.applyNo}`, 90, 140);
  // The seal area: the issuer's invoice seal is applied here.
  page.drawEllipse({ x: 700, y: 120, xScale: 70, yScale: 34, borderColor: rgb(0.8, 0.1, 0.1), borderWidth: 2 });
  const seal = '发票专用章';
  text(seal, 700 - font.width(seal, 11) / 2, 105, 11, rgb(0.8, 0.1, 0.1));
  const sealName = PROVIDER.name;
  text(sealName, 700 - font.width(sealName, 9) / 2, 128, 9, rgb(0.8, 0.1, 0.1));
  text(`开票人：财务审核    销售方：${PROVIDER.name}（章）`, 50, 60, 10);
  return pdf.save({ useObjectStreams: false });
}

function party(page: PDFPage, font: Writer, side: string, x: number, top: number, rows: Array<[string, string]>) {
  font.draw(page, side, x, top, 11, INK);
  rows.forEach(([label, value], index) => {
    const line = `${label}：${value}`;
    font.draw(page, line.length > 34 ? `${line.slice(0, 33)}…` : line, x + 50, top - index * 17, 9, TEXT);
  });
}
