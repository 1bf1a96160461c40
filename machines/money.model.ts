import { balanceTransferMachine, type BalanceTransferEvent } from './balanceTransfer.machine.ts';
import { rechargeMachine, type RechargeEvent, type RechargeRequest } from './recharge.machine.ts';
import { modelPaths } from './testing/modelCoverage.ts';

// The models of M2 and M15, shared by their unit model tests and the paths replayed in the browser.
export const ONLINE: RechargeRequest = { amountFen: 100_000, channel: '微信', slip: null, idempotencyKey: 'model-online' };
export const TRANSFER: RechargeRequest = { amountFen: 123_400, channel: '对公转账', slip: null, idempotencyKey: 'model-transfer' };

export const rechargePaths = () =>
  modelPaths<RechargeEvent>(rechargeMachine, {
    events: (snapshot) => {
      const fixtures: Record<string, object[]> = {
        creating: [
          { type: 'xstate.done.actor.0.recharge.creating', output: { rechargeNo: 'CZ20261123000001' } },
          { type: 'xstate.error.actor.0.recharge.creating', error: new Error('充值金额应在1元至1000000元之间') },
        ],
        uploadingSlip: [
          { type: 'xstate.done.actor.0.recharge.uploadingSlip', output: { rechargeNo: 'CZ20261123000002' } },
          { type: 'xstate.error.actor.0.recharge.uploadingSlip', error: new Error('转账凭证仅支持 jpg、png 或 pdf 文件') },
        ],
      };
      // Only what the screen offers in each state: the form's submit, and 继续充值 once submitted.
      const user: Record<string, RechargeEvent[]> = {
        editing: [{ type: 'SUBMIT', request: ONLINE }, { type: 'SUBMIT', request: TRANSFER }],
        submitted: [{ type: 'AGAIN' }],
      };
      return [...(user[snapshot.value as string] ?? []), ...(fixtures[snapshot.value as string] ?? [])] as RechargeEvent[];
    },
  });

export const TARGET = { subAgentNo: 'A10002', amountFen: 50_000 };

export const balanceTransferPaths = () =>
  modelPaths<BalanceTransferEvent>(balanceTransferMachine, {
    events: (snapshot) => {
      const fixtures: Record<string, object[]> = {
        transferring: [
          { type: 'xstate.done.actor.0.balanceTransfer.transferring', output: { balanceFen: 2_815_000 } },
          { type: 'xstate.error.actor.0.balanceTransfer.transferring', error: new Error('验证码错误') },
        ],
      };
      const user: Record<string, BalanceTransferEvent[]> = {
        amount: [{ type: 'NEXT', target: TARGET }],
        confirm: [{ type: 'BACK' }, { type: 'CONFIRM', code: '123456', idempotencyKey: 'model-transfer-1' }],
        failed: [{ type: 'BACK' }, { type: 'RETRY' }],
      };
      return [...(user[snapshot.value as string] ?? []), ...(fixtures[snapshot.value as string] ?? [])] as BalanceTransferEvent[];
    },
  });
