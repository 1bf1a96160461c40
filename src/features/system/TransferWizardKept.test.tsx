import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerCustomer, TransferOwner } from '../../contracts/transfers.ts';
import { PageMemoryContext, type PageMemory } from '../../ui/pageMemory.ts';
import { DRAFT_OFFERED } from '../../ui/resource/KeptOffer.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { testPageMemory } from '../../ui/testing/testPageMemory.ts';
import { TRANSFER_WIZARD } from './keptTransfer.ts';
import { TransferWizard } from './TransferWizard.tsx';

const server = vi.hoisted(() => ({ owners: [] as TransferOwner[], previews: [] as unknown[], moved: [] as number[], unreachable: false }));
vi.mock('./transfersApi.ts', () => ({
  transferOwners: async () => server.owners,
  ownerCustomers: async () => ({ total: 2, pageIndex: 1, pageSize: 10, list: [customer(1, '金华云帆'), customer(2, '源信文具')] }),
  previewTransfer: async (choice: unknown) => {
    server.previews.push(choice);
    return { movable: 2, conflicts: [] };
  },
  runTransfer: async () => ({ id: 7, transferNo: 'ZY00000007', okCount: 2, failCount: 0 }),
  sendTransferCode: async () => undefined,
  stillOwnedCustomers: async (_owner: string, ids: number[]) => {
    if (server.unreachable) throw new Error('网络异常，请稍后重试');
    return ids.filter((id) => !server.moved.includes(id));
  },
}));

function customer(id: number, name: string): OwnerCustomer {
  return { id, name, phone: `1380000000${id}`, productName: '云启CRM', pendingOrders: 0 };
}
const owner = (key: string, name: string): TransferOwner => ({ key, name, kind: 'account', customerCount: 2 });
const LI_NA = owner('account:2', '李娜');
const NING_BO = owner('agent:2', '宁波甬信');

function mount(memory: PageMemory, onClose = vi.fn()) {
  const page = (children: ReactNode) => <PageMemoryContext.Provider value={memory}>{children}</PageMemoryContext.Provider>;
  return { onClose, ...renderUi(page(<TransferWizard onClose={onClose} onOpenBatch={vi.fn()} />)) };
}

