import { Button, ColorSwatch, Divider, Drawer, Group, Input, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  AUTO_LOCK_MINUTES,
  COLOUR_SCHEMES,
  DENSITIES,
  FONT_SIZES,
  PRIMARY_COLOURS,
  TAB_STYLES,
  DEFAULT_PREFERENCES,
  type Preferences,
} from '../../contracts/preferences.ts';
import { PREFERENCE_LABELS } from '../../rules/preferences.ts';
import { preferenceStore, usePreferences, usePreferencesAnswer } from './preferenceStore.ts';

/** The words of each choice, in the order of its list in src/contracts/preferences.ts. */
const WORDS = {
  colourScheme: { light: '浅色', dark: '深色', auto: '跟随系统' },
  primaryColour: { brand: '绿色', blue: '蓝色', cyan: '青色', violet: '紫色', accent: '棕色' },
  density: { compact: '紧凑', default: '默认', comfortable: '宽松' },
  fontSize: { small: '小', default: '默认', large: '大' },
  tabStyle: { brisk: '轻快', card: '卡片', plain: '朴素' },
  autoLockMinutes: { 0: '关闭', 5: '5分钟', 15: '15分钟', 30: '30分钟' },
} as const;

type Choice = keyof typeof WORDS;

function Choices<Key extends Choice>({ name, values, preferences, swatch }: { name: Key; values: readonly Preferences[Key][]; preferences: Preferences; swatch?: boolean }) {
  const words = WORDS[name] as Record<string, string>;
  const data = values.map((value) => ({
    value: String(value),
    label: swatch ? (
      <Group gap={6} wrap="nowrap" justify="center">
        <ColorSwatch size={12} color={`var(--mantine-color-${value}-7)`} withShadow={false} aria-hidden />
        <span>{words[String(value)]}</span>
      </Group>
    ) : (
      words[String(value)]
    ),
  }));
  const change = (value: string) => {
    const typed = (typeof DEFAULT_PREFERENCES[name] === 'number' ? Number(value) : value) as Preferences[Key];
    void preferenceStore.save({ ...preferences, [name]: typed }).catch(() => undefined);
  };
  return (
    <Input.Wrapper label={PREFERENCE_LABELS[name]} id={`preference-${name}`}>
      <SegmentedControl fullWidth size="xs" data={data} value={String(preferences[name])} onChange={change} aria-labelledby={`preference-${name}-label`} />
    </Input.Wrapper>
  );
}

function Toggle({ name, preferences, onChange }: { name: 'menuFolded' | 'breadcrumbs'; preferences: Preferences; onChange?: (on: boolean) => void }) {
  return (
    <Switch
      label={PREFERENCE_LABELS[name]}
      checked={preferences[name]}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        onChange?.(on);
        void preferenceStore.save({ ...preferences, [name]: on }).catch(() => undefined);
      }}
    />
  );
}

/** Who sees the watermark: the main account decides for itself and for its staff; a staff account is told what was decided. */
function WatermarkSettings() {
  const watermark = usePreferencesAnswer()?.watermark;
  if (!watermark) return null;
  if (watermark.staff === null) {
    return <Switch label="显示水印" description="由主账号设置" checked={watermark.shown} disabled />;
  }
  const { shown, staff } = watermark;
  const save = (choice: { shown: boolean; staff: boolean }) => void preferenceStore.saveWatermark(choice).catch(() => undefined);
  return (
    <>
      <Switch label="显示水印" checked={shown} onChange={(event) => save({ shown: event.currentTarget.checked, staff })} />
      <Switch label="子账号显示水印" checked={staff} onChange={(event) => save({ shown, staff: event.currentTarget.checked })} />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider label={title} labelPosition="left" />
      {children}
    </Stack>
  );
}

/** 偏好设置 (docs/product.md#preferences): each change is in force at once and kept for the account by the server. */
interface PreferencesDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** 默认收起菜单 changed: the menu folds (or unfolds) now too. */
  onMenuFolded: (folded: boolean) => void;
}

export default function PreferencesDrawer({ opened, onClose, onMenuFolded }: PreferencesDrawerProps) {
  const preferences = usePreferences();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={360} title="偏好设置">
      <Stack gap="lg">
        <Section title="外观">
          <Choices name="colourScheme" values={COLOUR_SCHEMES} preferences={preferences} />
          <Choices name="primaryColour" values={PRIMARY_COLOURS} preferences={preferences} swatch />
          <Choices name="density" values={DENSITIES} preferences={preferences} />
          <Choices name="fontSize" values={FONT_SIZES} preferences={preferences} />
        </Section>
        <Section title="布局">
          <Toggle name="menuFolded" preferences={preferences} onChange={onMenuFolded} />
          <Choices name="tabStyle" values={TAB_STYLES} preferences={preferences} />
          <Toggle name="breadcrumbs" preferences={preferences} />
        </Section>
        <Section title="安全">
          <Choices name="autoLockMinutes" values={AUTO_LOCK_MINUTES} preferences={preferences} />
          <WatermarkSettings />
        </Section>
        <Text size="xs" c="dimmed">
          偏好设置随账号保存，在其他浏览器登录时同样生效。
        </Text>
        <Button variant="default" onClick={() => void preferenceStore.reset().catch(() => undefined)}>
          恢复默认
        </Button>
      </Stack>
    </Drawer>
  );
}
