export interface TransferItem {
  key: string;
  label?: string;
  disabled?: boolean;
}

export type TransferDirection = 'left' | 'right';

export interface TransferChange {
  targetKeys: string[];
  direction: TransferDirection;
  movedKeys: string[];
}

/** A substring of the label, or of the key when an item has no label. (docs/product.md#validation) */
export function filterTransferItems<T extends TransferItem>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => (item.label ?? item.key).toLowerCase().includes(needle));
}

/** Select-all (or none) over the shown items; disabled items keep whatever they were. */
export function toggleAll(shown: readonly TransferItem[], checked: readonly string[], select: boolean): string[] {
  const enabled = shown.filter((item) => !item.disabled).map((item) => item.key);
  return select ? [...new Set([...checked, ...enabled])] : checked.filter((key) => !enabled.includes(key));
}

/** Whether every enabled item shown is checked (what the select-all box shows). */
export function allChecked(shown: readonly TransferItem[], checked: readonly string[]): boolean {
  const enabled = shown.filter((item) => !item.disabled);
  return enabled.length > 0 && enabled.every((item) => checked.includes(item.key));
}

/** Moves the checked, enabled keys to the other side and reports the change (docs/product.md#flows). */
export function transfer(
  items: readonly TransferItem[],
  targetKeys: readonly string[],
  checked: readonly string[],
  direction: TransferDirection,
): TransferChange {
  const movable = new Set(items.filter((item) => !item.disabled).map((item) => item.key));
  const movedKeys = checked.filter((key) => movable.has(key) && targetKeys.includes(key) === (direction === 'left'));
  const next = direction === 'right' ? [...targetKeys, ...movedKeys] : targetKeys.filter((key) => !movedKeys.includes(key));
  return { targetKeys: next, direction, movedKeys };
}
