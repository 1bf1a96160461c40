import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uniqueByValue } from './options.ts';
import { stepStatus } from './steps.ts';
import { allChecked, filterTransferItems, toggleAll, transfer, type TransferItem } from './transfer.ts';
import { checkState, clickMenuNode, toggleCheck, withChildren, type TreeNode } from './tree.ts';

describe('options', () => {
  it('removes duplicates by value, keeping the first', () => {
    expect(uniqueByValue([{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }, { value: 'a', label: '另一个甲' }])).toEqual([
      { value: 'a', label: '甲' },
      { value: 'b', label: '乙' },
    ]);
  });
});

describe('transfer', () => {
  const items: TransferItem[] = [
    { key: 'k1', label: '杭州' },
    { key: 'k2', label: '宁波', disabled: true },
    { key: 'hz3' },
  ];
  it('filters by a substring of the label, or the key without a label', () => {
    expect(filterTransferItems(items, '杭').map((item) => item.key)).toEqual(['k1']);
    expect(filterTransferItems(items, 'HZ').map((item) => item.key)).toEqual(['hz3']);
    expect(filterTransferItems(items, 'k')).toHaveLength(0);
    expect(filterTransferItems(items, ' ')).toHaveLength(3);
  });
  it('select-all ignores disabled items', () => {
    expect(toggleAll(items, [], true)).toEqual(['k1', 'hz3']);
    expect(allChecked(items, ['k1', 'hz3'])).toBe(true);
    expect(toggleAll(items, ['k1', 'k2', 'hz3'], false)).toEqual(['k2']);
  });
  it('reports target keys, direction and moved keys', () => {
    expect(transfer(items, [], ['k1', 'k2'], 'right')).toEqual({ targetKeys: ['k1'], direction: 'right', movedKeys: ['k1'] });
    expect(transfer(items, ['k1', 'hz3'], ['hz3'], 'left')).toEqual({ targetKeys: ['k1'], direction: 'left', movedKeys: ['hz3'] });
  });
  it('never moves a disabled item nor loses one', () => {
    fc.assert(
      fc.property(fc.subarray(['k1', 'k2', 'hz3']), fc.subarray(['k1', 'k2', 'hz3']), fc.constantFrom('left', 'right'), (target, checked, direction) => {
        const change = transfer(items, target, checked, direction as 'left' | 'right');
        expect(change.movedKeys).not.toContain('k2');
        expect(new Set(change.targetKeys).size).toBe(change.targetKeys.length);
        expect(change.targetKeys.includes('k2')).toBe(target.includes('k2'));
      }),
    );
  });
});

const tree: TreeNode[] = [
  {
    key: 'zj',
    label: '浙江',
    children: [
      { key: 'hz', label: '杭州', children: [{ key: 'xh', label: '西湖区' }, { key: 'bj', label: '滨江区' }] },
      { key: 'nb', label: '宁波' },
    ],
  },
  { key: 'sh', label: '上海' },
];

describe('checkable tree', () => {
  it('cascades a check down to every descendant and up when all siblings are checked', () => {
    const checked = toggleCheck(tree, [], 'hz');
    expect(new Set(checked)).toEqual(new Set(['hz', 'xh', 'bj']));
    expect(checkState(tree[0], checked)).toBe('partial');
    const all = toggleCheck(tree, checked, 'nb');
    expect(all).toContain('zj');
    expect(checkState(tree[0], all)).toBe('checked');
  });
  it('unchecking a child unchecks its ancestors, leaving them partial', () => {
    const all = toggleCheck(tree, [], 'zj');
    const less = toggleCheck(tree, all, 'xh');
    expect(less).not.toContain('hz');
    expect(less).not.toContain('zj');
    expect(checkState(tree[0].children![0], less)).toBe('partial');
  });
  it('checks one node only and shows no partial state when strict', () => {
    const checked = toggleCheck(tree, [], 'hz', true);
    expect(checked).toEqual(['hz']);
    expect(checkState(tree[0], checked, true)).toBe('unchecked');
  });
  it('puts lazily loaded children under their parent', () => {
    const loaded = withChildren(tree, 'nb', [{ key: 'yy', label: '余姚' }]);
    expect(loaded[0].children![1].children).toEqual([{ key: 'yy', label: '余姚' }]);
  });
});

describe('menu tree', () => {
  it('checks a clicked leaf and unchecks the others', () => {
    const first = clickMenuNode(tree, { checked: null, expanded: [] }, 'xh');
    expect(clickMenuNode(tree, first, 'nb').checked).toBe('nb');
  });
  it('toggles a parent open and shut', () => {
    const open = clickMenuNode(tree, { checked: null, expanded: [] }, 'zj');
    expect(open.expanded).toEqual(['zj']);
    expect(clickMenuNode(tree, open, 'zj').expanded).toEqual([]);
  });
  it('closes the siblings (and what is open under them) in accordion mode', () => {
    const twoLevels: TreeNode[] = [...tree, { key: 'js', label: '江苏', children: [{ key: 'nj', label: '南京' }] }];
    const state = { checked: null, expanded: ['zj', 'hz'] };
    expect(clickMenuNode(twoLevels, state, 'js', true).expanded).toEqual(['js']);
    expect(clickMenuNode(twoLevels, state, 'js', false).expanded).toEqual(['zj', 'hz', 'js']);
  });
});

describe('steps', () => {
  it('finish before the active step, process at it, wait after', () => {
    expect([0, 1, 2, 3].map((index) => stepStatus(index, 2))).toEqual(['finish', 'finish', 'process', 'wait']);
  });
  it('the active step waits when the step before it ended in error', () => {
    expect([0, 1, 2].map((index) => stepStatus(index, 1, 0))).toEqual(['error', 'wait', 'wait']);
    expect(stepStatus(2, 2, 0)).toBe('process');
  });
});
