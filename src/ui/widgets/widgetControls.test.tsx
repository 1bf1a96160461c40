import { Select } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HotkeyDialog } from '../hotkeys/HotkeyDialog.tsx';
import { useHotkeys } from '../hotkeys/hotkeys.ts';
import { DateRangeField } from './DateRangeField.tsx';
import { DraggableDialog } from './DraggableDialog.tsx';
import { PrecisionSlider } from './PrecisionSlider.tsx';
import { Rate } from './Rate.tsx';
import { SideDrawer } from './SideDrawer.tsx';
import { Steps } from './Steps.tsx';
import { TimeField } from './TimeField.tsx';
import { renderUi } from '../testing/renderUi.tsx';

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
