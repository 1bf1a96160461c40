import { describe, expect, it } from 'vitest';
import { checkState, toggleCheck } from '../../ui/widgets/tree.ts';
import { grantedLeaves, withCheckedContainers } from './PermissionGrants.ts';

const tree = [
  {
    key: 'g:100',
    label: '客户管理',
    children: [
      { key: 'p:101', label: '客户信息管理', children: [{ key: 'm:101', label: '显示菜单' }, { key: 'b:khxx:export', label: '导出' }] },
      { key: 'm:102', label: '优化套餐' },
    ],
  },
  { key: 'g:200', label: '发票', children: [{ key: 'm:201', label: '发票列表' }] },
];

describe('role grants in the permission tree', () => {
  it('ticks a page and its group when all their grants are held, partial otherwise', () => {
    const checked = withCheckedContainers(tree, ['m:101', 'b:khxx:export']);
    expect(checked).toContain('p:101');
    expect(checked).not.toContain('g:100');
    expect(checkState(tree[0], checked)).toBe('partial');
    expect(checkState(tree[1], checked)).toBe('unchecked');
  });

  it('saves only menus and buttons, whatever groups the tree ticked', () => {
    const checked = toggleCheck(tree, withCheckedContainers(tree, []), 'g:100');
    expect(checked).toContain('g:100');
    expect(grantedLeaves(checked).sort()).toEqual(['b:khxx:export', 'm:101', 'm:102']);
  });
});
