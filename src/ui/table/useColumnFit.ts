import { useMemo } from 'react';
import { holdsWholeText, staysShown } from '../../rules/columns.ts';
import { clampNumber } from '../../rules/numbers.ts';
import { HEADER_BUTTON, HEADER_BUTTON_GAP, MAX_FONT_SIZE, MIN_FONT_SIZE } from './ColumnHeader.tsx';
import { cellText } from './exportXlsx.ts';
import { fitColumns, type ColumnFit } from './fitColumns.ts';
import { DEFAULT_COLUMN_STYLE, type TableLayout } from './tableLayout.ts';
import { textWidth } from './textWidth.ts';
import type { TableColumn } from './types.ts';

/** A cell's padding (10 px a side: the table's compact density) and border, with a pixel to spare: what a column needs besides its text. */
const CELL_ROOM = 22;
/** The title's font: 14 px semi-bold. */
const TITLE_SIZE = 14;
const TITLE_WEIGHT = 600;
/** Whether a column's text is never cut, read from its title and alignment (src/rules/columns.ts). */
export const keepsWhole = <T>(column: TableColumn<T>): boolean => holdsWholeText(column.title, column.contentAlign);

/** The pixels a header needs: its title, the icon buttons after it (style, and sort and filter when it has them), the padding. */
function titleWidth<T>(column: TableColumn<T>): number {
  const buttons = 1 + (column.orderBy ? 1 : 0) + (column.filters ? 1 : 0);
  return Math.ceil(textWidth(column.title, TITLE_SIZE, TITLE_WEIGHT) + buttons * (HEADER_BUTTON + HEADER_BUTTON_GAP) + CELL_ROOM);
}

/**
 * How the shown columns fit the table's box (fitColumns.ts), from what the rows shown hold: a never-cut column is
 * as wide as its widest text in the column's font size. A phone lets the table scroll instead.
 */
export function useColumnFit<T>(columns: readonly TableColumn<T>[], rows: readonly T[], layout: TableLayout, available: number, phone: boolean): ColumnFit {
  return useMemo(() => {
    if (phone) return { widths: {}, folded: [] };
    // The first text column (the name a row is known by) never folds, nor does a reason (src/rules/columns.ts).
    const firstText = columns.find((column) => !keepsWhole(column) && !column.cellComponent && !column.isFrozen)?.field;
    return fitColumns(
      columns.map((column) => {
        const whole = keepsWhole(column) && !column.cellComponent;
        const fontSize = clampNumber((layout.styles[column.field] ?? DEFAULT_COLUMN_STYLE).fontSize, MIN_FONT_SIZE, MAX_FONT_SIZE);
        const widest = whole && rows.length > 0 ? Math.ceil(Math.max(...rows.map((row) => textWidth(cellText(column, row), fontSize))) + CELL_ROOM) : undefined;
        return {
          field: column.field,
          width: typeof column.width === 'number' ? column.width : undefined,
          userWidth: layout.widths[column.field],
          fixed: column.cellComponent !== undefined,
          // Until rows come, a never-cut column keeps what it declares.
          wholeWidth: whole ? (widest ?? (typeof column.width === 'number' ? column.width : undefined)) : undefined,
          titleWidth: titleWidth(column),
          foldable: !whole && !column.cellComponent && !column.isFrozen && !staysShown(column.title) && column.field !== firstText && layout.hidden[column.field] === undefined,
        };
      }),
      available,
    );
  }, [columns, rows, layout, available, phone]);
}
