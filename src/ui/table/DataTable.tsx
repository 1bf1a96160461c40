import 'mantine-react-table/styles.css';
import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_Cell,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_Updater,
  type MRT_VisibilityState,
} from 'mantine-react-table';
import { MRT_Localization_ZH_HANS } from 'mantine-react-table/locales/zh-Hans/index.esm.mjs';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useElementWidth } from '../useElementWidth.ts';
import { useMediaMatch } from '../useMediaMatch.ts';
import { clampNumber } from '../../rules/numbers.ts';
import { ColumnHeader, MAX_FONT_SIZE, MIN_FONT_SIZE, type ColumnHeaderActions } from './ColumnHeader.tsx';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu.tsx';
import { EMPTY_TEXT, EmptyRows, TableToolbar } from './TableToolbar.tsx';
import { EditableCell } from './EditableCell.tsx';
import { TruncatedText } from './TruncatedText.tsx';
import { BodyRows } from './BodyRows.tsx';
import { cellText } from './exportXlsx.ts';
import { fetchAllRows } from './exportAll.ts';
import { localFetch } from './localQuery.ts';
import classes from './dataTable.module.css';
import { LoadingBar, QueryPager } from './TableQueryParts.tsx';
import { nextSort } from './sortCycle.ts';
import { DEFAULT_COLUMN_STYLE, canMove, moveField, orderedFields } from './tableLayout.ts';
import { declaredTableQuery } from './tableAddress.ts';
import type { FetchRows, TableColumn } from './types.ts';
import { useTableQuery, type TableQueryActor } from './useTableQuery.ts';
import { useTableLayout } from './useTableLayout.ts';
import { keepsWhole, useColumnFit } from './useColumnFit.ts';

/** Below this width frozen columns are let go (only the row number stays). */
const PHONE_WIDTH = '(max-width: 47.99em)';

/** Table constants. (docs/product.md#limits) */
export const ROW_HEIGHT = 40;
export const TITLE_ROW_HEIGHT = 38;
export const ROW_NUMBER_WIDTH = 40;
/** Not available to columns: the table's borders and the vertical scroll bar a long page shows. */
const TABLE_BORDERS = 4 + 16;
export const MIN_COLUMN_WIDTH = 15;
export const HEIGHT_ALLOWANCE = 263;
/** Client-side tables with more rows than this scroll (virtualized) instead of paging. */
export const VIRTUALIZE_ABOVE = 1000;

const ROW_NUMBERS = 'mrt-row-numbers';

interface SourceProps<T> {
  /** Server-side: paging, sorting and filtering happen in the API. */
  fetchRows?: FetchRows<T>;
  /** Client-side: every row, paged or scrolled here. */
  data?: readonly T[];
}

export interface DataTableProps<T extends MRT_RowData> extends SourceProps<T> {
  /** Names the table in saved layouts and is the default export file name. */
  layoutKey: string;
  /** Whose layout this is: layouts are kept per table id and account. */
  account: string;
  columns: readonly TableColumn<T>[];
  getRowId(row: T): string;
  /** After descending, sort ascending again instead of unsorted. */
  alwaysSort?: boolean;
  /** Changing it loads the same page again (e.g. after a change made from the list). */
  refreshKey?: number;
  /** 导出 is offered unless this is false (the page's permissions decide). */
  canExport?: boolean;
  onPageChange?(page: number): void;
  onPageSizeChange?(pageSize: number): void;
  /** Saves an edited cell and answers the row as stored; a rejection keeps the editor open. */
  onCellEdit?(row: T, field: keyof T & string, value: string): Promise<T>;
  exportName?: string;
  /** The screen's own buttons, left of the table's. */
  toolbar?: ReactNode;
  /**
   * The query the table shows and drives, when its owner holds it (a list screen, which also writes it to the
   * address and sends its criteria); else the table runs its own, opening with what the columns declare.
   */
  query?: TableQueryActor;
}

/** 0 frozen left, 1 unfrozen, 2 frozen right: the order the groups are shown in. */
function frozenGroup<T>(column: TableColumn<T>): number {
  return column.isFrozen === true ? 0 : column.isFrozen === 'right' ? 2 : 1;
}

function applyUpdater<S>(updater: MRT_Updater<S>, old: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;
}

/**
 * The portal's list table (docs/product.md#routes) over mantine-react-table: row numbers, frozen
 * columns, one-column sort cycle, filters with 全部, cell editing, resizable and movable
 * columns with a per-account saved layout and cell styles, pager, .xlsx export of every matching row.
 */
