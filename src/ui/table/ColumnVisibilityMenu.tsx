import { ActionIcon, Checkbox, Menu, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';

interface ColumnVisibilityMenuProps {
  /** The columns in the user's order. */
  columns: readonly { field: string; title: string }[];
  /** The columns not shown: hidden by the user or folded away for room. */
  hidden: Record<string, boolean>;
  /** The columns folded away because the table had no room for them (fitColumns.ts). */
  folded: readonly string[];
  /** The user shows (false) or hides (true) a column; a folded column shown stays shown. */
  onToggle(field: string, hidden: boolean): void;
}

/** Shows or hides columns; the last visible column cannot be hidden. */
export function ColumnVisibilityMenu({ columns, hidden, folded, onToggle }: ColumnVisibilityMenuProps) {
  const visibleCount = columns.filter((column) => !hidden[column.field]).length;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="显示/隐藏列">
          <IconColumns size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap="xs" p="xs" role="group" aria-label="显示的列">
          {columns.map((column) => {
            const visible = !hidden[column.field];
            return (
              <Checkbox
                key={column.field}
                label={column.title}
                description={folded.includes(column.field) ? '列宽不足，已收起' : undefined}
                checked={visible}
                disabled={visible && visibleCount === 1}
                onChange={() => onToggle(column.field, visible)}
              />
            );
          })}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
