import { Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import './lockScreen.css';
import { signOut } from '../signOut.ts';
import type { LockActor } from './useLockScreen.ts';

const LAYER_ATTRIBUTE = 'data-lock-screen';
const LOCKED_ATTRIBUTE = 'data-portal-locked';

/**
 * While locked, everything else on the page (the shell, its dialogs and drawers, the cards of uploads) is hidden —
 * not drawn, out of the accessibility tree, unreachable by focus or keys (`inert`) — and goes on working underneath.
 */
function useContentHidden(locked: boolean, layer: HTMLElement): void {
  useLayoutEffect(() => {
    if (!locked) return;
    const hidden = new Set<Element>();
    const hide = () => {
      for (const element of Array.from(document.body.children)) {
        if (element === layer || (element as HTMLElement).inert) continue;
        (element as HTMLElement).inert = true;
        hidden.add(element);
      }
    };
    document.body.setAttribute(LOCKED_ATTRIBUTE, '');
    hide();
    // A dialog or card opened underneath while locked is hidden too.
    const observer = new MutationObserver(hide);
    observer.observe(document.body, { childList: true });
    // Keys never reach the page's shortcuts: those pressed outside the lock screen stop here, those inside at its edge.
    const outside = (event: KeyboardEvent) => {
      if (!layer.contains(event.target as Node)) {
        event.stopPropagation();
        event.preventDefault();
      }
    };
    const inside = (event: KeyboardEvent) => event.stopPropagation();
    addEventListener('keydown', outside, true);
    layer.addEventListener('keydown', inside);
    return () => {
      observer.disconnect();
      removeEventListener('keydown', outside, true);
      layer.removeEventListener('keydown', inside);
      document.body.removeAttribute(LOCKED_ATTRIBUTE);
      hidden.forEach((element) => ((element as HTMLElement).inert = false));
    };
  }, [locked, layer]);
}

/** 锁屏 (docs/product.md#lock-screen): the account's password opens the portal again; 退出登录 leaves it. */
export function LockScreen({ actor, accountName }: { actor: LockActor; accountName: string | null }) {
  const locked = useSelector(actor, (snapshot) => snapshot.matches('locked'));
  const checking = useSelector(actor, (snapshot) => snapshot.matches({ locked: 'checking' }));
  const problem = useSelector(actor, (snapshot) => snapshot.context.problem);
  const [layer] = useState(() => {
    const element = document.createElement('div');
    element.setAttribute(LAYER_ATTRIBUTE, '');
    return element;
  });
  const [password, setPassword] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (!locked) return;
    document.body.append(layer);
    return () => layer.remove();
  }, [locked, layer]);
  useContentHidden(locked, layer);
  useEffect(() => {
    if (locked && !checking) field.current?.focus();
  }, [locked, checking, problem]);

  if (!locked) return null;
  const unlock = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'UNLOCK', password });
    setPassword('');
  };
  return createPortal(
    <Center className="portal-lock-screen" role="dialog" aria-modal="true" aria-labelledby="portal-lock-title">
      <Paper withBorder shadow="md" p="xl" w={360} maw="100%">
        <form onSubmit={unlock}>
          <Stack>
            <Center>
              <IconLock size={40} aria-hidden />
            </Center>
            <Title order={2} ta="center" id="portal-lock-title">
              已锁屏
            </Title>
            {accountName && (
              <Text ta="center" c="dimmed">
                {accountName}
              </Text>
            )}
            <PasswordInput
              ref={field}
              label="登录密码"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={problem}
              disabled={checking}
            />
            <Button type="submit" loading={checking} disabled={password === ''}>
              解锁
            </Button>
            <Button variant="subtle" onClick={() => void signOut()}>
              退出登录
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>,
    layer,
  );
}
