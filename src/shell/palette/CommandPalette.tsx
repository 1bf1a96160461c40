import { Box, Button, Group, Loader, Modal, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { fromPromise } from 'xstate';
import { paletteItems, paletteMachine, type PaletteItem } from '../../../machines/palette.machine.ts';
import { SEARCH_MIN_LENGTH } from '../../rules/search.ts';
import { signedInAccount } from '../../api/auth.ts';
import type { MenuEntry } from '../../contracts/menu.ts';
import { useFavourites } from '../../api/favourites.ts';
import { useMediaMatch } from '../../ui/useMediaMatch.ts';
import { frameOrigins } from '../frameConfig.ts';
import { toggleFavourite } from '../favouriteToggle.ts';
import { readRecent } from './recentScreens.ts';
import { searchRecords } from './recordSearch.ts';
import { findScreens, loadPinyin, menuScreens, startingScreens } from './screenSearch.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

export interface CommandPaletteProps {
  opened: boolean;
  menu: MenuEntry[] | null;
  onClose: () => void;
  /** Opens an item in a tab, or shows the tab it is already open in. */
  onOpen: (item: PaletteItem) => void;
}

const NARROW = '(max-width: 575.98px)';
const INSTANT = { duration: 0 };

/** The search box (Ctrl+K): screens by name or pinyin, customers and orders from the server. */
export default function CommandPalette({ opened, menu, onClose, onOpen }: CommandPaletteProps) {
  const screens = useMemo(() => menuScreens(menu ?? [], frameOrigins), [menu]);
  const starred = useFavourites();
  const lists = useMemo(() => {
    const urls = new Set(screens.map((screen) => screen.item.url));
    return { customers: urls.has(customersScreens.customerList.path), orders: urls.has(paymentsScreens.serviceOrder.path) };
  }, [screens]);
  // The latest menu, favourites and opener for the machine's actors and actions, which are bound once.
  const live = useRef({ screens, starred, lists, onOpen, onClose });
  useEffect(() => {
    live.current = { screens, starred, lists, onOpen, onClose };
  });

  /* eslint-disable react-hooks/refs -- these closures run when the machine searches or opens, never during render */
  const actor = useActorRef(
    paletteMachine.provide({
      actors: {
        findScreens: fromPromise(async ({ input }) => {
          const { screens: all, starred: kept } = live.current;
          if (input.query.trim() !== '') return findScreens(all, input.query, await loadPinyin());
          const account = await signedInAccount().then((info) => info.account, () => null);
          return startingScreens(all, kept ?? [], account ? readRecent(account) : []);
        }),
        searchRecords: fromPromise(({ input, signal }) => searchRecords(input.query, live.current.lists, signal)),
      },
      actions: { openItem: (_, item) => live.current.onOpen(item) },
    }),
  );
  /* eslint-enable react-hooks/refs */
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'));
  useEffect(() => {
    if (opened && !actor.getSnapshot().matches('open')) actor.send({ type: 'OPEN' });
    if (!opened && actor.getSnapshot().matches('open')) actor.send({ type: 'CLOSE' });
  }, [opened, actor]);
  // Closed by the box itself (Esc, a choice): the shell hears of it.
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('closed')) live.current.onClose();
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  // The empty box lists the favourites: a change to them shows at once.
  useEffect(() => {
    const { query } = actor.getSnapshot().context;
    if (actor.getSnapshot().matches('open') && query.trim() === '') actor.send({ type: 'INPUT', query });
  }, [starred, actor]);

  const narrow = useMediaMatch(NARROW);
  // No scroll lock: the shell's document does not scroll (each page scrolls in its own box, which the overlay
  // covers), and locking restyled the whole page behind the box on every opening (a third of its first frame).
  // No fade: a transition mounts the box's content two animation frames after the key, and those frames wait
  // for whatever the page is rendering; without one the entries are on screen in the frame after Ctrl+K.
  return (
    <Modal
      opened={isOpen}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title="搜索"
      fullScreen={narrow}
      size="lg"
      yOffset="8vh"
      padding="sm"
      lockScroll={false}
      transitionProps={INSTANT}
    >
      <PaletteBody actor={actor} />
    </Modal>
  );
}

