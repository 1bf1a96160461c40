/**
 * Fitting a table's columns into the width it has: where the columns' widths add up to more than the
 * table's box, the text columns give up part of their width (less than a third, never below what the
 * title needs), so that on a 1366 px screen the columns fit and none sits behind the frozen 操作
 * column at the right. Text cut by a narrower column shows in full on hover and focus (TruncatedText).
 * Widths the user dragged are kept; a table whose columns cannot fit that way scrolls sideways.
 */

/** The width an 'auto' column starts from before it shares what is left, and the least it gives way to. */
export const AUTO_COLUMN_WIDTH = 150;
const AUTO_COLUMN_MINIMUM = 120;
/** A text column gives way by at most this share of its declared width: its text stays readable. */
const GIVE_WAY = 0.3;
/** Room a header needs besides its title: padding, the sort and filter buttons. */
const HEADER_ALLOWANCE = 40;
const TITLE_CHAR_WIDTH = 14;

export interface FitColumn {
  field: string;
  title: string;
  /** Declared pixels, or undefined for an 'auto' column. */
  width?: number;
  /** Set when the user dragged the column's edge: kept as it is. */
  userWidth?: number;
  /** Kept at its width: frozen columns and those drawing their own content (buttons, tags, checkboxes). */
  fixed?: boolean;
}

/** The narrowest a column is made: at most 30 % narrower, its title readable, a fixed one not at all. */
export function fittedMinimum(column: FitColumn): number {
  if (column.width === undefined) return AUTO_COLUMN_MINIMUM;
  if (column.fixed) return column.width;
  return Math.min(column.width, Math.max(Math.ceil(column.width * (1 - GIVE_WAY)), column.title.length * TITLE_CHAR_WIDTH + HEADER_ALLOWANCE));
}

/**
 * The widths that make `columns` fit `available` pixels (the row number's width already taken off): none
 * when they fit as declared, else each column gives up the same share of what it may give up. When even
 * their minimums do not fit, the table scrolls sideways under its frozen 操作 column.
 */
export function fitColumns(columns: readonly FitColumn[], available: number): { widths: Record<string, number> } {
  const widthOf = (column: FitColumn) => column.userWidth ?? column.width ?? AUTO_COLUMN_WIDTH;
  const excess = columns.reduce((sum, column) => sum + widthOf(column), 0) - available;
  if (excess <= 0 || available <= 0) return { widths: {} };
  const shrinkable = columns.filter((column) => column.userWidth === undefined);
  const slack = shrinkable.reduce((sum, column) => sum + widthOf(column) - fittedMinimum(column), 0);
  const share = slack <= 0 ? 0 : Math.min(1, excess / slack);
  const widths = Object.fromEntries(
    shrinkable.map((column) => {
      const width = widthOf(column);
      return [column.field, Math.floor(width - (width - fittedMinimum(column)) * share)];
    }),
  );
  return { widths };
}
