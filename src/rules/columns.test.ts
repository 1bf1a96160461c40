import { describe, expect, it } from 'vitest';
import { holdsWholeText, staysShown } from './columns.ts';

describe('what a list never cuts', () => {
  it('knows identifiers, phones, dates, amounts, counts and statuses by their titles, figures by their alignment', () => {
    for (const title of ['客户编号', '订单编号', '行号', '批次号', '发票号码', '手机号', '联系电话', '登录账号', '申请时间', '到期日期', '有效期', '金额（元）', '账户余额', '用户数', '计费条数', '发票状态', '转化率']) {
      expect(holdsWholeText(title), title).toBe(true);
    }
    expect(holdsWholeText('合计', 'right')).toBe(true);
    for (const title of ['客户名称', '联系人', '产品', '服务器区域', '来源', '发票抬头', '备注', '数据库名称']) expect(holdsWholeText(title), title).toBe(false);
  });

  it('keeps a reason shown: it is what a failed or refused row is about', () => {
    expect(['失败原因', '未通过原因', '不续费原因'].every(staysShown)).toBe(true);
    expect(['备注', '商品', '联系人'].some(staysShown)).toBe(false);
  });
});
