import { OPERATION_PURPOSES, type OperationPurpose } from '../../../src/contracts/operationCode.ts';
import { BadRequestError } from '../../errors.ts';
import type { StandInModule } from '../../module.ts';
import { requireFields } from '../../validate.ts';
import { accountById } from '../../domain/accounts.ts';
import { purposeKey } from '../../domain/operationCodes.ts';
import { sendAccountCode } from './signIn.ts';
import { signedIn } from '../../guards.ts';

/**
 * Sends the phone codes that confirm a sensitive operation (docs/product.md#screen-patterns: ownership and money moves,
 * dangerous operations) to the caller's own bound phone, with the sign-in codes' resend window, limits and five
 * tries; the operation checks it with requireOperationCode (mocks/domain/operationCodes.ts).
 */

export const OPERATION_CODE_SENT = '验证码已发送至您绑定的手机';

function readPurpose(value: unknown): OperationPurpose {
  const purpose = OPERATION_PURPOSES.find((known) => known === value);
  if (!purpose) throw new BadRequestError('参数 purpose 不是支持的操作');
  return purpose;
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