export const DataTable = memo(Table) as typeof Table;

function Table<T extends MRT_RowData>(props: DataTableProps<T>) {
  return props.query ? <QueriedTable {...props} actor={props.query} /> : <TableWithOwnQuery {...props} />;
}

const virtualizes = (data: readonly unknown[] | undefined) => data !== undefined && data.length > VIRTUALIZE_ABOVE;

function TableWithOwnQuery<T extends MRT_RowData>(props: DataTableProps<T>) {
  const actor = useTableQuery({
    fetchRows: (query) => (props.fetchRows ?? localFetch(props.data ?? [], !virtualizes(props.data)))(query),
    input: declaredTableQuery(props.columns),
    onPageChange: props.onPageChange,
    onPageSizeChange: props.onPageSizeChange,
  });
  return <QueriedTable {...props} actor={actor} />;
}

function QueriedTable<T extends MRT_RowData>(props: DataTableProps<T> & { actor: TableQueryActor }) {
  const { columns, layoutKey, account, data } = props;
  const virtualize = virtualizes(data);
  const paginate = !virtualize;

  // The latest props for the callbacks bound once (header actions, cell saves, export).
  const latest = useRef({ props, paginate });
  useEffect(() => {
    latest.current = { props, paginate };
  });
  const { actor } = props;
  const rows = useSelector(actor, (snapshot) => snapshot.context.rows as T[]);
  const total = useSelector(actor, (snapshot) => snapshot.context.total);
  // Only what the body draws: the query and the loading state are read by the parts that show them.
  const waitingForRows = useSelector(actor, (snapshot) => snapshot.context.rows.length === 0 && snapshot.matches('loading'));
  const error = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? snapshot.context.error : null));

  // New client-side rows or a change made from the list: load again (the first load is the machine's own).
  const loadedWith = useRef({ data, refreshKey: props.refreshKey });
  useEffect(() => {
    const loaded = loadedWith.current;
    if (loaded.data !== data || loaded.refreshKey !== props.refreshKey) actor.send({ type: 'RELOAD' });
    loadedWith.current = { data, refreshKey: props.refreshKey };
  }, [actor, data, props.refreshKey]);

  const { layout, update, reset } = useTableLayout(layoutKey, account);
  const order = useMemo(() => orderedFields(columns.map((column) => column.field), layout.order), [columns, layout.order]);
  const styleOf = (field: string) => layout.styles[field] ?? DEFAULT_COLUMN_STYLE;
  const columnOf = (field: string) => columns.find((column) => column.field === field)!;
  const groupOf = (field: string) => frozenGroup(columnOf(field));
  // As shown: frozen-left columns first and frozen-right ones last, each group in the user's order.
  const visibleColumns = useMemo(
    () => order.filter((field) => !layout.hidden[field]).map((field) => columns.find((column) => column.field === field)!).sort((a, b) => frozenGroup(a) - frozenGroup(b)),
    [order, layout.hidden, columns],
  );

  const narrow = useMediaMatch(PHONE_WIDTH);
  // With no shown column of 'auto' width (hidden, or none declared), all shown columns share the spare width:
  // otherwise it stays a blank band right of the last column.
  const allGrow = !visibleColumns.some((column) => typeof column.width !== 'number');

  // Columns wider than the table's box give way (text shrinks, then folds into the column menu; what is never cut
  // keeps its width), so no column sits behind a frozen right column; on a phone the table scrolls sideways instead.
  const { ref: box, width: boxWidth } = useElementWidth<HTMLDivElement>();
  const fit = useColumnFit(visibleColumns, rows, layout, boxWidth - ROW_NUMBER_WIDTH - TABLE_BORDERS, narrow);
  const hiddenNow = useMemo(() => ({ ...layout.hidden, ...Object.fromEntries(fit.folded.map((field) => [field, true])) }), [layout.hidden, fit.folded]);

  // They read the table's state as it is when used (the latest sort, columns and order), so they stay the same.
  const headerActions = useMemo((): ColumnHeaderActions => {
    const frozen = (field: string) => frozenGroup(latest.current.props.columns.find((column) => column.field === field)!);
    return {
      sort: (field) => actor.send({ type: 'SORT', sort: nextSort(actor.getSnapshot().context.query.sort, field, latest.current.props.alwaysSort) }),
      filter: (field, value) => actor.send({ type: 'FILTER', field, value }),
      style: (field, next) => update((old) => ({ ...old, styles: { ...old.styles, [field]: next } })),
      move: (field, direction) =>
        update((old) => {
          const shown = orderedFields(latest.current.props.columns.map((column) => column.field), old.order);
          return { ...old, order: moveField(shown, field, direction, frozen) };
        }),
    };
  }, [actor, update]);

  const columnDefs: MRT_ColumnDef<T>[] = columns.map((column) => {
    const style = styleOf(column.field);
    const width = fit.widths[column.field] ?? column.width;
    return {
      id: column.field,
      accessorKey: column.field,
      header: column.title,
      size: typeof width === 'number' ? width : undefined,
      grow: allGrow || typeof column.width !== 'number',
      minSize: MIN_COLUMN_WIDTH,
      enableResizing: column.isResize !== false,
      enableSorting: false,
      enableColumnActions: false,
      enableColumnFilter: false,
      // Frozen columns come from the column list, not from the user.
      enablePinning: false,
      Header: () => (
        <ColumnHeader
          column={column}
          query={actor}
          style={style}
          canMoveLeft={canMove(order, column.field, 'left', groupOf)}
          canMoveRight={canMove(order, column.field, 'right', groupOf)}
          actions={headerActions}
        />
      ),
      mantineTableHeadCellProps: {
        align: column.titleAlign,
        'data-field': column.field,
      },
      mantineTableBodyCellProps: ({ cell, table }) => ({
        align: column.contentAlign,
        'data-field': column.field,
        'data-whole': keepsWhole(column) || undefined,
        style: { fontSize: clampNumber(style.fontSize, MIN_FONT_SIZE, MAX_FONT_SIZE), color: style.color || undefined, backgroundColor: style.background || undefined },
        title: column.editable ? '双击编辑' : undefined,
        onDoubleClick: column.editable ? () => table.setEditingCell(cell) : undefined,
      }),
      Cell: ({ cell, row, table }) => {
        if (column.editable && table.getState().editingCell?.id === cell.id) {
          const stopEditing = () => table.setEditingCell(null);
          return (
            <EditableCell
              title={column.title}
              initial={String(row.original[column.field] ?? '')}
              validate={(value) => column.validate?.(value, row.original) ?? null}
              cancel={stopEditing}
              save={async (value) => {
                const saved = await latest.current.props.onCellEdit?.(row.original, column.field, value);
                actor.send({ type: 'ROW_UPDATED', index: row.index, row: saved ?? { ...row.original, [column.field]: value } });
                stopEditing();
              }}
            />
          );
        }
        const value = row.original[column.field];
        return column.cellComponent ? column.cellComponent({ row: row.original, value }) : <TruncatedText text={cellText(column, row.original)} />;
      },
    };
  });

  const columnVisibility: MRT_VisibilityState = Object.fromEntries(Object.entries(hiddenNow).map(([field, hidden]) => [field, !hidden]));
  // The row numbers belong to the rows shown: they move when the rows of the next page arrive, not at the click.
  const rowOffset = useMemo(() => {
    const { page, pageSize } = actor.getSnapshot().context.query;
    return paginate ? (page - 1) * pageSize : 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read when the rows change, from the query they answer
  }, [rows, paginate, actor]);
  const [editingCell, setEditingCell] = useState<MRT_Cell<T> | null>(null);
  // The rows (their cells are most of the table's work) are drawn again only when what they show changes: the
  // library's 'rows' mode keeps a row whose row object is the same, and the row objects are new exactly when the
  // data array is. A sort, a page or 查询 draws the header and the progress bar at once and the rows once, when
  // they arrive; the address written after a sort draws no row at all. (Its 'table-body' mode compares the
  // data of one table object with itself, and a virtualized row must move as the list scrolls.)
  // With no rows the body is the empty state (加载中… or why the load failed).
  const empty = rows.length === 0;
  const bodyRows = useMemo(
    () => rows.slice(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each of these changes what the body draws
    [rows, columns, layout, boxWidth, narrow, editingCell, rowOffset, waitingForRows, empty && error],
  );
  const table = useMantineReactTable<T>({
    columns: columnDefs,
    data: bodyRows,
    memoMode: virtualize ? undefined : 'rows',
    getRowId: (row) => props.getRowId(row),
    localization: { ...MRT_Localization_ZH_HANS, noRecordsToDisplay: EMPTY_TEXT, rowNumber: '序号' },
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enablePagination: false,
    enableBottomToolbar: false,
    enableGlobalFilter: false,
    enableFilters: false,
    enableDensityToggle: false,
    // Compact cells, 10 px a side (useColumnFit.ts counts it): a back-office table fits more columns.
    initialState: { density: 'xs' },
    enableFullScreenToggle: false,
    enableColumnActions: false,
    enableSorting: false,
    enableHiding: true,
    enableColumnResizing: true,
    columnResizeMode: 'onEnd',
    layoutMode: 'grid',
    enableColumnPinning: true,
    enableRowNumbers: true,
    enableStickyHeader: true,
    enableRowVirtualization: virtualize,
    rowCount: total,
    displayColumnDefOptions: {
      [ROW_NUMBERS]: {
        size: ROW_NUMBER_WIDTH,
        minSize: ROW_NUMBER_WIDTH,
        maxSize: ROW_NUMBER_WIDTH,
        grow: false,
        enablePinning: false,
        enableResizing: false,
        enableHiding: false,
        Cell: ({ row }) => rowOffset + row.index + 1,
      },
    },
    state: {
      columnOrder: [ROW_NUMBERS, ...order],
      // On a phone frozen columns would take the whole width: only the row number stays.
      columnPinning: narrow
        ? { left: [ROW_NUMBERS], right: [] }
        : {
            left: [ROW_NUMBERS, ...columns.filter((column) => column.isFrozen === true).map((column) => column.field)],
            // Columns too many to fit scroll sideways under it: scrolled to the end, the last one ends where it begins.
            right: columns.filter((column) => column.isFrozen === 'right').map((column) => column.field),
          },
      columnSizing: layout.widths,
      columnVisibility,
      editingCell,
    },
    onEditingCellChange: (updater) => setEditingCell((old) => applyUpdater(updater, old)),
    onColumnOrderChange: (updater) =>
      update((old) => ({
        ...old,
        order: applyUpdater(updater, [ROW_NUMBERS, ...order]).filter((field) => field !== ROW_NUMBERS),
      })),
    onColumnSizingChange: (updater) => update((old) => ({ ...old, widths: applyUpdater(updater, old.widths) })),
    mantineTableProps: { highlightOnHover: true, striped: true, withColumnBorders: true, className: classes.table },
    mantineTableHeadRowProps: { style: { height: TITLE_ROW_HEIGHT } },
    mantineTableBodyRowProps: { style: { height: ROW_HEIGHT } },
    mantineTableContainerProps: {
      style: virtualize
        ? { height: `calc(100vh - ${HEIGHT_ALLOWANCE}px)` }
        : { maxHeight: `calc(100vh - ${HEIGHT_ALLOWANCE}px)` },
    },
    // A page of rows is drawn by BodyRows (plain cells); the library's own body stays for the empty state and for
    // the virtualized client list, whose rows move as it scrolls.
    mantineTableBodyProps: empty || virtualize ? undefined : ({ table }) => ({ children: <BodyRows table={table} /> }),
    renderEmptyRowsFallback: () => <EmptyRows loading={waitingForRows} error={error} onRetry={() => actor.send({ type: 'RELOAD' })} />,
    // The library's own top toolbar measures its height in a layout effect on every render of the table (a forced
    // layout of the page each time); this one is drawn the same way without it.
    renderTopToolbar: () => (
      <div className={classes.topBar}>
        <div className={classes.topActions}>
          <LoadingBar query={actor} />
          <TableToolbar
            exportName={props.exportName ?? layoutKey}
            columns={visibleColumns.filter((column) => column.export !== false)}
            loadRows={(onProgress) => {
              const current = latest.current;
              return fetchAllRows<T>(current.props.fetchRows ?? localFetch(current.props.data ?? [], true), actor.getSnapshot().context.query, onProgress);
            }}
            canExport={props.canExport !== false}
            folded={fit.folded.map((field) => columnOf(field).title)}
            onResetLayout={reset}
          >
            {props.toolbar}
          </TableToolbar>
          <ColumnVisibilityMenu
            columns={order.map((field) => columns.find((column) => column.field === field)!)}
            hidden={hiddenNow}
            folded={fit.folded}
            onToggle={(field, hidden) => update((old) => ({ ...old, hidden: { ...old.hidden, [field]: hidden } }))}
          />
        </div>
      </div>
    ),
  });

  return (
    <Stack gap="xs" ref={box}>
      <MantineReactTable table={table} />
      {paginate && <QueryPager query={actor} />}
    </Stack>
  );
}
