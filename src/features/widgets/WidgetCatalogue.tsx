import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { useState, type ReactNode } from 'react';
import { formatRange } from '../../rules/dates.ts';
import { formatYuan, moneyToChinese } from '../../rules/money.ts';
import { HotkeyDialog } from '../../ui/hotkeys/HotkeyDialog.tsx';
import { useHotkeys } from '../../ui/hotkeys/hotkeys.ts';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { CancellableCheckbox, CancellableRadioGroup } from '../../ui/widgets/Cancellable.tsx';
import { CheckTree } from '../../ui/widgets/CheckTree.tsx';
import { DateRangeField } from '../../ui/widgets/DateRangeField.tsx';
import { DraggableDialog } from '../../ui/widgets/DraggableDialog.tsx';
import { MenuTree } from '../../ui/widgets/MenuTree.tsx';
import { MultiSelectPopup } from '../../ui/widgets/MultiSelectPopup.tsx';
import { PrecisionSlider } from '../../ui/widgets/PrecisionSlider.tsx';
import { Rate } from '../../ui/widgets/Rate.tsx';
import { SideDrawer } from '../../ui/widgets/SideDrawer.tsx';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { TimeField, TimeRangeField } from '../../ui/widgets/TimeField.tsx';
import { Transfer } from '../../ui/widgets/Transfer.tsx';
import type { MenuTreeState } from '../../ui/widgets/tree.ts';
import { widgetMessage, widgetNotification } from '../../ui/widgets/widgetMessage.ts';
import { demoColumns, demoFetch, demoRows, demoTree, failingFetch, loadDemoChildren, type DemoRow } from './catalogueData.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4}>{title}</Title>
      {children}
    </Stack>
  );
}

const cityOptions = ['杭州', '宁波', '温州', '杭州', '绍兴'].map((label, index) => ({ value: label, label: index === 3 ? '杭州（重复项）' : label }));

function Tables() {
  const table = (props: Partial<Parameters<typeof DataTable<DemoRow>>[0]>) => (
    <DataTable<DemoRow> layoutKey="widgets-demo" account="catalogue" columns={demoColumns} getRowId={(row) => String(row.id)} {...props} />
  );
  return (
    <Tabs defaultValue="server" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="server">服务端分页</Tabs.Tab>
        <Tabs.Tab value="client">前端 10000 行（虚拟滚动）</Tabs.Tab>
        <Tabs.Tab value="empty">空数据</Tabs.Tab>
        <Tabs.Tab value="error">加载失败</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="server" pt="xs">{table({ fetchRows: demoFetch, onCellEdit: async (row, field, value) => ({ ...row, [field]: value }) })}</Tabs.Panel>
      <Tabs.Panel value="client" pt="xs">{table({ data: demoRows, alwaysSort: true })}</Tabs.Panel>
      <Tabs.Panel value="empty" pt="xs">{table({ data: [] })}</Tabs.Panel>
      <Tabs.Panel value="error" pt="xs">{table({ fetchRows: failingFetch })}</Tabs.Panel>
    </Tabs>
  );
}

