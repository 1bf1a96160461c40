import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageMemoryContext, type PageMemory } from '../../ui/pageMemory.ts';
import { DRAFT_OFFERED } from '../../ui/resource/KeptOffer.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import { testPageMemory } from '../../ui/testing/testPageMemory.ts';
import { MIGRATION_WIZARD } from './keptMigration.ts';
import { RdsMigrationDrawer } from './RdsMigrationDrawer.tsx';

const server = vi.hoisted(() => ({ instances: [{ instanceId: 'rds-hz-01', name: '杭州RDS-01', freeMB: 40_960 }] }));
vi.mock('./rdsMigrationApi.ts', () => ({
  rdsInstances: async () => server.instances,
  migratableServices: async () => [{ id: 3, userName: '杭州恒发', productName: '云启CRM', fromServer: 'db02', sizeMB: 2048 }],
  createMigration: vi.fn(),
  migration: vi.fn(),
  cancelMigration: vi.fn(),
  retryMigration: vi.fn(),
}));

const mount = (memory: PageMemory, onClose = vi.fn()) => ({
  onClose,
  ...renderUi(
    <PageMemoryContext.Provider value={memory}>
      <RdsMigrationDrawer opened job={null} onClose={onClose} />
    </PageMemoryContext.Provider>,
  ),
});

async function choose(user: ReturnType<typeof renderUi>['user'], label: string, option: RegExp) {
  await user.click(screen.getByRole('textbox', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 2000 }));
}

/** A new migration of 杭州恒发 to 杭州RDS-01, left unplanned. */
async function leftChosen(memory: PageMemory) {
  const { user, unmount } = mount(memory);
  await choose(user, '客户', /^杭州恒发/);
  await choose(user, '目标实例', /^杭州RDS-01/);
  unmount();
}

describe('新建迁移 comes back with its page', () => {
  it('keeps the service and the instance; 恢复 shows them again', async () => {
    const memory = testPageMemory();
    await leftChosen(memory);
    expect(memory.kept.get(`wizard:${MIGRATION_WIZARD}`)).toEqual({
      step: 0,
      values: { serviceId: 3, serviceLabel: '杭州恒发（云启CRM，2048 MB）', toInstance: 'rds-hz-01', planTime: null },
    });

    const { user } = mount(memory);
    expect(await screen.findByText(DRAFT_OFFERED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '恢复未保存的内容' }));
    expect(await screen.findByDisplayValue('杭州恒发（云启CRM，2048 MB）')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /目标实例/ })).toHaveValue('杭州RDS-01（剩余 40960 MB）');
  });

  it('says the instance is gone and keeps the service; closing the drawer forgets', async () => {
    const memory = testPageMemory();
    await leftChosen(memory);
    server.instances = [{ instanceId: 'rds-hz-02', name: '杭州RDS-02', freeMB: 10_240 }];

    const { user, onClose } = mount(memory);
    await user.click(await screen.findByRole('button', { name: '恢复未保存的内容' }));
    expect(screen.getByText('上次选择的目标实例已不存在，请重新选择')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('杭州恒发（云启CRM，2048 MB）')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /目标实例/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
    expect(memory.kept.size).toBe(0);
  });
});
