import { useEffect } from 'react';
import { legacyCredentials } from '../api/menu.ts';
import { forgetButtonActions } from '../api/permissions.ts';
import { SESSION_ENDED_EVENT, endSession } from '../api/session.ts';
import { frameOrigins, messageOrigins } from './frameConfig.ts';
import { forgetLock } from './lock/lockStorage.ts';
import { bridgeCommand } from './messageBridge.ts';
import { saveTabs } from './shellStorage.ts';
import { forgetMenu } from './useMenu.ts';
import { keepTabs, stopKeeping } from './session/keptSession.ts';
import type { TabsActor } from './tabsActor.ts';

/** What the session keeps in memory goes when it ends; the tabs close with it (403; docs/product.md#calls-and-errors). */
export function endShellSession(actor: TabsActor): void {
  actor.send({ type: 'END' });
  legacyCredentials.forget();
  forgetButtonActions();
  forgetLock();
  forgetMenu();
  stopKeeping();
}

/** Saves tabs on every change while the session lasts (here and in what the account keeps), and closes them all when it ends. */
export function useShellSession(actor: TabsActor): void {
  useEffect(() => {
    keepTabs(actor.getSnapshot().context);
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'active') return;
      saveTabs(snapshot.context);
      keepTabs(snapshot.context);
    });
    const onEnded = () => endShellSession(actor);
    addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => {
      subscription.unsubscribe();
      removeEventListener(SESSION_ENDED_EVENT, onEnded);
    };
  }, [actor]);
}

/** A parent (or framed) page may open an address in a tab, or force a return to login. (docs/product.md#routes) */
export function useMessageBridge(actor: TabsActor): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const ownFrames = Array.from(document.querySelectorAll('iframe'), (frame) => frame.contentWindow);
      const command = bridgeCommand(event, { message: messageOrigins, frame: frameOrigins, ownFrames });
      if (command?.type === 'openTab') actor.send({ type: 'OPEN', url: command.url, title: command.title, kind: command.kind });
      else if (command?.type === 'toLogin') endSession();
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [actor]);
}

/** Overlays that take Esc first when shown (a dialog, a menu, a list): then Esc closes them, not the maximised view. */
const ESC_TAKEN_BY = '[role="dialog"], [role="menu"], [role="listbox"]';
const shown = (selector: string) => Array.from(document.querySelectorAll(selector)).some((element) => element.checkVisibility());

/** The window's side of the strip: 在新窗口打开 opens a window, Esc leaves 最大化. (docs/product.md#tabs) */
export function useTabWindow(actor: TabsActor): void {
  useEffect(() => {
    const opened = actor.on('openWindow', ({ url }) => void window.open(url, '_blank', 'noopener'));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !actor.getSnapshot().context.maximised) return;
      if (shown(ESC_TAKEN_BY)) return;
      actor.send({ type: 'UNMAXIMISE' });
    };
    // A tooltip on show closes on Esc and stops the key there: it is seen on its way down, so the same Esc also leaves 最大化.
    const onKeyDownUnderTooltip = (event: KeyboardEvent) => shown('[role="tooltip"]') && onKeyDown(event);
    addEventListener('keydown', onKeyDown);
    addEventListener('keydown', onKeyDownUnderTooltip, true);
    return () => {
      opened.unsubscribe();
      removeEventListener('keydown', onKeyDown);
      removeEventListener('keydown', onKeyDownUnderTooltip, true);
    };
  }, [actor]);
}
