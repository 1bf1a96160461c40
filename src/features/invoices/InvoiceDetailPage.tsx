import { Button, Text } from '@mantine/core';
import { useSearch } from 'wouter';
import { Can } from '../../ui/permissions/Can.tsx';
import { DescriptionGrid, DetailScreen, RelatedList, type DetailContext } from '../../ui/resource/DetailScreen.tsx';
import { message } from '../../ui/message.ts';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { invoiceIssued } from '../../rules/invoices.ts';
import { formatYuan } from '../../rules/money.ts';
import { amountWithWords, formatTime, kindLabel } from './invoiceColumns.tsx';
import { InvoicePreviewButton } from './InvoicePreview.tsx';
import { downloadInvoice, getInvoice, revokeInvoice, type Invoice } from './invoicesApi.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

const STEPS = [{ title: '提交' }, { title: '审核' }, { title: '开票' }, { title: '邮寄' }];
const stepOf: Record<Invoice['status'], number> = { 待审核: 1, 已驳回: 1, 已撤回: 1, 开票中: 2, 已开票: 3, 已邮寄: 4, 退票审核中: 4, 已退票: 4 };
const issued = (invoice: Invoice) => invoiceIssued(invoice.status);

function actions(invoice: Invoice, context: DetailContext) {
  return (
    <>
      {invoice.status === '待审核' && (
        <Can screen={invoicesScreens.invoiceDetail} action="revoke">
          <Button size="xs" variant="light" onClick={() => void revokeInvoice(invoice.applyNo).then(() => { message.success('已撤回'); context.reload(); })}>
            撤回
          </Button>
        </Can>
      )}
      {invoice.status === '已驳回' && (
        <Can screen={invoicesScreens.invoiceDetail} action="edit">
          <Button size="xs" onClick={() => context.navigate(invoicesScreens.invoiceAsk.href({ applyNo: invoice.applyNo }))}>修改重提</Button>
        </Can>
      )}
      {issued(invoice) && invoice.medium === '电子' && (
        <Can screen={invoicesScreens.invoiceDetail} action="download">
          <Button size="xs" variant="light" onClick={() => void downloadInvoice(invoice)}>下载</Button>
          <InvoicePreviewButton invoice={invoice} />
        </Can>
      )}
      {issued(invoice) && (
        <Can screen={invoicesScreens.invoiceDetail} action="refund">
          <Button size="xs" variant="default" onClick={() => context.navigate(invoicesScreens.invoiceRefund.href({ applyNo: invoice.applyNo }))}>退票</Button>
        </Can>
      )}
    </>
  );
}

const text = (value: string) => value || '—';

/** /invoiceDetail?applyNo=: one request, its progress, sources, delivery and log. */
export default function InvoiceDetailPage() {
  const applyNo = new URLSearchParams(useSearch()).get('applyNo') ?? '';
  return (
    <DetailScreen<Invoice>
      load={() => getInvoice(applyNo)}
      loadKey={applyNo}
      title={(invoice) => `发票申请 ${invoice.applyNo}`}
      status={(invoice) => invoice.status}
      actions={actions}
      printable
      facts={[
        { label: '发票类型', value: kindLabel },
        { label: '开票金额', value: (invoice) => amountWithWords(invoice.amountFen), span: 2 },
        { label: '发票号码', value: (invoice) => text(invoice.invoiceNo) },
        { label: '开票时间', value: (invoice) => text(formatTime(invoice.issueTime)) },
        { label: '申请时间', value: (invoice) => formatTime(invoice.createTime) },
      ]}
      sections={[
        {
          title: '进度',
          render: (invoice) => <Steps steps={STEPS} active={stepOf[invoice.status]} errorIndex={invoice.status === '已驳回' ? 1 : null} />,
        },
        {
          title: '发票抬头',
          render: (invoice) => (
            <DescriptionGrid
              item={invoice.title}
              facts={[
                { label: '抬头类型', value: (title) => title.titleType },
                { label: '发票抬头', value: (title) => title.titleName, span: 2 },
                { label: '税号', value: (title) => text(title.taxNo) },
                { label: '开户银行', value: (title) => text(title.bank) },
                { label: '银行账号', value: (title) => text(title.account) },
                { label: '注册地址', value: (title) => text(title.regAddress), span: 2 },
                { label: '注册电话', value: (title) => text(title.regTel) },
              ]}
            />
          ),
        },
        {
          title: '关联订单',
          render: (invoice) => (
            <RelatedList
              rows={invoice.sources}
              columns={[
                { title: '单号', render: (source) => source.no },
                { title: '类型', render: (source) => (source.kind === 'order' ? '订单' : '充值') },
                { title: '内容', render: (source) => source.name },
                { title: '金额', render: (source) => formatYuan(source.amountFen) },
              ]}
            />
          ),
        },
        {
          title: '收票信息',
          render: (invoice) =>
            invoice.address ? (
              <Text size="sm">{`${invoice.address.receiver} ${invoice.address.phone} ${invoice.address.region.replaceAll('/', '')}${invoice.address.address}（${invoice.address.postcode}）`}</Text>
            ) : (
              <Text size="sm">{`邮箱 ${invoice.email} · 手机 ${invoice.phone}`}</Text>
            ),
        },
        { title: '物流', render: (invoice) => <Text size="sm">{invoice.expressNo ? `快递单号 ${invoice.expressNo}（${formatTime(invoice.mailTime)}）` : '暂无物流信息'}</Text> },
        { title: '审核意见', render: (invoice) => <Text size="sm">{invoice.reason || (invoice.auditTime ? '审核通过' : '待审核')}</Text> },
        {
          title: '操作记录',
          render: (invoice) => (
            <RelatedList
              rows={invoice.logs}
              columns={[
                { title: '时间', render: (log) => formatTime(log.time) },
                { title: '操作', render: (log) => log.action },
                { title: '操作人', render: (log) => log.operator },
                { title: '备注', render: (log) => log.remark },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
