import { MantineProvider, Select, createTheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/zh-cn';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chineseComponentDefaults } from '../mantineChineseDefaults.ts';
import { HotkeyDialog } from '../hotkeys/HotkeyDialog.tsx';
import { useHotkeys } from '../hotkeys/hotkeys.ts';
import { CancellableCheckbox, CancellableRadioGroup } from './Cancellable.tsx';
import { CheckTree } from './CheckTree.tsx';
import { DateRangeField } from './DateRangeField.tsx';
import { DraggableDialog } from './DraggableDialog.tsx';
import { MenuTree } from './MenuTree.tsx';
import { MultiSelectPopup } from './MultiSelectPopup.tsx';
import { PrecisionSlider } from './PrecisionSlider.tsx';
import { Rate } from './Rate.tsx';
import { SideDrawer } from './SideDrawer.tsx';
import { Steps } from './Steps.tsx';
import { TimeField } from './TimeField.tsx';
import { Transfer } from './Transfer.tsx';
import type { TransferChange } from './transfer.ts';
import type { MenuTreeState, TreeNode } from './tree.ts';

const theme = createTheme({ components: chineseComponentDefaults });
function renderUi(ui: ReactNode) {
  const user = userEvent.setup();
  return { user, ...render(<MantineProvider theme={theme}><DatesProvider settings={{ locale: 'zh-cn' }}>{ui}</DatesProvider></MantineProvider>) };
}

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

describe('steps', () => {
  const steps = [{ title: '填写信息' }, { title: '审核' }, { title: '完成' }];
  it('marks earlier steps finished, the active one in process and later ones waiting', () => {
    renderUi(<Steps steps={steps} active={1} />);
    expect(screen.getByLabelText('填写信息：已完成')).toBeInTheDocument();
    expect(screen.getByLabelText('审核：进行中')).toBeInTheDocument();
    expect(screen.getByLabelText('完成：等待')).toBeInTheDocument();
  });
  it('keeps the active step waiting after an error in the step before it', () => {
    renderUi(<Steps steps={steps} active={1} errorIndex={0} />);
    expect(screen.getByLabelText('填写信息：失败')).toBeInTheDocument();
    expect(screen.getByLabelText('审核：等待')).toBeInTheDocument();
  });
});

describe('rate', () => {
  function Harness({ disabled }: { disabled?: boolean }) {
    const [value, setValue] = useState(2);
    return <Rate label="满意度" value={value} onChange={setValue} disabled={disabled} />;
  }
  it('shows the Chinese text of the value, previews on hover and commits a click', () => {
    renderUi(<Harness />);
    expect(screen.getByText('一般')).toBeInTheDocument();
    const stars = screen.getByRole('group', { name: '满意度' }).querySelector('.mantine-Rating-root')!;
    vi.spyOn(stars, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 20 }));
    fireEvent.mouseEnter(stars);
    fireEvent.mouseMove(stars, { clientX: 70 });
    expect(screen.getByText('很棒')).toBeInTheDocument();
    fireEvent.mouseLeave(stars);
    expect(screen.getByText('一般')).toBeInTheDocument();
    fireEvent.click(document.querySelector(`label[for="${screen.getByLabelText('5星').id}"]`)!);
    expect(screen.getByText('非常棒')).toBeInTheDocument();
  });
  it('ignores input when disabled', async () => {
    renderUi(<Harness disabled />);
    expect(screen.queryByLabelText('5星')).toBeNull();
    expect(screen.getByText('一般')).toBeInTheDocument();
  });
});

describe('hotkey levels in the UI', () => {
  function Page({ onSearch, onAdd }: { onSearch: () => void; onAdd: () => void }) {
    const [opened, setOpened] = useState(false);
    useHotkeys({ 'alt+s': onSearch, 'alt+a': onAdd, enter: onAdd });
    return (
      <>
        <button onClick={() => setOpened(true)}>打开</button>
        <HotkeyDialog opened={opened} onClose={() => setOpened(false)} title="编辑">
          对话框内容
        </HotkeyDialog>
      </>
    );
  }

  it('gives Alt keys to the page, Esc to an open dialog, and never fires Enter', async () => {
    const onSearch = vi.fn();
    const onAdd = vi.fn();
    const { user } = renderUi(<Page onSearch={onSearch} onAdd={onAdd} />);
    await user.keyboard('{Alt>}s{/Alt}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(await screen.findByRole('dialog', { name: '编辑' })).toBeInTheDocument();
    await user.keyboard('{Alt>}s{/Alt}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑' })).toBeNull());
    await user.keyboard('{Alt>}a{/Alt}');
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});

describe('Chinese defaults and the date range', () => {
  it('gives Mantine selects 请选择 and 暂无数据', async () => {
    const { user } = renderUi(<Select label="产品" data={[]} searchable />);
    const input = screen.getByRole('textbox', { name: '产品' });
    expect(input).toHaveAttribute('placeholder', '请选择');
    await user.type(input, 'x');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('fills a range from a Chinese preset, shown with 至', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 18, 10), toFake: ['Date'] });
    function Harness() {
      const [value, setValue] = useState<[Date | null, Date | null]>([null, null]);
      return <DateRangeField label="注册时间" value={value} onChange={setValue} />;
    }
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: '注册时间快捷选择' }));
    await user.click(await screen.findByRole('menuitem', { name: '近7天' }));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: '注册时间' })).toHaveTextContent('2026-11-12 至 2026-11-18');
    vi.useRealTimers();
  });
});

