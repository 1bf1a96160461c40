import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DONE_TEXT, DangerousOpDialog } from './DangerousOpDialog.tsx';
import { renderUi } from '../testing/renderUi.tsx';

const NAME = '宁波鑫达五金商行';

function show(execute: (code: string, name: string) => Promise<unknown>, onDone = vi.fn()) {
  renderUi(
    <DangerousOpDialog
      opened
      onClose={vi.fn()}
      title="删除账套"
      objectName={NAME}
      objectLabel="账套名称"
      warning="账套的全部数据将被删除"
      sendCode={async () => true}
      execute={execute}
      onDone={onDone}
    />,
  );
  return onDone;
}

// Typing into Mantine inputs is slow in jsdom: each test gets 15 s.
describe('dangerous-operation dialog', () => {
  it('asks for the exact name, then a code, then runs the operation with both', async () => {
    const execute = vi.fn(async () => true);
    const onDone = show(execute);
    expect(screen.getByText('账套的全部数据将被删除')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('确认账套名称'), '宁波鑫达');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('输入的名称不一致')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('确认账套名称'), '五金商行');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /手机验证码/ }), '246810');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(DONE_TEXT)).toBeInTheDocument();
    expect(execute).toHaveBeenCalledWith('246810', NAME);
    expect(onDone).toHaveBeenCalledTimes(1);
  }, 15_000);

  it("shows the server's refusal and retries with the code kept", async () => {
    const execute = vi.fn().mockRejectedValueOnce(new Error('手机验证码错误')).mockResolvedValueOnce(true);
    show(execute);
    await userEvent.type(screen.getByLabelText('确认账套名称'), NAME);
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.type(screen.getByRole('textbox', { name: /手机验证码/ }), '135790');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('手机验证码错误')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(DONE_TEXT)).toBeInTheDocument();
    expect(execute).toHaveBeenLastCalledWith('135790', NAME);
  }, 15_000);
});
