// A screen is one declaration (docs/architecture.md#adding-a-list-screen): the portal's route registry and the
// stand-in's menu, permission tree, button codes and list whitelists are all read from these objects.

/** The menu groups, in the menu's order (menuGroups.ts). */
export type MenuGroupName =
  | '客户管理' | '系统管理' | '短信服务' | '服务维护' | '工单' | '支付与订单' | '发票' | '代理与分析' | '增值服务' | 'AI视频';

/** Where a screen sits in the menu; the entry is named as the screen's title. */
export interface MenuPlacement {
  group: MenuGroupName;
  /** Its place in the group (1 first); unique within the group, legacy entries included. */
  order: number;
  /** Child accounts do not see it. */
  childHidden?: true;
}

/** The button codes of a permission id (table id); `child` seeds the 普通员工 role of staff accounts. */
export interface ButtonCodes {
  all: readonly string[];
  child: readonly string[];
}

/** A server-paged list: the endpoint it posts its `ListRequest` to and the sort and filter names both sides use. */
export interface ListDeclaration<Sort extends string = string, Filter extends string = string> {
  endpoint: string;
  sort: readonly Sort[];
  /** Every filter name the client may send. */
  filter: readonly Filter[];
  /** Filter names the route reads itself before the paged query (e.g. a status worked out from several columns). */
  handlerFilters?: readonly Filter[];
  /** Fixed query parameters the endpoint is posted with, when one route serves several screens (e.g. a kind). */
  query?: Readonly<Record<string, string>>;
}

export type SortName<L extends ListDeclaration> = L['sort'][number];
export type FilterName<L extends ListDeclaration> = L['filter'][number];
/** The filter names the stand-in's spec whitelists: the declared ones its route does not read itself. */
export type SpecFilterName<L extends ListDeclaration> = Exclude<FilterName<L>, L extends { handlerFilters: readonly (infer H)[] } ? H : never>;

/** One logged-in screen. */
export interface ScreenDeclaration {
  path: string;
  /** The tab's title, and the menu entry's name. */
  title: string;
  /** The page component: `<area>/<Name>Page`, the file src/features/<area>/<Name>Page.tsx. */
  page: `${string}/${string}Page`;
  /**
   * The screens (by their declared names) a detail or step page is opened from: it opens for an account whose menu
   * holds any of them (docs/product.md, 权限). A name no screen is declared under fails typecheck (screens.ts).
   */
  reachedFrom?: readonly string[];
  /** Opens for every signed-in account, whatever its menu holds (home, the cashier and its result pages, order forms, notices). */
  openToEveryone?: true;
  /** The id the page's button permissions are fetched with (the bracketed table id). */
  permissionId?: string;
  /** The permission id's button codes, declared on one screen of those sharing the id. */
  buttons?: ButtonCodes;
  /** Names the page's saved table layout; defaults to the path. */
  layoutKey?: string;
  /** What a detail or step page is opened with (the query its list or the previous step hands it); a link must give it. */
  opensWith?: string;
  /** Other address parameters a link may hand the page (its list's filter names and `keyword` are taken as well). */
  accepts?: readonly string[];
  menu?: MenuPlacement;
  /** The page's main list. */
  list?: ListDeclaration;
}

/** A value of an address parameter; undefined or null leaves it out. */
export type HrefValue = string | number | null | undefined;

/** The parameters a link to the screen may name: what it opens with, what it accepts, its list's filters and keyword. */
type OptionalParam<S> =
  | (S extends { accepts: readonly (infer A extends string)[] } ? A : never)
  | (S extends { list: { filter: readonly (infer F extends string)[] } } ? F | 'keyword' : never);
type OpensWith<S> = S extends { opensWith: infer O extends string } ? O : never;
type HrefParams<S> = { [K in OpensWith<S>]: string | number } & { [K in Exclude<OptionalParam<S>, OpensWith<S>>]?: HrefValue };

/** A link's arguments: the parameters it must give, optional when it needs none, nothing when it can name none. */
export type HrefArguments<S> = [OpensWith<S> | OptionalParam<S>] extends [never] ? [] : [OpensWith<S>] extends [never] ? [params?: HrefParams<S>] : [params: HrefParams<S>];

/** A declared screen, with the link to it built from what it opens with. */
export type LinkedScreen<S> = S & {
  /** The screen's address with these parameters (a parameter it cannot read, or its missing `opensWith`, does not compile). */
  href(...params: HrefArguments<S>): string;
};

/** The address of `path` with `params` in its query (in their order; undefined and null ones left out). */
export function hrefOf(path: string, params: Readonly<Record<string, HrefValue>> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null) query.set(name, String(value));
  // A list of ids stays readable (`userIds=12,34`): a comma needs no escaping in a query.
  const search = query.toString().replaceAll('%2C', ',');
  return search ? `${path}?${search}` : path;
}

/** An area's screens by name, with every literal (paths, sort and filter names) kept as written, and each one's `href`. */
export function defineScreens<const T extends Record<string, ScreenDeclaration>>(screens: T): { [K in keyof T]: LinkedScreen<T[K]> } {
  return Object.fromEntries(
    Object.entries(screens).map(([name, screen]) => [name, { ...screen, href: (params?: Record<string, HrefValue>) => hrefOf(screen.path, params) }]),
  ) as unknown as { [K in keyof T]: LinkedScreen<T[K]> };
}
