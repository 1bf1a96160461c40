import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OperationCodeField } from './OperationCodeField.tsx';
import { renderUi } from '../testing/renderUi.tsx';

function Harness({ send }: { send(): Promise<unknown> }) {
  const [code, setCode] = useState('');
  return <OperationCodeField value={code} onChange={setCode} send={send} />;
}

const show = (send: () => Promise<unknown>) =>
  renderUi(<Harness send={send} />);

describe('operation code field', () => {
  it('sends on 获取验证码, then counts down 120 s; keeps digits only', async () => {
    const send = vi.fn(async () => true);
    show(send);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /^剩余(120|119)秒$/ })).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByRole('textbox', { name: /手机验证码/ }), '12a34567');
    expect(screen.getByRole('textbox', { name: /手机验证码/ })).toHaveValue('123456');
  });

  it("shows the server's refusal under the box and lets the user try again", async () => {
    show(async () => {
      throw new Error('操作过于频繁，请稍后再试');
    });
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
