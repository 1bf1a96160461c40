import { Anchor, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { recordAction } from '../actionJournal.ts';
import { confirmed } from '../confirm.tsx';
import { usePermission } from '../permissions/usePermission.ts';
import type { ScreenDeclaration } from '../../contracts/screens/screen.ts';
import type { ButtonCode } from '../../contracts/screens/screens.ts';
import type { ActionContext, RowAction } from './actions.ts';

/** Buttons shown in the row before the rest go under 更多. */
const SHOWN_IN_ROW = 3;
const LABEL_CHAR_WIDTH = 14;
const BUTTON_PADDING = 16;
const MORE_WIDTH = 56;
const CELL_PADDING = 28;
const TITLE_WIDTH = 72;

/**
 * The 操作 column's width: room for the most buttons a row can show in it (those first declared, or two and
 * 更多), so a list with one short action keeps its width for the columns and none is hidden behind it.
 */
export function actionsWidth<T>(actions: readonly RowAction<T, string>[]): number {
  const inRow = actions.length > SHOWN_IN_ROW ? actions.slice(0, SHOWN_IN_ROW - 1) : actions;
  const buttons = inRow.reduce((sum, action) => sum + action.label.length * LABEL_CHAR_WIDTH + BUTTON_PADDING, 0);
  const more = actions.length > inRow.length ? MORE_WIDTH : 0;
  return Math.max(TITLE_WIDTH, buttons + more + 4 * inRow.length + CELL_PADDING);
}

interface RowActionsProps<T, S extends ScreenDeclaration> {
  row: T;
  /** The list's screen: its permission id's codes guard the actions. */
  screen: S;
  actions: readonly RowAction<T, ButtonCode<S>>[];
  context: ActionContext;
}

/** The action cell of a list row: what the row and the user's permissions allow, the rest under 更多. */
export function RowActions<T, S extends ScreenDeclaration>({ row, screen, actions, context }: RowActionsProps<T, S>) {
  const permission = usePermission(screen);
  const [busy, setBusy] = useState<string | null>(null);
  const allowed = actions.filter((action) => (!action.action || permission.can(action.action)) && (action.shown?.(row) ?? true));

  const perform = async (action: RowAction<T, ButtonCode<S>>) => {
    if (action.href) {
      context.navigate(action.href(row));
      return;
    }
    if (action.confirm && !(await confirmed(action.confirm(row), action.danger))) return;
    setBusy(action.label);
    try {
      // A confirmed action is a submission: the error screen can tell whether it went through.
      if (action.confirm) await recordAction(action.label, async () => action.run?.(row, context));
      else await action.run?.(row, context);
    } catch {
      // The call has told the user why.
    } finally {
      setBusy(null);
    }
  };

  const inRow = allowed.length > SHOWN_IN_ROW ? allowed.slice(0, SHOWN_IN_ROW - 1) : allowed;
  const more = allowed.slice(inRow.length);
  return (
    <Group gap={4} wrap="nowrap">
      {inRow.map((action) =>
        action.href ? (
          <Anchor key={action.label} component="button" type="button" size="sm" onClick={() => perform(action)}>
            {action.label}
          </Anchor>
        ) : (
          <Button
            key={action.label}
            size="compact-xs"
            variant="subtle"
            color={action.danger ? 'red' : undefined}
            loading={busy === action.label}
            onClick={() => perform(action)}
          >
            {action.label}
          </Button>
        ),
      )}
      {more.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-xs" variant="subtle" rightSection={<IconChevronDown size={12} />}>
              更多
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((action) => (
              <Menu.Item key={action.label} color={action.danger ? 'red' : undefined} onClick={() => perform(action)}>
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
