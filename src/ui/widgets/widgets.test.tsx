import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CancellableCheckbox, CancellableRadioGroup } from './Cancellable.tsx';
import { CheckTree } from './CheckTree.tsx';
import { MenuTree } from './MenuTree.tsx';
import { MultiSelectPopup } from './MultiSelectPopup.tsx';
import { Transfer } from './Transfer.tsx';
import type { TransferChange } from './transfer.ts';
import type { MenuTreeState, TreeNode } from './tree.ts';
import { renderUi } from '../testing/renderUi.tsx';

const cities = [
  { value: 'hz', label: '杭州' },
  { value: 'nb', label: '宁波' },
  { value: 'hz', label: '杭州（重复）' },
  { value: 'wz', label: '温州' },
];

describe('multi-select pop-up', () => {
  function Harness({ onSave, onClose }: { onSave: (ids: string[]) => void; onClose: (ids: string[]) => void }) {
    const [opened, setOpened] = useState(true);
    return (
      <MultiSelectPopup
        opened={opened}
        title="选择城市"
        options={cities}
        selected={['nb']}
        onSave={(ids) => {
          onSave(ids);
          setOpened(false);
        }}
        onClose={(ids) => {
          onClose(ids);
          setOpened(false);
        }}
      />
    );
  }

  it('lists each value once, and save reports the chosen ids', async () => {
    const onSave = vi.fn();
    const { user } = renderUi(<Harness onSave={onSave} onClose={vi.fn()} />);
    const list = await screen.findByRole('group', { name: '选择城市' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(list).queryByLabelText('杭州（重复）')).toBeNull();
    await user.click(within(list).getByLabelText('杭州'));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onSave).toHaveBeenCalledWith(['nb', 'hz']);
  });

  it('reset restores the state it opened with', async () => {
    const { user } = renderUi(<Harness onSave={vi.fn()} onClose={vi.fn()} />);
    const list = await screen.findByRole('group', { name: '选择城市' });
    await user.click(within(list).getByLabelText('宁波'));
    await user.click(within(list).getByLabelText('温州'));
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(within(list).getByLabelText('宁波')).toBeChecked();
    expect(within(list).getByLabelText('温州')).not.toBeChecked();
  });

  it('a backdrop click closes with the original data', async () => {
    const onClose = vi.fn();
    const onSave = vi.fn();
    const { user } = renderUi(<Harness onSave={onSave} onClose={onClose} />);
    const list = await screen.findByRole('group', { name: '选择城市' });
    await user.click(within(list).getByLabelText('温州'));
    fireEvent.click(document.querySelector('.mantine-Modal-overlay')!);
    expect(onClose).toHaveBeenCalledWith(['nb']);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Esc closes it through the hotkey levels, with the original data', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<Harness onSave={vi.fn()} onClose={onClose} />);
    await screen.findByRole('group', { name: '选择城市' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(['nb']);
  });
});

describe('transfer', () => {
  const items = [{ key: 'a', label: '杭州' }, { key: 'b', label: '宁波', disabled: true }, { key: 'c' }];
  function Harness({ onChange }: { onChange: (change: TransferChange) => void }) {
    const [target, setTarget] = useState<string[]>([]);
    return (
      <Transfer
        items={items}
        targetKeys={target}
        titles={['可选', '已选']}
        onChange={(change) => {
          onChange(change);
          setTarget(change.targetKeys);
        }}
      />
    );
  }

  it('select-all skips disabled items and the move reports target keys, direction and moved keys', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Harness onChange={onChange} />);
    const source = screen.getByRole('group', { name: '可选' });
    await user.click(within(source).getByLabelText(/^全选/));
    expect(within(source).getByLabelText('宁波')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '移到已选' }));
    expect(onChange).toHaveBeenCalledWith({ targetKeys: ['a', 'c'], direction: 'right', movedKeys: ['a', 'c'] });
    const target = screen.getByRole('group', { name: '已选' });
    await user.click(within(target).getByLabelText('c'));
    await user.click(screen.getByRole('button', { name: '移到可选' }));
    expect(onChange).toHaveBeenLastCalledWith({ targetKeys: ['a'], direction: 'left', movedKeys: ['c'] });
  });

  it('filters by label, or by key when there is no label', async () => {
    const { user } = renderUi(<Harness onChange={vi.fn()} />);
    const source = screen.getByRole('group', { name: '可选' });
    await user.type(within(source).getByRole('textbox', { name: '可选过滤数据' }), '杭');
    expect(within(source).getByLabelText('杭州')).toBeInTheDocument();
    expect(within(source).queryByLabelText('c')).toBeNull();
    await user.clear(within(source).getByRole('textbox', { name: '可选过滤数据' }));
    await user.type(within(source).getByRole('textbox', { name: '可选过滤数据' }), 'c');
    expect(within(source).getByLabelText('c')).toBeInTheDocument();
    await user.type(within(source).getByRole('textbox', { name: '可选过滤数据' }), 'zzz');
    expect(within(source).getByText('清空搜索条件试试')).toBeInTheDocument();
  });
});

