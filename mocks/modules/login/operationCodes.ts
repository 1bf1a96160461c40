import { OPERATION_PURPOSES, type OperationPurpose } from '../../../src/contracts/operationCode.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { requireFields } from '../../validate.ts';
import { accountById } from '../../domain/accounts.ts';
import { CODE_MESSAGES, sendAccountCode } from './signIn.ts';
import { signedIn } from '../../guards.ts';

/**
 * Phone codes that confirm a sensitive operation (docs/product.md#screen-patterns: ownership and money moves, dangerous
 * operations): sent to the caller's own bound phone, with the sign-in codes' resend window, limits
 * and five tries.
 */

export const OPERATION_CODE_SENT = '验证码已发送至您绑定的手机';
const purposeKey = (purpose: string) => `operation:${purpose}`;

function readPurpose(value: unknown): OperationPurpose {
  const purpose = OPERATION_PURPOSES.find((known) => known === value);
  if (!purpose) throw new BadRequestError('参数 purpose 不是支持的操作');
  return purpose;
}

/** Refuses the operation unless `code` is the newest unused code sent to the caller for `purpose` (used up when right). */
export function requireOperationCode(ctx: StandInContext, accountId: number, purpose: OperationPurpose, code: unknown, client = ''): void {
  if (typeof code !== 'string' || !/^\d{4,6}$/.test(code.trim())) throw new BusinessError('请输入正确的验证码');
  const check = ctx.sms.verify(accountById(ctx, accountId).phone, purposeKey(purpose), code.trim(), client);
  if (check !== 'ok') throw new BusinessError(CODE_MESSAGES[check]);
}

export const operationCodesModule: StandInModule = {
  name: 'operationCodes',
  routes({ api }, ctx) {
    api.post(
      '/api/safety/SendOperationCode',
      ({ accountId, body, client }) => {
        const purpose = readPurpose(requireFields(body, { purpose: 'string' }).purpose);
        return sendAccountCode(ctx, accountById(ctx, accountId).account, purposeKey(purpose), client);
      },
      { guard: signedIn, message: OPERATION_CODE_SENT },
    );
  },
};
