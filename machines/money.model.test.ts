import { describe, expect, it } from 'vitest';
import { balanceTransferMachine } from './balanceTransfer.machine.ts';
import { balanceTransferPaths, rechargePaths } from './money.model.ts';
import { rechargeMachine } from './recharge.machine.ts';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';

const title = (path: { steps: { event: { type: string } }[] }) => path.steps.map((step) => step.event.type).join(' → ');

describe('recharge model (M2)', () => {
  const paths = rechargePaths();

  it.each(paths.map((path) => [title(path), path] as const))('keeps what the user needs in each state: %s', (_, path) => {
    const { value, context } = replayPath(rechargeMachine, path).getSnapshot();
    if (value === 'handOff' || value === 'submitted') expect(context.rechargeNo).toMatch(/^CZ\d{14}$/);
    if (value === 'creating' || value === 'uploadingSlip') expect(context.request).not.toBeNull();
    if (value === 'handOff') expect(context.request?.channel).not.toBe('对公转账');
    if (value === 'submitted') expect(context.request?.channel).toBe('对公转账');
    // A refusal returns to the form with the reason and the request as typed.
    if (value === 'editing' && context.error) expect(context.request).not.toBeNull();
  });

  it('covers every state and transition', () => {
    expectFullCoverage('recharge', rechargeMachine, paths);
  });
});

describe('balance transfer model (M15)', () => {
  const paths = balanceTransferPaths();

  it.each(paths.map((path) => [title(path), path] as const))('keeps the request across retries: %s', (_, path) => {
    const { value, context } = replayPath(balanceTransferMachine, path).getSnapshot();
    if (value !== 'amount') expect(context.target).toEqual({ subAgentNo: 'A10002', amountFen: 50_000 });
    if (value === 'transferring' || value === 'failed' || value === 'done') expect(context.request?.idempotencyKey).toBe('model-transfer-1');
    if (value === 'failed') expect(context.error).toBe('验证码错误');
    if (value === 'done') expect(context.balanceFen).toBe(2_815_000);
  });

  it('covers every state and transition', () => {
    expectFullCoverage('balanceTransfer', balanceTransferMachine, paths);
  });
});
