// What the HTTP client tells the page as it works: the client only raises these; the app shows
// them (toasts, the '消息' dialog, the one loading indicator), so src/api never draws anything.

export type MessageTone = 'error' | 'success' | 'info' | 'warning';

export type ApiEvent =
  | { type: 'message'; tone: MessageTone; text: string }
  /** Failed network calls dismiss the loading indicator and the message on show. (docs/product.md#calls-and-errors) */
  | { type: 'messagesDismissed' }
  /** The '消息' dialog of a Code 400 answer. */
  | { type: 'dialog'; text: string }
  | { type: 'loading'; change: 'start' | 'stop' | 'dismiss' }
  /** A read was answered offline from what was kept at `savedAt` (docs/product.md#offline). */
  | { type: 'offlineAnswer'; savedAt: number }
  /** An answer's Date header, read when it arrived: the services' clock (src/ui/businessClock.ts). */
  | { type: 'serviceTime'; date: string | null; receivedAt: number }
  /** A call was refused for a right the account's role lacks: its menus and buttons may have changed. */
  | { type: 'rightRefused'; right: string };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  listeners.forEach((listener) => listener(event));
}

/** A message for the user, from a call or from an api module's own flow (e.g. '验证码已发送'). */
export const notify = (tone: MessageTone, text: string) => emitApiEvent({ type: 'message', tone, text });
