import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';

/** Global messages last 3 s and only one shows at a time (a new one replaces the old). (docs/product.md#calls-and-errors) */
export const GLOBAL_MESSAGE_MS = 3000;

/** Messages answer what the user just did, top centre, one at a time. */
export const MESSAGE_POSITION = 'top-center';
/** Notification cards report on work going on in the background (uploads, a new version), top right. */
export const CARD_POSITION = 'top-right';
/** Cards shown at once; more wait their turn. */
export const CARDS_AT_ONCE = 3;

const isMessage = (shown: NotificationData) => (shown.position ?? MESSAGE_POSITION) === MESSAGE_POSITION;

/** Takes the messages off the screen; notification cards stay, so a message never hides what an upload reported. */
export function dismissMessages(): void {
  notifications.updateState(notificationsStore, (shown) => shown.filter((item) => !isMessage(item)));
}

/** Shows a message in place of the one on screen. */
export function replaceMessage(data: NotificationData): void {
  dismissMessages();
  notifications.show({ ...data, position: MESSAGE_POSITION });
}

/** Shows a notification card beside the others (they stack, top right, up to the app's limit and then queue). */
export const showCard = (data: NotificationData): string => notifications.show({ ...data, position: CARD_POSITION });

type Tone = 'error' | 'success' | 'info' | 'warning';
const colours: Record<Tone, string> = { error: 'red', success: 'green', info: 'gray', warning: 'yellow' };

const show = (tone: Tone, message: string) => replaceMessage({ message, color: colours[tone], autoClose: GLOBAL_MESSAGE_MS, withBorder: true });

export const message = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warning: (text: string) => show('warning', text),
  dismiss: dismissMessages,
};
