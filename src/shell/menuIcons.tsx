import {
  IconApps,
  IconChartBar,
  IconCreditCard,
  IconGift,
  IconMessage,
  IconReceipt,
  IconSettings,
  IconTicket,
  IconTool,
  IconUsers,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';

/** The server names menu icons; this table turns the names into icons, with a fallback for others. */
const icons: Record<string, Icon> = {
  users: IconUsers,
  settings: IconSettings,
  message: IconMessage,
  tool: IconTool,
  ticket: IconTicket,
  'credit-card': IconCreditCard,
  receipt: IconReceipt,
  chart: IconChartBar,
  gift: IconGift,
  video: IconVideo,
};

export function MenuIcon({ name, size = 18 }: { name: string | null; size?: number }) {
  const Found = (name && icons[name]) || IconApps;
  return <Found size={size} stroke={1.6} aria-hidden />;
}
