import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../src/contracts/invoices.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { PROVIDER } from '../../../src/contracts/provider.ts';
import { formatYuan, moneyToChinese, fenToYuanText } from '../../../src/rules/money.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { invoicePdf } from './invoicePdf.ts';
import { inked, linesOf, renderBoth } from './renderedPdf.ts';

const standIn = freshStandInPerTest('invoice-pdf-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

async function download(applyNo: string): Promise<Response> {
  const { token } = (await callAs<{ token: string }>('agent01', '/api/__dev/session', { account: 'agent01' })).data;
  return fetch(`${standIn().urls.api}/api/Invoice/Download?applyNo=${applyNo}`, { headers: { authorization: `Bearer ${token}` } });
}

const issuedElectronic = async () =>
  (await callAs<PagedAnswer<Invoice>>('agent01', '/api/Invoice/InvoicePageList', { filters: { status: '已开票' } })).data.list.find((invoice) => invoice.medium === '电子')!;

const chinaDay = (time: number) => {
  const [year, month, day] = new Date(time + 8 * 3600_000).toISOString().slice(0, 10).split('-');
  return `${year}年${month}月${day}日`;
};
const squeezed = (text: string) => text.replace(/\s+/g, '');

/**
 * What a reader shows of the invoice: each field's text is on the page (read back by MuPDF, a wrapped
 * value joined again), and every character of the page is drawn — ink inside its box — by poppler and by
 * MuPDF alike, neither of them complaining about a glyph.
 */
function expectReadable(pdf: Uint8Array, fields: string[]) {
  const { poppler, mupdf, chars } = renderBoth(pdf);
  const page = squeezed(linesOf(chars).join(''));
  expect(fields.map(squeezed).filter((field) => !page.includes(field))).toEqual([]);
  expect(page).not.toContain('…');
  for (const render of [poppler, mupdf]) {
    expect(render.complaints).not.toMatch(/glyph|outline|font|error/i);
    const blank = chars.filter((char) => char.char.trim() !== '' && !inked(render, char)).map(({ char }) => char);
    expect(blank.join('')).toBe('');
  }
}

describe('电子发票 下载', () => {
  it('serves the issued invoice as a one-page PDF named by its number, with its Chinese font embedded as a subset', async () => {
    const issued = await issuedElectronic();
    const answer = await download(issued.applyNo);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(decodeURIComponent(answer.headers.get('content-disposition')!)).toContain(`电子发票_${issued.invoiceNo}.pdf`);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // A subset of the CJK font, not the 4 MB font itself.
    expect(bytes.length).toBeLessThan(200_000);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`电子发票 ${issued.invoiceNo}`);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/Subtype \/Type0/);
    // Figures and Latin letters (the number, tax numbers, amounts) the CJK font lacks are set in Helvetica.
    expect(raw).toMatch(/\/BaseFont \/Helvetica/);
  });

  it('reads as issued in poppler and MuPDF: buyer, seller with its whole phone and bank account, lines, 大写 and date all drawn', async () => {
    const issued = await issuedElectronic();
    const bytes = new Uint8Array(await (await download(issued.applyNo)).arrayBuffer());
    expectReadable(bytes, [
      '增值税电子普通发票',
      `发票号码：${issued.invoiceNo}`,
      `开票日期：${chinaDay(issued.issueTime!)}`,
      `名称：${issued.title.titleName}`,
      `纳税人识别号：${issued.title.taxNo}`,
      `名称：${PROVIDER.name}`,
      `地址、电话：${PROVIDER.address} ${PROVIDER.phone}`,
      `开户行及账号：${PROVIDER.bank} ${PROVIDER.account}`,
      '项目名称',
      ...issued.sources.map((source) => `${source.name}${source.no}1¥${formatYuan(source.amountFen)}`),
      `价税合计（大写）${moneyToChinese(fenToYuanText(issued.amountFen))}`,
      `（小写）¥${formatYuan(issued.amountFen)}`,
      '发票专用章',
    ]);
  });

  it('wraps a buyer whose name, address and bank fill their limits instead of cutting them', async () => {
    const issued = await issuedElectronic();
    const title = {
      ...issued.title,
      titleName: '浙江省杭州市余杭区未来科技城梦想小镇互联网创业园第三期孵化器'.repeat(3).slice(0, 100),
      regAddress: '浙江省杭州市余杭区文一西路九百六十九号未来科技城海创园十八幢'.repeat(4).slice(0, 100),
      regTel: '0571-88886666',
      bank: '中国工商银行股份有限公司杭州余杭支行未来科技城分理处营业室'.repeat(2).slice(0, 50),
      account: '120202110900123456789012345678',
    };
    const remark = '本发票对应二〇二六年度软件服务续费及增加用户，请于收到后核对抬头与税号，如有疑问请联系客服。'.repeat(2).slice(0, 100);
    expectReadable(await invoicePdf({ ...issued, title, remark }), [
      `名称：${title.titleName}`,
      `地址、电话：${title.regAddress} ${title.regTel}`,
      `开户行及账号：${title.bank} ${title.account}`,
      remark,
      `地址、电话：${PROVIDER.address} ${PROVIDER.phone}`,
    ]);
  });

  it('refuses an invoice that has no electronic file (a paper one, or one refunded)', async () => {
    const refunded = (await callAs<PagedAnswer<Invoice>>('agent01', '/api/Invoice/InvoicePageList', { filters: { status: '已退票' } })).data.list[0];
    const answer = (await (await download(refunded.applyNo)).json()) as { msg: string };
    expect(answer.msg).toBe('该发票暂无电子文件');
  });
});