/** /__widgets (development builds only): every shared widget and the DataTable in their states. */
export default function WidgetCatalogue() {
  const [popupOpen, setPopupOpen] = useState(false);
  const [cities, setCities] = useState<string[]>(['宁波']);
  const [targetKeys, setTargetKeys] = useState<string[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [menu, setMenu] = useState<MenuTreeState>({ checked: null, expanded: [] });
  const [radio, setRadio] = useState<string | null>('杭州');
  const [agree, setAgree] = useState(true);
  const [step, setStep] = useState(1);
  const [rate, setRate] = useState(3);
  const [range, setRange] = useState<DatesRangeValue>([null, null]);
  const [discount, setDiscount] = useState(0.5);
  const [remindAt, setRemindAt] = useState<string | null>('14:30');
  const [openHours, setOpenHours] = useState<[string | null, string | null]>(['09:00:00', '18:00:00']);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [draggableOpen, setDraggableOpen] = useState(false);
  const [lastKey, setLastKey] = useState('（无）');
  useHotkeys({ 'alt+s': () => setLastKey('Alt+S'), 'alt+x': () => setLastKey('Alt+X'), 'alt+a': () => setLastKey('Alt+A'), 'alt+f': () => setLastKey('Alt+F') });

  return (
    <Container size="xl" py="md">
      <Stack gap="xl">
        <Title order={2}>组件目录</Title>
        <Section title="数据表格">
          <Tables />
        </Section>
        <Section title="多选弹窗">
          <Group>
            <Button onClick={() => setPopupOpen(true)}>选择城市</Button>
            <Text>已选：{cities.join('、') || '无'}</Text>
          </Group>
          <MultiSelectPopup
            opened={popupOpen}
            title="选择城市"
            options={cityOptions}
            selected={cities}
            onSave={(ids) => {
              setCities(ids);
              setPopupOpen(false);
            }}
            onClose={() => setPopupOpen(false)}
          />
        </Section>
        <Section title="穿梭框">
          <Transfer
            titles={['可选城市', '已选城市']}
            items={[{ key: 'hz', label: '杭州' }, { key: 'nb', label: '宁波', disabled: true }, { key: 'wz', label: '温州' }, { key: 'sx' }]}
            targetKeys={targetKeys}
            onChange={(change) => setTargetKeys(change.targetKeys)}
          />
        </Section>
        <Section title="勾选树与菜单树">
          <Group align="flex-start" gap="xl">
            <CheckTree data={demoTree} checked={checked} onCheckedChange={setChecked} loadChildren={loadDemoChildren} />
            <MenuTree data={demoTree} state={menu} onStateChange={setMenu} accordion />
          </Group>
        </Section>
        <Section title="可取消的单选与复选">
          <CancellableRadioGroup label="城市（可取消）" options={cityOptions.slice(0, 3)} value={radio} onChange={setRadio} allowCancel />
          <CancellableCheckbox label="已确认（不可取消）" checked={agree} onChange={setAgree} allowCancel={false} />
        </Section>
        <Section title="步骤条">
          <Steps steps={[{ title: '填写信息' }, { title: '审核' }, { title: '完成' }]} active={step} errorIndex={step === 0 ? null : undefined} />
          <Group>
            <Button variant="default" onClick={() => setStep((value) => Math.max(0, value - 1))}>上一步</Button>
            <Button variant="default" onClick={() => setStep((value) => Math.min(3, value + 1))}>下一步</Button>
          </Group>
        </Section>
        <Section title="评分、滑块与日期范围">
          <Rate label="满意度" value={rate} onChange={setRate} allowHalf />
          <PrecisionSlider label="折扣" min={0.25} max={1} step={0.05} value={discount} onChange={setDiscount} w={300} />
          <DateRangeField label="注册时间" value={range} onChange={setRange} />
          <Text size="sm">{formatRange(range) || '未选择'}</Text>
          <Text size="sm">¥{formatYuan(123_456)} 大写：{moneyToChinese(1234.56)}</Text>
        </Section>
        <Section title="时间选择">
          <TimeField label="提醒时间（12 小时制）" mode={12} format="HH:mm" value={remindAt} onChange={setRemindAt} />
          <TimeRangeField value={openHours} onChange={setOpenHours} />
        </Section>
        <Section title="快捷键层级、对话框、抽屉与消息">
          <Text>最近的页面快捷键：{lastKey}</Text>
          <Group>
            <Button onClick={() => setDialogOpen(true)}>打开对话框（Esc 关闭）</Button>
            <Button onClick={() => setDrawerOpen(true)}>打开抽屉</Button>
            <Button onClick={() => setDraggableOpen(true)}>打开可拖动对话框</Button>
            <Button variant="default" onClick={() => widgetMessage('已保存')}>组件消息</Button>
            <Button variant="default" onClick={() => widgetNotification('导出完成', '客户信息.xlsx 已保存')}>通知卡片</Button>
          </Group>
          <HotkeyDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} title="对话框">
            对话框打开时，页面的 Alt 快捷键暂停。
          </HotkeyDialog>
          <DraggableDialog opened={draggableOpen} onClose={() => setDraggableOpen(false)} title="可拖动对话框">
            按住标题栏拖动；再次打开时回到居中位置。
          </DraggableDialog>
          <SideDrawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} title="抽屉" position="right">
            点击背景不会关闭，按 Esc 关闭。
          </SideDrawer>
        </Section>
      </Stack>
    </Container>
  );
}
