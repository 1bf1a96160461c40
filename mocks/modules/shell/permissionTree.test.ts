import { beforeEach, describe, expect, it } from 'vitest';
import type { PermissionNode, RoleGrants, RoleOption } from '../../../src/contracts/staff.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('permission-tree-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

function* walk(nodes: PermissionNode[], path: string[] = []): Generator<{ node: PermissionNode; path: string }> {
  for (const node of nodes) {
    const here = [...path, node.label];
    yield { node, path: here.join(' › ') };
    yield* walk(node.children ?? [], here);
  }
}

describe('权限配置 tree', () => {
  it('names every group, page, table and button in Chinese; no button shows a code or an English word', async () => {
    const [role] = (await callAs<RoleOption[]>('agent01', '/api/role/RoleOptions')).data;
    const { tree } = (await callAs<RoleGrants>('agent01', `/api/role/GetRoleGrants?roleId=${role.id}`)).data;
    const nodes = [...walk(tree)];
    const buttons = nodes.filter(({ node }) => node.key.startsWith('b:'));
    expect(buttons.length).toBeGreaterThan(150);
    // Menu names may hold product names (iShop, AI视频); buttons and tables are plain Chinese words.
    const unnamed = nodes
      .filter(({ node }) => !/[\u4e00-\u9fff]/.test(node.label) || (/^[bt]:/.test(node.key) && /[A-Za-z:（]/.test(node.label)))
      .map(({ path }) => path);
    expect(unnamed).toEqual([]);
    const labelOf = (key: string) => nodes.find(({ node }) => node.key === key)?.node.label;
    expect(labelOf('b:zhcz:invoice')).toBe('申请发票');
    expect(labelOf('b:fplb:revoke')).toBe('撤回');
    expect(labelOf('b:fpsq:submit')).toBe('提交申请');
    expect(labelOf('b:khkh:close')).toBe('注销');
    // Buttons of tables without a menu page of their own sit under 其他按钮, by the table's Chinese name.
    const others = tree.find((group) => group.label === '其他按钮');
    expect(others?.children?.map((table) => table.label)).toContain('发票详情');
  });
});