describe('checkable tree', () => {
  const data: TreeNode[] = [{ key: 'zj', label: '浙江', children: [{ key: 'hz', label: '杭州' }, { key: 'nb', label: '宁波' }] }];
  function Harness({ strict, loadChildren }: { strict?: boolean; loadChildren?: (node: TreeNode) => Promise<TreeNode[]> }) {
    const [checked, setChecked] = useState<string[]>([]);
    return <CheckTree data={data} checked={checked} onCheckedChange={setChecked} strict={strict} loadChildren={loadChildren} />;
  }

  it('cascades down and up, with a partial parent in between', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: '展开浙江' }));
    await user.click(screen.getByRole('checkbox', { name: '杭州' }));
    const province = screen.getByRole('checkbox', { name: '浙江' }) as HTMLInputElement;
    expect(province.indeterminate || province.getAttribute('data-indeterminate') !== null).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '宁波' }));
    expect(screen.getByRole('checkbox', { name: '浙江' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '浙江' }));
    expect(screen.getByRole('checkbox', { name: '杭州' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '宁波' })).not.toBeChecked();
  });

  it('checks only the node when strict', async () => {
    const { user } = renderUi(<Harness strict />);
    await user.click(screen.getByRole('checkbox', { name: '浙江' }));
    await user.click(screen.getByRole('button', { name: '展开浙江' }));
    expect(screen.getByRole('checkbox', { name: '杭州' })).not.toBeChecked();
  });

  it('loads children when a node is first opened', async () => {
    const loadChildren = vi.fn(async () => [{ key: 'xh', label: '西湖区', isLeaf: true }]);
    const { user } = renderUi(<Harness loadChildren={loadChildren} />);
    await user.click(screen.getByRole('button', { name: '展开浙江' }));
    await user.click(screen.getByRole('button', { name: '展开杭州' }));
    expect(await screen.findByRole('checkbox', { name: '西湖区' })).toBeInTheDocument();
    expect(loadChildren).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '展开西湖区' })).toBeNull();
  });
});

describe('menu tree', () => {
  const data: TreeNode[] = [
    { key: 'kh', label: '客户', children: [{ key: 'list', label: '客户列表' }, { key: 'track', label: '客户跟进' }] },
    { key: 'xt', label: '系统', children: [{ key: 'role', label: '角色管理' }] },
  ];
  function Harness({ accordion }: { accordion?: boolean }) {
    const [state, setState] = useState<MenuTreeState>({ checked: null, expanded: [] });
    return <MenuTree data={data} state={state} onStateChange={setState} accordion={accordion} />;
  }

  it('checks the clicked leaf alone and toggles parents', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByText('客户'));
    await user.click(screen.getByText('客户列表'));
    await user.click(screen.getByText('客户跟进'));
    expect(screen.getByText('客户跟进').closest('a,button')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('客户列表').closest('a,button')).not.toHaveAttribute('aria-current');
    await user.click(screen.getByText('系统'));
    expect(screen.getByText('角色管理')).toBeInTheDocument();
  });

  it('in accordion mode opening a parent closes its siblings', async () => {
    const { user } = renderUi(<Harness accordion />);
    await user.click(screen.getByText('客户'));
    await user.click(screen.getByText('系统'));
    await waitFor(() => expect(screen.getByText('客户').closest('a,button')).not.toHaveAttribute('data-expanded'));
    expect(screen.getByText('系统').closest('a,button')).toHaveAttribute('data-expanded');
  });
});

describe('cancellable radio and checkbox', () => {
  function RadioHarness({ allowCancel }: { allowCancel: boolean }) {
    const [value, setValue] = useState<string | null>('nb');
    return <CancellableRadioGroup label="城市" options={cities.slice(0, 2)} value={value} onChange={setValue} allowCancel={allowCancel} />;
  }
  function CheckboxHarness({ allowCancel }: { allowCancel: boolean }) {
    const [checked, setChecked] = useState(true);
    return <CancellableCheckbox label="同意" checked={checked} onChange={setChecked} allowCancel={allowCancel} />;
  }

  it('clears the chosen radio on a click only when cancelling is allowed', async () => {
    const { user, unmount } = renderUi(<RadioHarness allowCancel />);
    await user.click(screen.getByLabelText('宁波'));
    expect(screen.getByLabelText('宁波')).not.toBeChecked();
    unmount();
    renderUi(<RadioHarness allowCancel={false} />);
    await user.click(screen.getByLabelText('宁波'));
    expect(screen.getByLabelText('宁波')).toBeChecked();
  });

  it('unticks a checkbox only when cancelling is allowed', async () => {
    const { user, unmount } = renderUi(<CheckboxHarness allowCancel={false} />);
    await user.click(screen.getByLabelText('同意'));
    expect(screen.getByLabelText('同意')).toBeChecked();
    unmount();
    renderUi(<CheckboxHarness allowCancel />);
    await user.click(screen.getByLabelText('同意'));
    expect(screen.getByLabelText('同意')).not.toBeChecked();
  });
});
