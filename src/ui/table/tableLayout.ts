/** The cell-style pop-up's default font size. (docs/product.md#routes) */
export const DEFAULT_FONT_SIZE = 14;

export interface ColumnStyle {
  fontSize: number;
  /** CSS colours; '' keeps the theme's. */
  color: string;
  background: string;
}

export const DEFAULT_COLUMN_STYLE: ColumnStyle = { fontSize: DEFAULT_FONT_SIZE, color: '', background: '' };

/** What the user changed about a table's columns, kept per table id and account. */
export interface TableLayout {
  /** Field order; fields missing here (new columns) follow in their declared order. */
  order: string[];
  widths: Record<string, number>;
  hidden: Record<string, boolean>;
  styles: Record<string, ColumnStyle>;
}

export const EMPTY_LAYOUT: TableLayout = { order: [], widths: {}, hidden: {}, styles: {} };

export function layoutKey(tableId: string, account: string): string {
  return `portal.table.${tableId}.${account}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A saved layout, or the empty one when nothing (or something unreadable) was saved. */
export function loadLayout(key: string, storage: Storage = localStorage): TableLayout {
  try {
    const saved: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!isRecord(saved)) return EMPTY_LAYOUT;
    return {
      order: Array.isArray(saved.order) ? saved.order.filter((field): field is string => typeof field === 'string') : [],
      widths: isRecord(saved.widths) ? (saved.widths as Record<string, number>) : {},
      hidden: isRecord(saved.hidden) ? (saved.hidden as Record<string, boolean>) : {},
      styles: isRecord(saved.styles) ? (saved.styles as Record<string, ColumnStyle>) : {},
    };
  } catch {
    return EMPTY_LAYOUT;
  }
}

export function saveLayout(key: string, layout: TableLayout, storage: Storage = localStorage): void {
  storage.setItem(key, JSON.stringify(layout));
}

export function clearLayout(key: string, storage: Storage = localStorage): void {
  storage.removeItem(key);
}

/** The saved order applied to the declared fields: unknown fields dropped, new ones appended. */
export function orderedFields(declared: readonly string[], saved: readonly string[]): string[] {
  const kept = saved.filter((field) => declared.includes(field));
  return [...kept, ...declared.filter((field) => !kept.includes(field))];
}

/**
 * Swaps a field with its nearest neighbour of the same group (frozen left, unfrozen, frozen right:
 * a column never moves across a frozen edge); at either end of its group nothing moves.
 */
export function moveField(
  order: readonly string[],
  field: string,
  direction: 'left' | 'right',
  groupOf: (field: string) => number = () => 0,
): string[] {
  const group = order.filter((other) => groupOf(other) === groupOf(field));
  const from = group.indexOf(field);
  const to = from + (direction === 'left' ? -1 : 1);
  if (from < 0 || to < 0 || to >= group.length) return [...order];
  const [a, b] = [order.indexOf(field), order.indexOf(group[to])];
  const next = [...order];
  [next[a], next[b]] = [next[b], next[a]];
  return next;
}

/** Whether a field can move that way within its group. */
export function canMove(order: readonly string[], field: string, direction: 'left' | 'right', groupOf: (field: string) => number = () => 0): boolean {
  return moveField(order, field, direction, groupOf).some((other, index) => other !== order[index]);
}
