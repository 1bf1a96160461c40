import { TextInput } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDrawer, UNSAVED_CLOSE } from './FormDrawer.tsx';
import { renderUi } from '../testing/renderUi.tsx';

function Harness({ onSubmit, onSaved }: { onSubmit(values: { name: string }): Promise<unknown>; onSaved?(): void }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button onClick={() => setOpened(true)}>打开</button>
      <FormDrawer
        opened={opened}
        title="编辑客户"
        initialValues={{ name: '杭州恒发' }}
        validate={{ name: (value) => (value.trim() ? null : '请填写客户名称') }}
        onSubmit={onSubmit}
        onClose={() => setOpened(false)}
        onSaved={onSaved}
      >
        {(form) => <TextInput label="客户名称" key={form.key('name')} {...form.getInputProps('name')} />}
      </FormDrawer>
    </>
  );
}

function open(onSubmit: (values: { name: string }) => Promise<unknown>, onSaved?: () => void) {
  renderUi(
    <ModalsProvider>
      <Notifications />
      <Harness onSubmit={onSubmit} onSaved={onSaved} />
    </ModalsProvider>,
  );
}

const nameBox = () => screen.getByRole('textbox', { name: '客户名称' });

describe('form drawer', () => {
  it('checks on submit, saves once, says 保存成功, closes and reports the save', async () => {
    const onSubmit = vi.fn(async () => 'saved');
    const onSaved = vi.fn();
    open(onSubmit, onSaved);
    await userEvent.clear(nameBox());
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写客户名称')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(nameBox(), '宁波甬信');
    await userEvent.dblClick(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: '宁波甬信' });
    expect(onSaved).toHaveBeenCalledWith('saved');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '客户名称' })).not.toBeInTheDocument());
  });

  it('keeps the typing and shows the refusal when saving fails', async () => {
    open(async () => {
      throw new Error('客户名称已存在');
    });
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), '重复的名字');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('客户名称已存在')).toBeVisible();
    expect(nameBox()).toHaveValue('重复的名字');
  });

  it('asks before closing with unsaved typing, and opens again on the initial values', async () => {
    open(async () => true);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '客户名称' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    await userEvent.type(nameBox(), '有限公司');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByText(UNSAVED_CLOSE)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: '请确认' })).getByRole('button', { name: '取消' }));
    expect(nameBox()).toHaveValue('杭州恒发有限公司');
    await waitFor(() => expect(screen.queryByText(UNSAVED_CLOSE)).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '请确认' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '客户名称' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    expect(nameBox()).toHaveValue('杭州恒发');
  });
});
