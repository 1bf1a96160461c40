// One status vocabulary for every screen (docs/product.md#statuses): each word always wears the same colour.

export type StatusColour = 'orange' | 'blue' | 'green' | 'gray' | 'red' | 'yellow' | 'cyan' | 'violet';

const colours: Record<string, StatusColour> = {
  // 订单 and payments
  待支付: 'orange',
  已支付: 'blue',
  已完成: 'green',
  已取消: 'gray',
  已关闭: 'gray',
  退款中: 'yellow',
  已退款: 'gray',
  已扫码: 'blue',
  支付成功: 'green',
  已过期: 'orange',
  支付失败: 'red',
  // 硬件订单
  待发货: 'orange',
  已发货: 'blue',
  已签收: 'green',
  // 发票
  待审核: 'orange',
  已驳回: 'red',
  开票中: 'blue',
  已开票: 'green',
  已邮寄: 'green',
  已撤回: 'gray',
  退票审核中: 'orange',
  已退票: 'gray',
  退票驳回: 'red',
  未开票: 'gray',
  不可开票: 'gray',
  // 审核
  未提交: 'gray',
  审核中: 'orange',
  审核通过: 'green',
  审核未通过: 'red',
  // 服务
  试用中: 'blue',
  试用: 'blue',
  正常: 'green',
  正式: 'green',
  即将到期: 'orange',
  已到期: 'red',
  已停用: 'gray',
  已清除: 'gray',
  // 工单, 结算, 任务
  待受理: 'orange',
  处理中: 'blue',
  待补充: 'yellow',
  已解决: 'green',
  待打款: 'blue',
  已打款: 'green',
  未结算: 'gray',
  结算中: 'orange',
  已结算: 'green',
  已授权: 'green',
  授权过期: 'orange',
  排队中: 'gray',
  进行中: 'blue',
  部分失败: 'orange',
  失败: 'red',
  // Word格式
  制作中: 'blue',
  待确认: 'cyan',
  // 合同
  待签署: 'orange',
  已签署: 'blue',
  已生效: 'green',
  已作废: 'gray',
  // 账号, 角色, 上下架, 到账
  启用: 'green',
  停用: 'gray',
  锁定: 'red',
  冻结: 'red',
  上架: 'green',
  下架: 'gray',
  已到账: 'green',
  // 物流通费用
  已扣费: 'green',
  欠费: 'red',
  成功: 'green',
  重复: 'orange',
  发送中: 'blue',
  待发送: 'orange',
  // 抖店 and 小程序授权
  未授权: 'gray',
  // 账套
  恢复中: 'blue',
  // 短信应用
  余量不足: 'orange',
  // 二级代理, 注册跟进, 加密狗, 用户数异常
  未跟进: 'gray',
  跟进中: 'blue',
  已转正: 'green',
  已放弃: 'gray',
  库存: 'cyan',
  已绑定: 'green',
  已挂失: 'red',
  已上云: 'blue',
  未处理: 'orange',
  已通知: 'blue',
  已增购: 'green',
  已忽略: 'gray',
};

/** The colour of a status word; a word outside the vocabulary is grey. */
export function statusColour(status: string): StatusColour {
  return Object.hasOwn(colours, status) ? colours[status] : 'gray';
}
