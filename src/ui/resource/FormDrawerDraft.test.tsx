import { PasswordInput, TextInput } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageMemoryContext, type PageMemory } from '../pageMemory.ts';
import { renderUi } from '../testing/renderUi.tsx';
import { testPageMemory as memory } from '../testing/testPageMemory.ts';
import { FormDrawer } from './FormDrawer.tsx';
import { DRAFT_OFFERED } from './KeptOffer.tsx';

type Values = { name: string; password: string };


function Page({ onSubmit, startOpen = false, forCustomer = '杭州恒发' }: { onSubmit(values: Values): Promise<unknown>; startOpen?: boolean; forCustomer?: string }) {
  const [opened, setOpened] = useState(startOpen);
  return (
    <>
      <button onClick={() => setOpened(true)}>新增账号</button>
      <FormDrawer<Values> opened={opened} title="新增账号" initialValues={{ name: forCustomer, password: '' }} onSubmit={onSubmit} onClose={() => setOpened(false)}>
        {(form) => (
          <>
            <TextInput label="姓名" key={form.key('name')} {...form.getInputProps('name')} />
            <PasswordInput label="密码" key={form.key('password')} {...form.getInputProps('password')} />
          </>
        )}
      </FormDrawer>
    </>
  );
}

function mount(kept: PageMemory, props: Parameters<typeof Page>[0]) {
  return renderUi(
    <ModalsProvider>
      <Notifications />
      <PageMemoryContext.Provider value={kept}>
        <Page {...props} />
      </PageMemoryContext.Provider>
    </ModalsProvider>,
  );
}

const nameBox = () => screen.getByRole('textbox', { name: '姓名' });

describe('an unsaved drawer form comes back with its page', () => {
  it('keeps what was typed but never the password; the page mounted again opens the drawer and offers it back', async () => {
    const kept = memory();
    const onSubmit = vi.fn(async () => 'saved');
    const first = mount(kept, { onSubmit, startOpen: true });
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), '宁波甬信');
    await userEvent.type(screen.getByLabelText('密码'), 'Fresh#2026a');
    expect(kept.kept.get('draft:新增账号')).toEqual({ initial: { name: '杭州恒发' }, values: { name: '宁波甬信' } });
    first.unmount();

    mount(kept, { onSubmit });
    expect(await screen.findByText(DRAFT_OFFERED)).toBeInTheDocument();
    await screen.findByRole('textbox', { name: '姓名' });
    expect(nameBox()).toHaveValue('杭州恒发');
    await userEvent.click(screen.getByRole('button', { name: '恢复未保存的内容' }));
    expect(nameBox()).toHaveValue('宁波甬信');
    expect(screen.getByLabelText('密码')).toHaveValue('');
    expect(screen.queryByText(DRAFT_OFFERED)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('密码'), 'Fresh#2026a');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: '宁波甬信', password: 'Fresh#2026a' });
    // Saved: nothing is kept any more.
    await waitFor(() => expect(kept.kept.size).toBe(0));
  });

  it('放弃 forgets it and closes the drawer it opened; a drawer opened with other values is not offered it', async () => {
    const kept = memory();
    kept.write('draft:新增账号', { initial: { name: '杭州恒发' }, values: { name: '宁波甬信' } });
    const other = mount(kept, { onSubmit: vi.fn(), forCustomer: '温州瓯海' });
    await userEvent.click(screen.getByRole('button', { name: '新增账号' }));
    expect(await screen.findByRole('textbox', { name: '姓名' })).toHaveValue('温州瓯海');
    expect(screen.queryByText(DRAFT_OFFERED)).not.toBeInTheDocument();
    other.unmount();

    mount(kept, { onSubmit: vi.fn() });
    await userEvent.click(await screen.findByRole('button', { name: '放弃' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '姓名' })).not.toBeInTheDocument());
    expect(kept.kept.size).toBe(0);
  });
});
