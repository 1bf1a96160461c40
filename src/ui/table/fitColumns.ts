/**
 * Fitting a table's columns into the width it has (docs/product.md#routes). What a column holds decides how it
 * gives way: identifiers, phone numbers, dates, amounts, counts and statuses are never cut (their column is as
 * wide as its widest text shown, and no narrower), while text columns (names, products, addresses, notes) give
 * up part of their width (less than a third) and, when the table still does not fit, the lowest in priority (the
 * last declared) fold away into the column menu, where they can be shown again. No title is cut. Widths the user
 * dragged, and columns the user chose to show, are kept; a table that still cannot fit scrolls sideways under
 * its frozen 操作 column.
 */

/** The width an 'auto' column starts from before it shares what is left, and the least it gives way to. */
export const AUTO_COLUMN_WIDTH = 150;
const AUTO_COLUMN_MINIMUM = 120;
/** A text column gives way by at most this share of its width: its text stays readable. */
const GIVE_WAY = 0.3;

export interface FitColumn {
  field: string;
  /** Declared pixels, or undefined for an 'auto' column. */
  width?: number;
  /** Set when the user dragged the column's edge: kept as it is. */
  userWidth?: number;
  /** Kept at its declared width: columns drawing their own content (buttons, tags, checkboxes). */
  fixed?: boolean;
  /** For a column whose text is never cut: the pixels its widest shown text needs. */
  wholeWidth?: number;
  /** The pixels its title needs (the title, its buttons, the cell's padding). */
  titleWidth: number;
  /** May fold into the column menu (a text column the user has not chosen to show). */
  foldable?: boolean;
}

export interface ColumnFit {
  /** The width of each column that differs from what it declares. */
  widths: Record<string, number>;
  /** The columns folded away, in the order they fold. */
  folded: string[];
}

/** The width a column starts from: what it declares, widened to its title and (never cut) its text. */
function startWidth(column: FitColumn): number {
  if (column.userWidth !== undefined) return column.userWidth;
  if (column.fixed) return column.width ?? AUTO_COLUMN_WIDTH;
  return Math.max(column.width ?? AUTO_COLUMN_WIDTH, column.titleWidth, column.wholeWidth ?? 0);
}

/** The narrowest a column is made: its title (and never-cut text) whole, a text column at most 30 % narrower. */
export function fittedMinimum(column: FitColumn): number {
  const start = startWidth(column);
  if (column.userWidth !== undefined || column.fixed) return start;
  if (column.wholeWidth !== undefined) return Math.max(column.wholeWidth, column.titleWidth);
  const giving = column.width === undefined ? AUTO_COLUMN_MINIMUM : Math.ceil(start * (1 - GIVE_WAY));
  return Math.min(start, Math.max(giving, column.titleWidth));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The widths that make `columns` fit `available` pixels (the row number's width already taken off): each column
 * at its start width when they fit, else each gives up the same share of what it may give up, after folding the
 * last foldable columns for as long as even the minimums do not fit.
 */
export function fitColumns(columns: readonly FitColumn[], available: number): ColumnFit {
  const folded: string[] = [];
  if (available <= 0) return { widths: {}, folded };
  const shown = () => columns.filter((column) => !folded.includes(column.field));
  const foldable = columns.filter((column) => column.foldable).reverse();
  while (sum(shown().map(fittedMinimum)) > available && folded.length < foldable.length) folded.push(foldable[folded.length].field);
  const kept = shown();
  const excess = sum(kept.map(startWidth)) - available;
  const slack = sum(kept.map((column) => startWidth(column) - fittedMinimum(column)));
  const share = excess > 0 && slack > 0 ? Math.min(1, excess / slack) : 0;
  const widths: Record<string, number> = {};
  for (const column of kept) {
    if (column.userWidth !== undefined) continue;
    const start = startWidth(column);
    const width = Math.floor(start - (start - fittedMinimum(column)) * share);
    if (width !== column.width) widths[column.field] = width;
  }
  return { widths, folded };
}
