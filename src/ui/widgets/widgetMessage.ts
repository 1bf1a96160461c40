import { MISSING_MESSAGE_TEXT } from '../chineseDefaults.ts';
import { replaceMessage, showCard } from '../message.ts';

/** A widget's own message is grey, 300 px wide, and closes after 2000 ms. (docs/product.md#calls-and-errors) */
export const WIDGET_MESSAGE_MS = 2000;
export const WIDGET_MESSAGE_WIDTH = 300;

export function widgetMessage(text: string | undefined): void {
  replaceMessage({
    message: text?.trim() ? text : MISSING_MESSAGE_TEXT,
    color: 'gray',
    autoClose: WIDGET_MESSAGE_MS,
    style: { width: WIDGET_MESSAGE_WIDTH },
  });
}

/** A notification card is 300 px wide and closes by itself after 5000 ms. (docs/product.md#limits) */
export const NOTIFICATION_MS = 5000;

export function widgetNotification(title: string, text: string): void {
  showCard({ title, message: text, autoClose: NOTIFICATION_MS, style: { width: WIDGET_MESSAGE_WIDTH } });
}
