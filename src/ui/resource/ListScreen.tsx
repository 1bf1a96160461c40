import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import type { MRT_RowData } from 'mantine-react-table';
import { use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ListCriteria, TablePage, TableQuery } from '../../../machines/tableQuery.machine.ts';
import { useFreshAfterChanges } from '../dataVersion.ts';
import { usePageContext } from '../pageContext.ts';
import { usePermission } from '../permissions/usePermission.ts';
import { DataTable } from '../table/DataTable.tsx';
import type { TableColumn } from '../table/types.ts';
import type { ActionContext, RowAction, ToolbarAction } from './actions.ts';
import type { ListDeclaration, ScreenDeclaration } from '../../contracts/screens/screen.ts';
import type { ButtonCode } from '../../contracts/screens/screens.ts';
import { useListQuery } from './useListQuery.ts';
import type { ListColumn, ListQueryField } from './declaredList.ts';
import { QueryBar } from './QueryBar.tsx';
import { useAfterPaint } from '../useAfterPaint.ts';
import { actionsWidth, RowActions } from './RowActions.tsx';

/** Where a list's rows come from: a server-paged list (src/api's listResource fits this shape). */
export interface ListSource<T, Sort extends string = string, Filter extends string = string> {
  /** A declared list's sort and filter names (listResource sets it): the columns and the query bar must use them. */
  readonly declared?: ListDeclaration<Sort, Filter>;
  fetchPage(query: TableQuery, criteria?: ListCriteria): Promise<TablePage<T>>;
  updateField?(update: { id: number; field: string; value: string }): Promise<T>;
}

export interface ListScreenProps<T extends MRT_RowData, S extends ScreenDeclaration = ScreenDeclaration, Sort extends string = string, Filter extends string = string> {
  /** The screen's declaration: its title heads the list and names the export, its permission id guards the buttons. */
  screen: S;
  /** A second list of the screen, or a list of one record, names itself: its heading and export name instead of the title. */
  heading?: string;
  source: ListSource<T, Sort, Filter>;
  /** A declared list's sortable columns sort by declared names, its filtered columns filter by declared names. */
  columns: readonly ListColumn<T, NoInfer<Sort>, NoInfer<Filter>>[];
  rowKey(row: T): string | number;
  /** The query bar (P1); each field's value lives in the page's address. */
  query?: readonly ListQueryField<NoInfer<Filter>>[];
  /** Address parameters that narrow the list without being shown (e.g. `userId` from a customer's page). */
  scopedBy?: readonly NoInfer<Filter>[];
  toolbar?: readonly ToolbarAction<ButtonCode<S>>[];
  rowActions?: readonly RowAction<T, ButtonCode<S>>[];
  /** Adds 详情 in front of the row actions. */
  detailHref?(row: T): string;
  /** Editable cells are saved through `source.updateField` (row ids are numbers). */
  editable?: boolean;
  /** Above the query bar: cards, counters, chips. */
  header?: ReactNode;
  /** Bump to load the current page again (e.g. after a drawer saved). */
  refreshKey?: number;
  /** A checkbox per row for batch actions (P1); the toolbar's actions get the checked rows' keys. */
  selectable?: boolean;
  /** Names this list's sort and column filters in the address when another list shares the page (e.g. `ledger`). */
  addressPrefix?: string;
}

const ACTIONS_FIELD = '__actions';
const SELECT_FIELD = '__select';
const NONE: readonly never[] = [];

/**
 * The generic list screen (docs/product.md#screen-patterns): title, query bar, its whole query kept in the route query,
 * the DataTable (server paging, sort, filters, export when `<id>:export` is allowed or the page
 * has no permission id), toolbar and row actions guarded by the page's button permissions.
 */
