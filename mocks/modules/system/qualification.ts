import type { Qualification, QualificationData } from '../../../src/contracts/qualification.ts';
import type { AuditStatus } from '../../../src/contracts/audit.ts';
import { emptyQualification, qualificationProblem } from '../../../src/rules/qualification.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { ownsImage } from '../../domain/images/agentImages.ts';
import { mainOnly, signedIn } from '../../guards.ts';

/**
 * The agent's qualification (docs/product.md#flows): one record per agent with the data under review (draft)
 * and the approved data still in force (effective). The provider's review is the dev-only
 * POST /api/__dev/review (reviewQualification).
 */
const schema = `
CREATE TABLE IF NOT EXISTS qualifications (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL UNIQUE REFERENCES agents(id),
  status TEXT NOT NULL,
  reason TEXT,
  draft TEXT NOT NULL,
  effective TEXT,
  submitted_at INTEGER
);
`;

const approvedSample: QualificationData = {
  companyName: '宁波甬信软件有限公司',
  creditCode: '91330200MA2AAAAA0A',
  legalPerson: '陈静',
  contact: '陈静',
  mobile: '13900000012',
  email: 'chenjing@example.com',
  address: '浙江省宁波市鄞州区天童南路 588 号',
  licenseImageId: '',
  authImageId: '',
};

function seed({ db }: StandInContext, calendar: SeedCalendar): void {
  // agent01's agent has not submitted yet; its sub-agent A10002 was approved.
  const data = JSON.stringify(approvedSample);
  db.prepare("INSERT INTO qualifications (agent_id, status, draft, effective, submitted_at) VALUES (2, '审核通过', ?, ?, ?)").run(
    data,
    data,
    calendar.day(-41, 10),
  );
}

interface QualificationRow {
  id: number;
  agent_id: number;
  status: AuditStatus;
  reason: string | null;
  draft: string;
  effective: string | null;
  submitted_at: number | null;
}

function rowOf(ctx: StandInContext, agentId: number): QualificationRow {
  const found = ctx.db.prepare('SELECT * FROM qualifications WHERE agent_id = ?').get(agentId) as QualificationRow | undefined;
  if (found) return found;
  ctx.db.prepare("INSERT INTO qualifications (agent_id, status, draft) VALUES (?, '未提交', ?)").run(agentId, JSON.stringify(emptyQualification));
  return rowOf(ctx, agentId);
}

function toQualification(row: QualificationRow): Qualification {
  return {
    id: row.id,
    auditStatus: row.status,
    reason: row.reason,
    draft: JSON.parse(row.draft) as QualificationData,
    effective: row.effective === null ? null : (JSON.parse(row.effective) as QualificationData),
    submittedAt: row.submitted_at,
  };
}

const FIELDS = ['companyName', 'creditCode', 'legalPerson', 'contact', 'mobile', 'email', 'address', 'licenseImageId', 'authImageId'] as const;

/** The submitted data, every field a string (others dropped), each checked as the form checks it. */
function readData(ctx: StandInContext, accountId: number, body: unknown): QualificationData {
  const { data } = requireFields(body, { data: 'object' });
  const read = {} as QualificationData;
  for (const field of FIELDS) {
    const value = Object.hasOwn(data, field) ? data[field] : '';
    if (typeof value !== 'string') throw new BadRequestError(`参数 ${field} 应为字符串`);
    read[field] = value.trim();
  }
  const problem = qualificationProblem(read);
  if (problem) throw new BusinessError(problem);
  for (const image of [read.licenseImageId, read.authImageId]) {
    if (!ownsImage(ctx, accountId, image)) throw new BusinessError('图片不存在，请重新上传');
  }
  return read;
}

/** Submitting and withdrawing are the main account's (its staff are told this). */
const MAIN_ONLY = mainOnly('只有主账号可以提交或撤回资质');

/** POST /api/__dev/review {kind:'agentQuality'}: the provider approves or refuses what is under review. */
export function reviewQualification(ctx: StandInContext, id: number, approve: boolean, reason: string | undefined): Qualification {
  const row = ctx.db.prepare('SELECT * FROM qualifications WHERE id = ?').get(id) as QualificationRow | undefined;
  if (!row) throw new BusinessError('资质不存在');
  if (row.status !== '审核中') throw new BusinessError('该资质不在审核中');
  if (approve) {
    ctx.db.prepare("UPDATE qualifications SET status = '审核通过', reason = NULL, effective = draft WHERE id = ?").run(id);
  } else {
    ctx.db.prepare("UPDATE qualifications SET status = '审核未通过', reason = ? WHERE id = ?").run(reason?.trim() || '资料不符合要求', id);
  }
  return toQualification(rowOf(ctx, row.agent_id));
}

export const qualificationModule: StandInModule = {
  name: 'qualification',
  schema,
  seed,
  routes({ api }, ctx) {
    api.get('/api/qualification/Get', ({ accountId }) => toQualification(rowOf(ctx, callerOf(ctx, accountId).agentId)), { guard: signedIn });

    api.post('/api/qualification/Submit', ({ accountId, body }) => {
      const { agentId } = callerOf(ctx, accountId);
      const row = rowOf(ctx, agentId);
      if (row.status === '审核中') throw new BusinessError('资料审核中，请先撤回再修改');
      const data = readData(ctx, accountId, body);
      ctx.db
        .prepare("UPDATE qualifications SET status = '审核中', reason = NULL, draft = ?, submitted_at = ? WHERE id = ?")
        .run(JSON.stringify(data), ctx.now(), row.id);
      return toQualification(rowOf(ctx, agentId));
    }, { guard: MAIN_ONLY });

    api.post('/api/qualification/Withdraw', ({ accountId }) => {
      const { agentId } = callerOf(ctx, accountId);
      const row = rowOf(ctx, agentId);
      if (row.status !== '审核中') throw new BusinessError('只有审核中的资料可以撤回');
      ctx.db.prepare("UPDATE qualifications SET status = '已撤回' WHERE id = ?").run(row.id);
      return toQualification(rowOf(ctx, agentId));
    }, { guard: MAIN_ONLY });
  },
};
