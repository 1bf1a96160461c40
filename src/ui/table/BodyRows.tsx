import { Table } from '@mantine/core';
import type { MRT_Cell, MRT_Row, MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import { memo, useRef, type CSSProperties, type HTMLAttributes, type ReactNode, type RefObject } from 'react';

/**
 * The library's class names for body rows and cells (mantine-react-table's styles.css, which DataTable imports):
 * the rows drawn here wear them, so frozen columns, stripes, hover and both colour schemes look as the library's.
 * bodyRows.test.ts fails when an upgrade renames one.
 */
export const LIBRARY_BODY_CLASSES = {
  row: 'MRT_TableBodyRow-module_root__2c3D4',
  rowGrid: 'MRT_TableBodyRow-module_root-grid__AwXTe',
  cell: 'MRT_TableBodyCell-module_root__Wf-zi',
  cellGrid: 'MRT_TableBodyCell-module_root-grid__zIuC-',
  dataCell: 'MRT_TableBodyCell-module_root-data-col__HHcxc',
  noWrap: 'MRT_TableBodyCell-module_root-nowrap__-k1Jo',
} as const;

const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr ${LIBRARY_BODY_CLASSES.row} ${LIBRARY_BODY_CLASSES.rowGrid}`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td ${LIBRARY_BODY_CLASSES.cell} ${LIBRARY_BODY_CLASSES.cellGrid} ${LIBRARY_BODY_CLASSES.noWrap}`;
const DATA_CELL_CLASS = `${CELL_CLASS} ${LIBRARY_BODY_CLASSES.dataCell}`;

/** The library's name for a column's width variable (`--col-<id>-size`, set on the table). */
const cssVarId = (id: string) => id.replace(/[^a-zA-Z0-9]/g, '_');

type CellProps = HTMLAttributes<HTMLTableCellElement> & { align?: string; style?: CSSProperties };

/**
 * The rows of a paged table's body, drawn as plain `<tr>`/`<td>` elements from the table's state (docs/architecture.md#tables).
 * The library draws each cell through a Mantine component and a dozen props and hooks of its own; a page of 30 rows
 * took most of a sort's or a page change's time that way. Here a cell is an element with the library's classes, the
 * column's width variables and what the column declares (its cell props and its `Cell`), and a row whose row
 * object is the same is not drawn again (the table's rows are new exactly when its data is).
 */
export function BodyRows<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const rows = table.getRowModel().rows;
  return rows.map((row, index) => <BodyRow key={`${row.id}-${row.index}`} row={row} index={index} count={rows.length} table={table} />);
}

interface BodyRowProps<T extends MRT_RowData> {
  row: MRT_Row<T>;
  index: number;
  count: number;
  table: MRT_TableInstance<T>;
}

const BodyRow = memo(function BodyRow<T extends MRT_RowData>({ row, index, count, table }: BodyRowProps<T>) {
  const { mantineTableBodyRowProps } = table.options;
  const rowRef = useRef<HTMLTableRowElement>(null) as RefObject<HTMLTableRowElement>;
  const rowProps = (typeof mantineTableBodyRowProps === 'function' ? mantineTableBodyRowProps({ row, table, renderedRowIndex: index }) : mantineTableBodyRowProps) ?? {};
  return (
    <tr
      ref={rowRef}
      className={ROW_CLASS}
      data-with-row-border="true"
      data-striped={index % 2 === 0 ? 'odd' : 'false'}
      data-hover="true"
      data-index={index}
      style={rowProps.style as CSSProperties | undefined}
    >
      {row.getVisibleCells().map((cell, column) => (
        <BodyCell key={cell.id} cell={cell} index={column} lastRow={index === count - 1} rowIndex={index} rowRef={rowRef} table={table} />
      ))}
    </tr>
  );
}, (before, after) => before.row === after.row && before.index === after.index && before.count === after.count) as <T extends MRT_RowData>(props: BodyRowProps<T>) => ReactNode;

interface BodyCellProps<T extends MRT_RowData> {
  cell: MRT_Cell<T>;
  index: number;
  rowIndex: number;
  lastRow: boolean;
  rowRef: RefObject<HTMLTableRowElement>;
  table: MRT_TableInstance<T>;
}

function BodyCell<T extends MRT_RowData>({ cell, index, rowIndex, lastRow, rowRef, table }: BodyCellProps<T>) {
  const { column, row } = cell;
  const definition = column.columnDef;
  const args = { cell, column, row, table, renderedColumnIndex: index, renderedRowIndex: rowIndex };
  const declared = definition.mantineTableBodyCellProps;
  const { align, style, ...props } = ((typeof declared === 'function' ? declared(args) : declared) ?? {}) as CellProps;
  const pinned = column.getIsPinned();
  const id = cssVarId(column.id);
  const grows = definition.grow !== false && definition.grow !== 0;
  const layout = {
    minWidth: `max(calc(var(--col-${id}-size) * 1px), ${definition.minSize ?? 30}px)`,
    width: `calc(var(--col-${id}-size) * 1px)`,
    flex: `${grows ? `var(--col-${id}-size)` : 0} 0 auto`,
    '--mrt-cell-align': align ?? 'left',
    '--mrt-table-cell-left': pinned === 'left' ? `${column.getStart('left')}` : undefined,
    '--mrt-table-cell-right': pinned === 'right' ? `${column.getAfter('right')}` : undefined,
  } as CSSProperties;
  return (
    <td
      className={definition.columnDefType === 'data' ? DATA_CELL_CLASS : CELL_CLASS}
      data-with-column-border="true"
      data-column-pinned={pinned || undefined}
      data-last-left-pinned={(pinned === 'left' && column.getIsLastColumn('left')) || undefined}
      data-first-right-pinned={(pinned === 'right' && column.getIsFirstColumn('right')) || undefined}
      data-last-row={lastRow || undefined}
      data-index={index}
      align={align as 'left' | 'center' | 'right' | undefined}
      {...props}
      style={{ ...layout, ...style }}
    >
      {definition.Cell ? definition.Cell({ ...args, renderedCellValue: cell.renderValue() as ReactNode, rowRef }) : (cell.renderValue() as ReactNode)}
    </td>
  );
}
