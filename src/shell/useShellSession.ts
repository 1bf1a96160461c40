import { useEffect } from 'react';
import { legacyCredentials } from '../api/menu.ts';
import { forgetButtonActions } from '../api/permissions.ts';
import { SESSION_ENDED_EVENT, endSession } from '../api/session.ts';
import { frameOrigins, messageOrigins } from './frameConfig.ts';
import { bridgeCommand } from './messageBridge.ts';
import { saveTabs } from './shellStorage.ts';
import type { TabsActor } from './tabsActor.ts';

/** What the session keeps in memory goes when it ends; the tabs close with it (403; docs/product.md#calls-and-errors). */
export function endShellSession(actor: TabsActor): void {
  actor.send({ type: 'END' });
  legacyCredentials.forget();
  forgetButtonActions();
}

/** Saves tabs on every change while the session lasts, and closes them all when it ends. */
export function useShellSession(actor: TabsActor): void {
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'active') saveTabs(snapshot.context);
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
