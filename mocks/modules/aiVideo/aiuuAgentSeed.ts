import { COMMISSION_RATE, type AiuuCardType } from '../../../src/contracts/aiuu.ts';
import { pick, seededRandom } from '../../db.ts';
import type { StandInContext } from '../../module.ts';
import { addPeriod, chinaMonthStart, chinaYear } from '../../../src/rules/calendar.ts';
import { nextNumber } from '../../domain/numbers.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { slipPng } from '../../png.ts';
import { AIUU_DAY_MS, CARD_PERIOD, CARD_PRICE_FEN, commissionOf, periodOf } from './aiuuShared.ts';

const nicks = ['小鹿剪辑', '阿杰探店', '晴天穿搭', '老王说车', '小米烘焙', '橙子带货', '大海钓鱼', '一只猫的日常'];
const cards: AiuuCardType[] = ['MONTH_CARD', 'MONTH_CARD', 'QUARTER_CARD', 'YEAR_CARD'];

/** Promoters, the users they brought, tiktok bindings, card orders and one paid settlement (agent A10001). */
export function seedAiuuAgent(ctx: StandInContext, calendar: SeedCalendar): void {
  const { db } = ctx;
  // The promotion started about five months before the seed; cards were sold until two days before it.
  const START = calendar.day(-142, 8);
  const salesEnd = calendar.day(-2, 8);
  const random = seededRandom(1414);
  const promoter = db.prepare('INSERT INTO aiuu_promoters (code, agent_id, name, tel, status, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  promoter.run('P1001', 1, '周晓东', '13566660001', '启用', START);
  promoter.run('P1002', 1, '林雨', '13566660002', '启用', START + AIUU_DAY_MS);
  promoter.run('P1003', 1, '郑凯', '13566660003', '停用', START + 2 * AIUU_DAY_MS);
  promoter.run('P2001', 2, '孙倩', '13766660001', '启用', START);
  const member = db.prepare('INSERT INTO aiuu_members (mobile, agent_no, promoter, created_at) VALUES (?, ?, ?, ?)');
  const membership = db.prepare('INSERT INTO aiuu_memberships (mobile, kind, source, ref_id, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)');
  const visit = db.prepare('INSERT INTO aiuu_visits (promoter_code, gift_type, at) VALUES (?, ?, ?)');
  const binding = db.prepare('INSERT INTO aiuu_tiktok_bindings (mobile, dy_nick, auth_status, bind_time) VALUES (?, ?, ?, ?)');
  const order = db.prepare(
    'INSERT INTO aiuu_card_orders (order_no, mobile, agent_no, card_type, amount_fen, commission_fen, pay_method, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const members: Array<[agentNo: string, promoters: Array<string | null>, count: number]> = [
    ['A10001', ['P1001', 'P1002', 'P1001', null], 22],
    ['A10002', ['P2001'], 6],
  ];
  let orderSeq = 0;
  members.forEach(([agentNo, codes, count], agentIndex) => {
    for (let i = 1; i <= count; i += 1) {
      const mobile = `1596${agentIndex + 1}${String(i).padStart(6, '0')}`;
      const code = codes[i % codes.length];
      const createdAt = START + Math.floor(random() * 100) * AIUU_DAY_MS;
      member.run(mobile, agentNo, code, createdAt);
      // The claim's own visit of the gift page, and visitors of the same link who left without claiming.
      if (code) for (let seen = 0; seen <= 1 + (i % 3); seen += 1) visit.run(code, 1, createdAt - (seen + 1) * 3_600_000);
      membership.run(mobile, 'TRIAL', code ? 'marketing' : 'self', null, createdAt, createdAt + 7 * AIUU_DAY_MS);
      if (i % 2 === 0) binding.run(mobile, pick(random, nicks), i % 6 === 0 ? '授权过期' : '已授权', createdAt + AIUU_DAY_MS);
      let at = createdAt + 7 * AIUU_DAY_MS;
      while (random() < 0.6 && at < salesEnd) {
        const card = pick(random, cards);
        orderSeq += 1;
        const orderNo = `AU${chinaYear(at)}${String(orderSeq).padStart(6, '0')}`;
        const amount = CARD_PRICE_FEN[card];
        order.run(orderNo, mobile, agentNo, card, amount, commissionOf(amount), pick(random, ['微信', '支付宝']), '已支付', at);
        const endsAt = addPeriod(at, CARD_PERIOD[card]);
        membership.run(mobile, card, 'order', orderNo, at, endsAt);
        at = endsAt;
      }
    }
  });
  seedPaidSettlement(ctx);
}

/** The agent's first month of card sales, settled after the month ended and paid (with the provider's payment voucher). */
function seedPaidSettlement(ctx: StandInContext): void {
  const orders = ctx.db
    .prepare("SELECT order_no, amount_fen, commission_fen, created_at FROM aiuu_card_orders WHERE agent_no = 'A10001' ORDER BY created_at")
    .all() as Array<{ order_no: string; amount_fen: number; commission_fen: number; created_at: number }>;
  if (orders.length === 0) return;
  const period = periodOf(orders[0].created_at);
  const inPeriod = orders.filter((row) => periodOf(row.created_at) === period);
  const at = chinaMonthStart(orders[0].created_at, 1) + 4 * AIUU_DAY_MS + 2 * 3_600_000;
  const settleNo = nextNumber(ctx, 'JS', at);
  ctx.db
    .prepare(
      `INSERT INTO aiuu_settlements (settle_no, agent_id, period, order_count, order_amount_fen, rate, amount_fen, status, payee_name, bank_name,
         account_no, invoice_file_name, created_at, paid_at, voucher_mime, voucher_bytes)
         VALUES (?, 1, ?, ?, ?, ?, ?, '已打款', '杭州云启科技有限公司', '招商银行杭州分行', '571908765432101', '佣金发票.pdf', ?, ?, 'image/png', ?)`,
    )
    .run(
      settleNo,
      period,
      inPeriod.length,
      inPeriod.reduce((sum, row) => sum + row.amount_fen, 0),
      COMMISSION_RATE,
      inPeriod.reduce((sum, row) => sum + row.commission_fen, 0),
      at,
      at + 3 * AIUU_DAY_MS,
      slipPng(),
    );
  const line = ctx.db.prepare('INSERT INTO aiuu_settlement_lines (settle_no, order_no) VALUES (?, ?)');
  const mark = ctx.db.prepare('UPDATE aiuu_card_orders SET settle_no = ? WHERE order_no = ?');
  for (const row of inPeriod) {
    line.run(settleNo, row.order_no);
    mark.run(settleNo, row.order_no);
  }
}
