import type { RowAction } from '../../ui/resource/actions.ts';
import { message } from '../../ui/message.ts';
import { confirmWordFormat, downloadWordFormat, payWordFormat, revokeWordFormat, type WordFormatRow } from './workOrdersApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';
import type { ButtonCode } from '../../contracts/screens/screens.ts';

/** Saves the delivered format as the file the desk named. */
async function saveFile(reqNo: string) {
  const { fileName, text } = await downloadWordFormat(reqNo);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** 撤回, 支付 (M1 at /pay), 确认, 下载 — shared by the list and the detail. */
export const wordFormatActions: RowAction<WordFormatRow, ButtonCode<typeof workOrdersScreens.msWordFormat>>[] = [
  {
    label: '撤回',
    action: 'revoke',
    shown: (row) => row.status === '待受理' || row.status === '待支付',
    confirm: (row) => `确定撤回“${row.formatName}”的申请吗？`,
    run: (row, context) =>
      revokeWordFormat(row.reqNo).then(() => {
        message.success('已撤回');
        context.reload();
      }),
  },
  {
    label: '支付',
    action: 'pay',
    shown: (row) => row.status === '待支付',
    run: (row, context) => payWordFormat(row.reqNo).then(({ orderNo }) => context.navigate(paymentsScreens.pay.href({ orderNo: orderNo }))),
  },
  {
    label: '确认',
    action: 'confirm',
    shown: (row) => row.status === '待确认',
    confirm: () => '确认格式已符合要求吗？确认后申请完成。',
    run: (row, context) =>
      confirmWordFormat(row.reqNo).then(() => {
        message.success('已确认');
        context.reload();
      }),
  },
  { label: '下载', action: 'download', shown: (row) => row.status === '待确认' || row.status === '已完成', run: (row) => saveFile(row.reqNo) },
];