export function ListScreen<T extends MRT_RowData, S extends ScreenDeclaration = ScreenDeclaration, Sort extends string = string, Filter extends string = string>(props: ListScreenProps<T, S, Sort, Filter>) {
  const { query = NONE, scopedBy = NONE } = props;
  const page = usePageContext();
  const account = use(page.account);
  const [, navigate] = useLocation();
  const { screen } = props;
  const heading = props.heading ?? screen.title;
  const permission = usePermission(screen);
  const { columns: pageColumns, addressPrefix, detailHref, rowActions: pageRowActions, selectable, rowKey, toolbar: pageToolbar, source, editable } = props;
  const fetchRows = useCallback((tableQuery: TableQuery) => source.fetchPage(tableQuery, tableQuery.criteria), [source]);
  const list = useListQuery({ columns: pageColumns, fields: query, scopedBy, prefix: addressPrefix, fetchRows });
  const { actor, criteria } = list;
  // Checked rows belong to one search: a new search starts with none checked.
  const searchKey = JSON.stringify(criteria);
  const [selection, setSelection] = useState<{ searchKey: string; keys: ReadonlyArray<string | number> }>({ searchKey, keys: NONE });
  const selectedKeys = selection.searchKey === searchKey ? selection.keys : NONE;

  // A kept-alive list shown again after a change saved elsewhere loads again.
  const reload = useFreshAfterChanges(useCallback(() => actor.send({ type: 'RELOAD' }), [actor]));
  const context: ActionContext = useMemo(() => ({ reload, navigate: (to: string) => navigate(to), selectedKeys }), [reload, navigate, selectedKeys]);
  // 查询 is answered by a paint first: the reload renders the whole list.
  const afterPaint = useAfterPaint();
  const onSearch = (next: ListCriteria) => afterPaint(() => list.search(next));

  // Built again only when what they show changes: a table whose columns and toolbar are the same objects
  // leaves its rows as they are when only the address or the loading state moved (src/ui/table/DataTable.tsx).
  const rowActions = useMemo(
    () => [...(detailHref ? [{ label: '详情', href: detailHref } satisfies RowAction<T, ButtonCode<S>>] : []), ...(pageRowActions ?? [])],
    [detailHref, pageRowActions],
  );
  const columns = useMemo((): TableColumn<T>[] => {
    // The search is read at the click: a new search alone leaves the columns (and so the rows) as they are.
    const toggle = (key: string | number, checked: boolean) =>
      setSelection(() => {
        const others = selectedKeys.filter((known) => known !== key);
        return { searchKey: JSON.stringify(actor.getSnapshot().context.query.criteria ?? {}), keys: checked ? [...others, key] : others };
      });
    return [
      ...(selectable
        ? [
            {
              field: SELECT_FIELD as keyof T & string,
              title: '选择',
              width: 70,
              isFrozen: true as const,
              export: false,
              contentAlign: 'center' as const,
              cellComponent: ({ row }: { row: T }) => {
                const key = rowKey(row);
                return <Checkbox aria-label="选择此行" checked={selectedKeys.includes(key)} onChange={(event) => toggle(key, event.currentTarget.checked)} />;
              },
            },
          ]
        : []),
      ...pageColumns,
      ...(rowActions.length > 0
        ? [
            {
              field: ACTIONS_FIELD as keyof T & string,
              title: '操作',
              width: actionsWidth(rowActions),
              isFrozen: 'right' as const,
              export: false,
              cellComponent: ({ row }: { row: T }) => <RowActions row={row} screen={screen} actions={rowActions} context={context} />,
            },
          ]
        : []),
    ];
  }, [selectable, rowKey, selectedKeys, actor, pageColumns, rowActions, context, screen]);
  const toolbar = useMemo(
    () =>
      pageToolbar && pageToolbar.length > 0 ? (
        <Group gap="xs">
          {pageToolbar.map((action) => (
            <ToolbarButton key={action.label} screen={screen} action={action} context={context} />
          ))}
        </Group>
      ) : undefined,
    [pageToolbar, context, screen],
  );
  const getRowId = useCallback((row: T) => String(rowKey(row)), [rowKey]);
  const onCellEdit = useMemo(
    () =>
      editable && source.updateField
        ? (row: T, field: string, value: string) => source.updateField!({ id: Number(rowKey(row)), field, value })
        : undefined,
    [editable, source, rowKey],
  );

  return (
    <Stack p="md" gap="sm">
      <Title order={3}>{heading}</Title>
      {props.header}
      {query.length > 0 && <QueryBar key={searchKey} fields={query} criteria={criteria} onSearch={onSearch} />}
      <DataTable<T>
        layoutKey={page.layoutKey}
        account={account}
        columns={columns}
        getRowId={getRowId}
        fetchRows={fetchRows}
        query={actor}
        refreshKey={props.refreshKey}
        onCellEdit={onCellEdit}
        exportName={heading}
        canExport={!screen.permissionId || permission.can('export' as ButtonCode<S>)}
        toolbar={toolbar}
      />
    </Stack>
  );
}

function ToolbarButton<S extends ScreenDeclaration>({ screen, action, context }: { screen: S; action: ToolbarAction<ButtonCode<S>>; context: ActionContext }) {
  const permission = usePermission(screen);
  const button = (
    <Button size="xs" leftSection={action.icon} onClick={() => (action.href ? context.navigate(action.href) : action.run?.(context))}>
      {action.label}
    </Button>
  );
  return !action.action || permission.can(action.action) ? button : null;
}