type PaletteActor = ReturnType<typeof useActorRef<typeof paletteMachine>>;

function PaletteBody({ actor }: { actor: PaletteActor }) {
  const listId = useId();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const searching = useSelector(actor, (snapshot) => snapshot.matches({ open: 'waiting' }) || snapshot.matches({ open: 'searching' }));
  const starred = useFavourites();
  const items = paletteItems(context);
  const active = items[context.active];
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (active) document.getElementById(optionId(context.active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [context.active, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, 1 | -1> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in steps) {
      event.preventDefault();
      actor.send({ type: 'MOVE', step: steps[event.key] });
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      actor.send({ type: 'CHOOSE' });
    }
  };

  const status = searching
    ? '正在搜索客户和订单…'
    : context.recordsError ?? (items.length === 0 ? (context.query.trim() === '' ? '输入功能名称、拼音或首字母，客户名称、编号、手机号，或订单号' : '没有找到匹配的结果') : `共 ${items.length} 项`);
  const isStarred = active?.starrable && starred?.some((favourite) => favourite.url === active.url);

  return (
    <Box>
      <TextInput
        data-autofocus
        value={context.query}
        onChange={(event) => actor.send({ type: 'INPUT', query: event.currentTarget.value })}
        onKeyDown={onKeyDown}
        placeholder="搜索功能、客户、订单"
        leftSection={<IconSearch size={16} />}
        rightSection={searching ? <Loader size="xs" /> : null}
        role="combobox"
        aria-label="搜索功能、客户、订单"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(context.active) : undefined}
        autoComplete="off"
        maxLength={50}
      />
      <Text size="xs" c={context.recordsError ? 'red.8' : 'dimmed'} mt={6} role="status" aria-live="polite">
        {status}
        {context.query.trim().length > 0 && context.query.trim().length < SEARCH_MIN_LENGTH && '（客户、订单至少输入2个字符）'}
      </Text>
      <Box id={listId} role="listbox" aria-label="搜索结果" mah="min(60vh, 480px)" mt="xs" style={{ overflowY: 'auto' }}>
        {items.map((item, index) => (
          <Box key={item.key}>
            {(index === 0 || items[index - 1].group !== item.group) && (
              <Text size="xs" fw={700} c="dimmed" px="xs" pt="xs" aria-hidden>
                {item.group}
              </Text>
            )}
            <UnstyledButton
              component="div"
              id={optionId(index)}
              role="option"
              aria-selected={index === context.active}
              aria-label={`${item.group} ${item.label}${item.hint ? ` ${item.hint}` : ''}`}
              onMouseMove={() => index !== context.active && actor.send({ type: 'HIGHLIGHT', index })}
              onClick={() => actor.send({ type: 'CHOOSE', index })}
              px="xs"
              py={6}
              w="100%"
              style={{ borderRadius: 4, background: index === context.active ? 'var(--mantine-color-brand-light)' : undefined }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {item.label}
                </Text>
                {item.hint && (
                  <Text size="xs" c="dimmed" truncate style={{ flex: 'none', maxWidth: '50%' }}>
                    {item.hint}
                  </Text>
                )}
              </Group>
            </UnstyledButton>
          </Box>
        ))}
      </Box>
      {active?.starrable && (
        <Group justify="flex-end" mt="xs">
          <Button
            size="xs"
            variant="subtle"
            leftSection={isStarred ? <IconStarFilled size={14} /> : <IconStar size={14} />}
            onClick={() => void toggleFavourite(active.url, active.label)}
          >
            {isStarred ? `从常用功能移除“${active.label}”` : `将“${active.label}”加入常用功能`}
          </Button>
        </Group>
      )}
    </Box>
  );
}