describe('slider with the spec\'s precision', () => {
  function Harness() {
    const [value, setValue] = useState(0.5);
    return <PrecisionSlider label="折扣" min={0.25} max={1} step={0.5} value={value} onChange={setValue} />;
  }
  it('moves one step per arrow key, clamps to max and keeps the decimals of min', async () => {
    const { user } = renderUi(<Harness />);
    const thumb = screen.getByRole('slider', { name: '折扣' });
    expect(thumb).toHaveAttribute('aria-valuenow', '0.5');
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // Two decimals, from min: the step alone has one.
    expect(thumb).toHaveAttribute('aria-valuenow', '0.25');
  });
});

describe('side drawer', () => {
  function Harness({ closeOnBackdrop, onClosed }: { closeOnBackdrop?: boolean; onClosed: () => void }) {
    const [opened, setOpened] = useState(true);
    return (
      <SideDrawer opened={opened} onClose={() => setOpened(false)} onClosed={onClosed} closeOnBackdrop={closeOnBackdrop} title="筛选" position="right">
        内容
      </SideDrawer>
    );
  }
  it('ignores a backdrop click unless background-close is on', async () => {
    renderUi(<Harness onClosed={vi.fn()} />);
    await screen.findByRole('dialog', { name: '筛选' });
    fireEvent.click(document.querySelector('.mantine-Drawer-overlay')!);
    expect(screen.getByRole('dialog', { name: '筛选' })).toBeInTheDocument();
  });
  it('closes on the backdrop when allowed and reports it 300 ms later', async () => {
    const onClosed = vi.fn();
    renderUi(<Harness closeOnBackdrop onClosed={onClosed} />);
    await screen.findByRole('dialog', { name: '筛选' });
    vi.useFakeTimers();
    fireEvent.click(document.querySelector('.mantine-Drawer-overlay')!);
    act(() => vi.advanceTimersByTime(299));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClosed).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('time picker', () => {
  function Harness({ mode, format, min }: { mode?: 12 | 24; format?: string; min?: { hour: number; minute: number; second: number } }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <>
        <TimeField label="提醒时间" value={value} onChange={setValue} mode={mode} format={format} min={min} />
        <output>{value ?? '空'}</output>
      </>
    );
  }
  it('picks hours, minutes and seconds from 25 px lists in 24-hour mode', async () => {
    const { user } = renderUi(<Harness />);
    expect(screen.getByRole('button', { name: '提醒时间' })).toHaveTextContent('请选择');
    await user.click(screen.getByRole('button', { name: '提醒时间' }));
    await user.click(within(await screen.findByRole('listbox', { name: '时' })).getByRole('option', { name: '14' }));
    await user.click(within(screen.getByRole('listbox', { name: '分' })).getByRole('option', { name: '05' }));
    await user.click(within(screen.getByRole('listbox', { name: '秒' })).getByRole('option', { name: '09' }));
    expect(screen.getByRole('status')).toHaveTextContent('14:05:09');
    expect(screen.getByRole('button', { name: '提醒时间' })).toHaveTextContent('14:05:09');
    expect(within(screen.getByRole('listbox', { name: '时' })).getByRole('option', { name: '14' })).toHaveStyle({ height: '25px' });
  });
  it('shows 上午/下午 in 12-hour mode and no seconds when the format has none', async () => {
    const { user } = renderUi(<Harness mode={12} format="HH:mm" />);
    await user.click(screen.getByRole('button', { name: '提醒时间' }));
    expect(screen.queryByRole('listbox', { name: '秒' })).toBeNull();
    await user.click(within(await screen.findByRole('listbox', { name: '上午/下午' })).getByRole('option', { name: '下午' }));
    await user.click(within(screen.getByRole('listbox', { name: '时' })).getByRole('option', { name: '03' }));
    expect(screen.getByRole('status')).toHaveTextContent('15:00');
    expect(screen.getByRole('button', { name: '提醒时间' })).toHaveTextContent('下午 03:00');
  });
  it('disables times before the start and moves a pick inside it', async () => {
    const { user } = renderUi(<Harness format="HH:mm" min={{ hour: 9, minute: 30, second: 0 }} />);
    await user.click(screen.getByRole('button', { name: '提醒时间' }));
    const hours = await screen.findByRole('listbox', { name: '时' });
    expect(within(hours).getByRole('option', { name: '08' })).toBeDisabled();
    await user.click(within(hours).getByRole('option', { name: '09' }));
    expect(screen.getByRole('status')).toHaveTextContent('09:30');
    expect(within(screen.getByRole('listbox', { name: '分' })).getByRole('option', { name: '29' })).toBeDisabled();
  });
});

describe('draggable dialog', () => {
  function Harness() {
    const [opened, setOpened] = useState(true);
    return (
      <>
        <button onClick={() => setOpened(true)}>再次打开</button>
        <DraggableDialog opened={opened} onClose={() => setOpened(false)} title="客户详情">
          详情内容
        </DraggableDialog>
      </>
    );
  }
  it('moves with its header, closes on Esc and opens centred again', async () => {
    const { user } = renderUi(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: '客户详情' });
    const header = screen.getByRole('heading', { name: '客户详情' }).parentElement!;
    fireEvent.pointerDown(header, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(window, { clientX: 160, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(window, { pointerId: 1 });
    fireEvent.pointerMove(window, { clientX: 300, clientY: 300, pointerId: 1 });
    expect(dialog).toHaveStyle({ left: '60px', top: '30px' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '客户详情' })).toBeNull());
    await user.click(screen.getByRole('button', { name: '再次打开' }));
    expect(await screen.findByRole('dialog', { name: '客户详情' })).toHaveStyle({ left: '0px', top: '0px' });
  });
});
