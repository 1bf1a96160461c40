import { notifications } from '@mantine/notifications';

/** Global messages last 3 s and only one shows at a time (a new one replaces the old). (docs/product.md#calls-and-errors) */
export const GLOBAL_MESSAGE_MS = 3000;

type Tone = 'error' | 'success' | 'info' | 'warning';
const colours: Record<Tone, string> = { error: 'red', success: 'green', info: 'gray', warning: 'yellow' };

function show(tone: Tone, message: string): void {
  notifications.clean();
  notifications.show({ message, color: colours[tone], autoClose: GLOBAL_MESSAGE_MS, withBorder: true });
}

export const message = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  dismiss: () => notifications.clean(),
};
