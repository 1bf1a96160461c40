import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordAction } from './actionJournal.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { renderUi } from './testing/renderUi.tsx';

/** A page that fails to render once its action has been sent (as a page that loops after a success). */
function Page({ send }: { send(): Promise<unknown> }) {
  const [sent, setSent] = useState(false);
  if (sent) throw new Error('Minified React error #185; visit https://react.dev/errors/185');
  return <button onClick={() => void send().finally(() => setSent(true))}>提交</button>;
}

const show = (send: () => Promise<unknown>) =>
  renderUi(
    <PageErrorBoundary>
      <Page send={send} />
    </PageErrorBoundary>,
  );

describe('page error screen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('speaks Chinese and says the action sent before the failure went through', async () => {
    show(() => recordAction('划拨', async () => ({ balanceFen: 100 })));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('页面出错了');
    expect(alert).toHaveTextContent('「划拨」已成功完成，请勿重复操作。');
    expect(alert).not.toHaveTextContent(/Minified|error/i);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('says when the action did not go through', async () => {
    show(() => recordAction('余额支付', async () => Promise.reject(new Error('余额不足'))).catch(() => undefined));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('「余额支付」没有成功，可以重新操作。');
  });

  it('does not claim an action of an earlier page', async () => {
    await recordAction('划拨', async () => true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    show(async () => undefined);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('如出错前提交过操作，请先在相关记录中核对结果');
    expect(alert).not.toHaveTextContent('划拨');
  });
});
