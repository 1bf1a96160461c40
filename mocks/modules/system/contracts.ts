import { CONTRACT_SIGN_PURPOSE, type Contract, type ContractText, type ContractType, type SignStatus } from '../../../src/contracts/contracts.ts';
import { PROVIDER } from '../../../src/contracts/provider.ts';
import { addYears, chinaYear } from '../../../src/rules/calendar.ts';
import { BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { requireOperationCode } from '../../domain/operationCodes.ts';
import { mainOnly, signedIn } from '../../guards.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';

/** The agency contracts between the provider and each agent (/contractManage): read, sign with a phone code, renew. */
const schema = `
CREATE TABLE IF NOT EXISTS contracts (
  id INTEGER PRIMARY KEY,
  contract_no TEXT NOT NULL UNIQUE,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  sign_time INTEGER
);
`;

const DAY = 24 * 60 * 60 * 1000;
/** 续签 is offered this close to the end. */
export const RENEW_WITHIN_DAYS = 30;
const CHINA_OFFSET = 8 * 60 * 60 * 1000;
const day = (text: string) => Date.parse(`${text}T00:00:00+08:00`);

/** A contract's first day, last day and day signed (China dates: midnight, the day's last instant, 10:00). */
type SeedContract = [agentId: number, name: string, type: ContractType, start: number, end: number, status: SignStatus, signed: number | null];

/**
 * The agents' contracts around the seed: last cycle's, ended; the one in force, ending in 20 days (so 续签 is
 * offered); a supplement signed five months ago; one starting next month, to sign; a voided one; and the
 * sub-agent's for this year, to sign.
 */
function seedContracts(calendar: SeedCalendar): SeedContract[] {
  const year = calendar.year();
  const jan1 = (shift: number) => day(`${year + shift}-01-01`);
  const yearFrom = (start: number) => addYears(start, 1) - DAY;
  const currentStart = jan1(-1);
  const currentEnd = calendar.day(20);
  const smsStart = calendar.monthStart(-5);
  const aiStart = calendar.monthStart(1);
  const voidStart = calendar.monthStart(-20);
  return [
    [1, `${year - 2}年度代理协议`, '代理协议', jan1(-2), jan1(-1) - DAY, '已到期', day(`${year - 3}-12-20`)],
    [1, `${year - 1}-${chinaYear(currentEnd)}年度代理协议`, '代理协议', currentStart, currentEnd, '已生效', currentStart - 14 * DAY],
    [1, '短信业务补充协议', '补充协议', smsStart, yearFrom(smsStart), '已签署', smsStart - 12 * DAY],
    [1, 'AI视频推广补充协议', '补充协议', aiStart, yearFrom(aiStart), '待签署', null],
    [1, '区域独家补充协议（已作废）', '补充协议', voidStart, yearFrom(voidStart), '已作废', null],
    [2, `${year}年度二级代理协议`, '代理协议', jan1(0), jan1(1) - DAY, '待签署', null],
  ];
}

function seed({ db }: StandInContext, calendar: SeedCalendar): void {
  const insert = db.prepare(
    'INSERT INTO contracts (contract_no, agent_id, name, type, start_at, end_at, status, sign_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  seedContracts(calendar).forEach(([agentId, name, type, start, end, status, signed], index) =>
    insert.run(`HT${chinaYear(start)}${String(index + 1).padStart(4, '0')}`, agentId, name, type, start, end + DAY - 1, status, signed && signed + 10 * 3_600_000),
  );
}

/** 已签署 and 已生效 hold until the last day: past it a contract reads 已到期, whenever it is read. */
const signStatusSql = (now: number) => `(CASE WHEN t.status IN ('已签署', '已生效') AND t.end_at < ${Math.trunc(now)} THEN '已到期' ELSE t.status END)`;

interface ContractRow {
  id: number;
  contract_no: string;
  agent_id: number;
  name: string;
  type: ContractType;
  start_at: number;
  end_at: number;
  status: SignStatus;
  sign_time: number | null;
}

const dateText = (time: number) => new Date(time + CHINA_OFFSET).toISOString().slice(0, 10);

function toContract(ctx: StandInContext, row: ContractRow): Contract {
  const lapsed = (row.status === '已签署' || row.status === '已生效') && row.end_at < ctx.now();
  const status: SignStatus = lapsed ? '已到期' : row.status;
  const inForce = status === '已签署' || status === '已生效';
  return {
    id: row.id,
    contractNo: row.contract_no,
    contractName: row.name,
    contractType: row.type,
    period: `${dateText(row.start_at)} 至 ${dateText(row.end_at)}`,
    endAt: row.end_at,
    signStatus: status,
    signTime: row.sign_time,
    expiringSoon: inForce && row.end_at - ctx.now() <= RENEW_WITHIN_DAYS * DAY,
  };
}

function ownContract(ctx: StandInContext, accountId: number, id: number): ContractRow {
  const row = ctx.db.prepare('SELECT * FROM contracts WHERE id = ? AND agent_id = ?').get(id, callerOf(ctx, accountId).agentId) as
    | ContractRow
    | undefined;
  if (!row) throw new BusinessError('合同不存在');
  return row;
}

/** Signing and renewing are the main account's (its staff are told this). */
const MAIN_ONLY = mainOnly('只有主账号可以签署或续签合同');

const CLAUSES = [
  '甲方授权乙方在约定区域内销售甲方的软件产品及增值服务，乙方应以甲方公布的价格体系为准，不得擅自降价或变相降价。',
  '乙方应按照甲方的服务标准为客户提供售前咨询、开通、培训及一线售后支持，并对客户资料承担保密义务。',
  '甲方按照乙方的代理级别给予相应折扣，折扣以代理商后台显示为准；年度返利按甲方当年公布的政策执行。',
  '乙方通过代理商后台下单并以预存余额、微信或支付宝支付，款项到账后甲方为客户开通服务。',
  '乙方不得以甲方名义对外作出任何承诺，不得从事损害甲方商誉的行为；违反本条款的，甲方有权终止合作。',
  '乙方应于每季度末前通过代理商后台核对客户到期情况，及时提醒客户续费，并如实登记不续费原因。',
  '甲方负责软件产品的版本升级、云端运维与数据备份，保障服务年可用率不低于99.9%，计划内维护提前三日公告。',
  '客户数据的所有权归客户所有；乙方仅可为提供服务之必要查看客户数据，不得复制、出售或向第三方提供。',
  '乙方申请开具发票的，以实际支付金额为限，由甲方按国家税务规定开具；已开具的发票退回须附原票或红字信息表。',
  '乙方发展二级代理的，应事先在代理商后台登记并对其行为承担连带责任，二级代理的价格不得低于甲方指导价。',
  '任何一方因不可抗力不能履行本协议的，应及时通知对方并在合理期限内提供证明，可据实部分或全部免除责任。',
  '本协议期满前三十日内，乙方可在代理商后台申请续签；期满未续签的，乙方名下客户的服务继续有效至各自到期日。',
  '本协议未尽事宜，由双方另行签订补充协议，补充协议与本协议具有同等法律效力。',
  '双方因履行本协议产生的争议，应友好协商解决；协商不成的，提交甲方所在地人民法院诉讼解决。',
];

/** The contract's text: parties, term and numbered clauses (long enough that reading it means scrolling). */
function contractText(row: ContractRow, agentName: string): string {
  const clauses = CLAUSES.map((clause, index) => `第${index + 1}条 ${clause}`);
  return [
    row.name,
    `合同编号：${row.contract_no}`,
    `甲方：${PROVIDER.name}`,
    `乙方：${agentName}`,
    `合同期限：${dateText(row.start_at)} 至 ${dateText(row.end_at)}`,
    ...clauses,
    '本协议自双方签署之日起生效，一式两份，双方各执一份，具有同等法律效力。',
    '（以下无正文）',
  ].join('\n\n');
}

function renew(ctx: StandInContext, accountId: number, id: number): Contract {
  const row = ownContract(ctx, accountId, id);
  const contract = toContract(ctx, row);
  if (contract.signStatus !== '已到期' && !contract.expiringSoon) throw new BusinessError('该合同暂不需要续签');
  const pending = ctx.db
    .prepare("SELECT 1 FROM contracts WHERE agent_id = ? AND name = ? AND status = '待签署' AND start_at > ?")
    .get(row.agent_id, `${row.name}（续签）`, row.end_at);
  if (pending) throw new BusinessError('已有待签署的续签合同');
  const start = Math.max(row.end_at + 1, day(dateText(ctx.now())));
  const result = ctx.db
    .prepare("INSERT INTO contracts (contract_no, agent_id, name, type, start_at, end_at, status) VALUES ('', ?, ?, ?, ?, ?, '待签署')")
    .run(row.agent_id, `${row.name}（续签）`, row.type, start, addYears(start, 1) - 1);
  const newId = Number(result.lastInsertRowid);
  ctx.db.prepare('UPDATE contracts SET contract_no = ? WHERE id = ?').run(`HT${dateText(start).slice(0, 4)}${String(newId).padStart(4, '0')}`, newId);
  return toContract(ctx, ownContract(ctx, accountId, newId));
}

export const contractsModule: StandInModule = {
  name: 'contracts',
  schema,
  seed,
  routes({ api }, ctx) {
    api.post('/api/contract/List', ({ accountId, body }) =>
      pagedList(ctx, pagedListFor(systemScreens.contractManage.list, {
        from: 'contracts t',
        scope: { sql: 't.agent_id = ?', params: [callerOf(ctx, accountId).agentId] },
        sortable: { contractNo: 't.contract_no', signTime: 't.sign_time', period: 't.start_at' },
        filterable: { signStatus: signStatusSql(ctx.now()), contractType: 't.type' },
        keyword: ['t.contract_no', 't.name'],
        dateColumn: 't.sign_time',
        defaultOrder: 't.start_at DESC, t.id DESC',
        toItem: (row: ContractRow) => toContract(ctx, row),
      }), body), { guard: signedIn },
    );

    api.get('/api/contract/Text', ({ accountId, query }): ContractText => {
      const row = ownContract(ctx, accountId, Number(query.id));
      const agent = ctx.db.prepare('SELECT name FROM agents WHERE id = ?').get(row.agent_id) as { name: string };
      return { id: row.id, contractName: row.name, text: contractText(row, agent.name) };
    }, { guard: signedIn });

    api.post('/api/contract/Sign', ({ accountId, body }) => {
      const { id, agreed, code } = requireFields(body, { id: 'number', agreed: 'boolean', code: 'string' });
      const row = ownContract(ctx, accountId, id);
      if (row.status !== '待签署') throw new BusinessError('该合同不是待签署状态');
      if (!agreed) throw new BusinessError('请先阅读并同意合同条款');
      requireOperationCode(ctx, accountId, CONTRACT_SIGN_PURPOSE, code);
      ctx.db.prepare("UPDATE contracts SET status = '已签署', sign_time = ? WHERE id = ?").run(ctx.now(), id);
      return toContract(ctx, ownContract(ctx, accountId, id));
    }, { guard: MAIN_ONLY });

    api.post('/api/contract/Renew', ({ accountId, body }) => renew(ctx, accountId, requireFields(body, { id: 'number' }).id), { guard: MAIN_ONLY });
  },
};
