import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../src/contracts/invoices.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { accountCalls } from '../../testing/accountCalls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('invoice-pdf-test-');
const { call, forget } = accountCalls(standIn);
beforeEach(forget);

async function download(applyNo: string): Promise<Response> {
  const { token } = (await call<{ token: string }>('agent01', '/api/__dev/session', { account: 'agent01' })).data;
  return fetch(`${standIn().urls.api}/api/Invoice/Download?applyNo=${applyNo}`, { headers: { authorization: `Bearer ${token}` } });
}

describe('电子发票 下载', () => {
  it('serves the issued invoice as a one-page PDF named by its number, with its Chinese font embedded as a subset', async () => {
    const issued = (await call<PagedAnswer<Invoice>>('agent01', '/api/Invoice/InvoicePageList', { filters: { status: '已开票' } })).data.list.find(
      (invoice) => invoice.medium === '电子',
    )!;
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

  it('refuses an invoice that has no electronic file (a paper one, or one refunded)', async () => {
    const refunded = (await call<PagedAnswer<Invoice>>('agent01', '/api/Invoice/InvoicePageList', { filters: { status: '已退票' } })).data.list[0];
    const answer = (await (await download(refunded.applyNo)).json()) as { msg: string };
    expect(answer.msg).toBe('该发票暂无电子文件');
  });
});
