import type { ReactNode } from 'react';

/** What a list's actions can do to the list and its tab. */
export interface ActionContext {
  /** Loads the current page again (after a change made from the list). */
  reload(): void;
  /** Moves the tab to another page (its history keeps this list, filters included). */
  navigate(to: string): void;
  /** The keys of the rows checked in a `selectable` list, in the order they were checked. */
  selectedKeys: ReadonlyArray<string | number>;
}

/** A button of a list's toolbar (left of 导出), shown when the screen's permission id allows `action`. */
export interface ToolbarAction<Code extends string = never> {
  label: string;
  /** A button code declared for the screen's permission id (`ButtonCode<S>`); absent for plain navigation. */
  action?: Code;
  icon?: ReactNode;
  href?: string;
  run?(context: ActionContext): void;
}

/** A button of a row (at most three shown, the rest under 更多; docs/product.md#screen-patterns). */
export interface RowAction<T, Code extends string = never> {
  label: string;
  /** A button code declared for the screen's permission id (`ButtonCode<S>`), checked before the button shows. */
  action?: Code;
  /** Only for the rows it applies to (e.g. 撤回 while 待审核). */
  shown?(row: T): boolean;
  href?(row: T): string;
  run?(row: T, context: ActionContext): void | Promise<unknown>;
  /** P4: asks first with this text; the action runs on 确定. */
  confirm?(row: T): string;
  danger?: boolean;
}