async function choose(user: ReturnType<typeof renderUi>['user'], label: string, name: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

/** Walks the wizard to 选择转入方 with 李娜's two customers chosen and 宁波甬信 as the target. */
async function chooseUpToTarget(user: ReturnType<typeof renderUi>['user']) {
  await choose(user, '转出方', '李娜');
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await user.click(await screen.findByRole('checkbox', { name: '全选本页' }));
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await choose(user, '转入方', '宁波甬信');
}

/** A wizard left on 选择转入方 with those choices. */
async function leftOnTarget(memory: PageMemory) {
  const { user, unmount } = mount(memory);
  await chooseUpToTarget(user);
  unmount();
}

describe('新建转移 comes back with its page', () => {
  beforeEach(() => {
    server.moved = [];
    server.unreachable = false;
  });

  it('keeps the step and the choices as they change, and 恢复 puts the wizard back on that step with them', async () => {
    server.owners = [LI_NA, NING_BO];
    const memory = testPageMemory();
    await leftOnTarget(memory);
    expect(memory.kept.get(`wizard:${TRANSFER_WIZARD}`)).toEqual({ step: 2, values: { source: 'account:2', customerIds: [1, 2], target: 'agent:2' } });

    const { user } = mount(memory);
    expect(await screen.findByText(DRAFT_OFFERED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '恢复未保存的内容' }));
    expect(screen.getByRole('textbox', { name: '转入方' })).toHaveValue('宁波甬信（2个客户）');
    expect(screen.queryByText(DRAFT_OFFERED)).toBeNull();
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(await screen.findByText('已选 2 个客户')).toBeInTheDocument();
  });

  it('brings the phone step back as a preview asked again, keeps no phone code, and forgets once finished', async () => {
    server.owners = [LI_NA, NING_BO];
    server.previews = [];
    const memory = testPageMemory();
    const { user, unmount } = mount(memory);
    await chooseUpToTarget(user);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByText('可转移 2 个客户');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(screen.getByRole('textbox', { name: /手机验证码/ }), '123456');
    expect(memory.kept.get(`wizard:${TRANSFER_WIZARD}`)).toEqual({ step: 4, values: { source: 'account:2', customerIds: [1, 2], target: 'agent:2' } });
    unmount();

    mount(memory);
    await user.click(await screen.findByRole('button', { name: '恢复未保存的内容' }));
    expect(await screen.findByText('可转移 2 个客户')).toBeInTheDocument();
    expect(server.previews).toHaveLength(2);

    // Finishing forgets.
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.type(screen.getByRole('textbox', { name: /手机验证码/ }), '123456');
    await user.click(screen.getByRole('button', { name: '确认转移 2 个客户' }));
    expect(await screen.findByText('转移完成')).toBeInTheDocument();
    expect(memory.kept.size).toBe(0);
  });

  it('says which chosen owner is gone and starts at step 1 with what still holds', async () => {
    server.owners = [LI_NA, NING_BO];
    const memory = testPageMemory();
    await leftOnTarget(memory);
    server.owners = [LI_NA];

    const { user } = mount(memory);
    await user.click(await screen.findByRole('button', { name: '恢复未保存的内容' }));
    expect(screen.getByText('上次选择的转入方已不存在，请从第一步重新选择')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '转出方' })).toHaveValue('李娜（2个客户）');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('已选 2 个客户')).toBeInTheDocument();
  });

  it('drops a kept customer moved to another owner since, says so, and shows the rest on 选择客户 to confirm', async () => {
    server.owners = [LI_NA, NING_BO];
    const memory = testPageMemory();
    await leftOnTarget(memory);
    server.moved = [2];

    const { user } = mount(memory);
    await user.click(await screen.findByRole('button', { name: '恢复未保存的内容' }));
    expect(await screen.findByText('上次选择的客户中有 1 个已不存在或已转移，请重新确认')).toBeInTheDocument();
    expect(screen.getByText('已选 1 个客户')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: '选择 金华云帆' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择 源信文具' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('textbox', { name: '转入方' })).toHaveValue('宁波甬信（2个客户）');
  });

  it('says why 恢复 could not check the customers and keeps offering it', async () => {
    server.owners = [LI_NA, NING_BO];
    const memory = testPageMemory();
    await leftOnTarget(memory);
    server.unreachable = true;

    const { user } = mount(memory);
    await user.click(await screen.findByRole('button', { name: '恢复未保存的内容' }));
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
    expect(screen.getByText(DRAFT_OFFERED)).toBeInTheDocument();
    server.unreachable = false;
    await user.click(screen.getByRole('button', { name: '恢复未保存的内容' }));
    expect(await screen.findByRole('textbox', { name: '转入方' })).toHaveValue('宁波甬信（2个客户）');
    expect(screen.queryByText('网络异常，请稍后重试')).toBeNull();
  });

  it('放弃 starts at step 1 and forgets; cancelling forgets too', async () => {
    server.owners = [LI_NA, NING_BO];
    const memory = testPageMemory();
    await leftOnTarget(memory);

    const first = mount(memory);
    await first.user.click(await screen.findByRole('button', { name: '放弃' }));
    expect(screen.getByRole('textbox', { name: '转出方' })).toHaveValue('');
    expect(memory.kept.size).toBe(0);
    first.unmount();

    await leftOnTarget(memory);
    const second = mount(memory);
    await second.user.click(screen.getByRole('button', { name: '关闭' }));
    expect(second.onClose).toHaveBeenCalledWith(false);
    expect(memory.kept.size).toBe(0);
  });
});
