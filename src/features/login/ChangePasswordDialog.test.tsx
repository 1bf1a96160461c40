import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { homeScreens } from '../../contracts/screens/home.ts';

const calls = vi.hoisted(() => ({
  update: vi.fn<(change: object) => Promise<boolean>>(),
  clearSession: vi.fn(),
  info: vi.fn(),
  success: vi.fn(),
}));
vi.mock('../../api/auth.ts', () => ({ updateLoginPassword: calls.update }));
vi.mock('../../api/session.ts', () => ({ clearSession: calls.clearSession }));
vi.mock('../../ui/message.ts', () => ({ message: { info: calls.info, success: calls.success, error: vi.fn() } }));

function open() {
  const location = memoryLocation({ path: homeScreens.homePage.path, record: true });
  const onClose = vi.fn();
  renderUi(
    <Router hook={location.hook}>
      <ChangePasswordDialog opened onClose={onClose} />
    </Router>,
  );
  const dialog = within(screen.getByRole('dialog', { name: '修改密码' }));
  return { dialog, onClose, location, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());

describe('change-password dialog on its own', () => {
  it('checks every field before calling the server, and re-checks the confirmation when the new password changes', async () => {
    const { dialog, user } = open();
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(dialog.getByText('请输入旧密码')).toBeInTheDocument();
    expect(dialog.getByText('请输入密码')).toBeInTheDocument();
    expect(dialog.getByText('请确认密码')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^新密码/), 'Better#2026');
    await user.type(dialog.getByLabelText(/^确认密码/), 'Better#2026');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(dialog.queryByText('两次输入密码不一致!')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^新密码/), 'x');
    expect(dialog.getByText('两次输入密码不一致!')).toBeInTheDocument();
    expect(calls.update).not.toHaveBeenCalled();
  });

  it('on success says so, closes, ends the session and goes to login', async () => {
    calls.update.mockResolvedValue(true);
    const { dialog, user, onClose, location } = open();
    await user.type(dialog.getByLabelText(/^旧密码/), 'Staff@2026');
    await user.type(dialog.getByLabelText(/^新密码/), 'Better#2026');
    await user.type(dialog.getByLabelText(/^确认密码/), 'Better#2026');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.update).toHaveBeenCalledWith({ oldPassword: 'Staff@2026', password: 'Better#2026', agPassWord: 'Better#2026' });
    expect(calls.success).toHaveBeenCalledWith('修改成功！,请重新登陆');
    expect(calls.clearSession).toHaveBeenCalled();
    expect(location.history.at(-1)).toBe('/login');
  });

  it('keeps the dialog and what was typed when the server says no', async () => {
    calls.update.mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('旧密码错误'));
    const { dialog, user, onClose } = open();
    await user.type(dialog.getByLabelText(/^旧密码/), 'Staff@2026');
    await user.type(dialog.getByLabelText(/^新密码/), 'Better#2026');
    await user.type(dialog.getByLabelText(/^确认密码/), 'Better#2026');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.info).toHaveBeenCalledWith('修改失败，请重试或联系客服'));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.info).toHaveBeenCalledWith('旧密码错误'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByLabelText(/^新密码/)).toHaveValue('Better#2026');
  });
});
