import type { OperationPurpose } from '../../src/contracts/operationCode.ts';
import { BusinessError } from '../errors.ts';
import type { StandInContext } from '../module.ts';
import { accountById } from './accounts.ts';
import { CODE_MESSAGES } from './phoneCodeMessages.ts';

/**
 * Phone codes that confirm a sensitive operation (docs/product.md#screen-patterns: ownership and money moves, dangerous
 * operations): sent to the caller's own bound phone by the login area's SendOperationCode, checked here by every
 * area whose operation needs one.
 */

/** The outbox purpose a code for the operation is sent and checked under. */
export const purposeKey = (purpose: string) => `operation:${purpose}`;

/** Refuses the operation unless `code` is the newest unused code sent to the caller for `purpose` (used up when right). */
export function requireOperationCode(ctx: StandInContext, accountId: number, purpose: OperationPurpose, code: unknown, client = ''): void {
  if (typeof code !== 'string' || !/^\d{4,6}$/.test(code.trim())) throw new BusinessError('请输入正确的验证码');
  const check = ctx.sms.verify(accountById(ctx, accountId).phone, purposeKey(purpose), code.trim(), client);
  if (check !== 'ok') throw new BusinessError(CODE_MESSAGES[check]);
}
