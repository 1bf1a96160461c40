// The provider's menu, derived from the screens' declarations (src/contracts/screens): each screen names its group
// and place, the groups and the old system's pages are declared in menuGroups.ts.
import { legacyMenuEntries, menuGroupDeclarations } from '../../../src/contracts/screens/menuGroups.ts';
import type { MenuPlacement } from '../../../src/contracts/screens/screen.ts';
import { screenDeclarations } from '../../../src/contracts/screens/screens.ts';

/** A portal screen: [name, route]. A legacy page of the old system: [name, null, legacy path]. */
export type MenuLeaf = readonly [name: string, route: string | null, legacyPath?: string];
export interface MenuGroup {
  name: string;
  icon: string;
  /** Only parent accounts see it (child accounts get the smaller menu). */
  parentOnly?: boolean;
  entries: MenuLeaf[];
  /** Entries child accounts do not see. */
  childHidden?: string[];
}

interface PlacedLeaf {
  leaf: MenuLeaf;
  menu: MenuPlacement;
}

const placed: PlacedLeaf[] = [
  ...screenDeclarations.flatMap(({ title, path, menu }) => (menu ? [{ leaf: [title, path] as const, menu }] : [])),
  ...legacyMenuEntries.map(({ name, legacyPath, menu }) => ({ leaf: [name, null, legacyPath] as const, menu })),
];

/** The provider's menu, grouped as agents know it; legacy entries point at the old system. */
export const menuGroups: MenuGroup[] = menuGroupDeclarations.map(({ name, icon, parentOnly }) => {
  const inGroup = placed.filter(({ menu }) => menu.group === name).sort((a, b) => a.menu.order - b.menu.order);
  const childHidden = inGroup.filter(({ menu }) => menu.childHidden).map(({ leaf }) => leaf[0]);
  return {
    name,
    icon,
    ...(parentOnly ? { parentOnly } : {}),
    entries: inGroup.map(({ leaf }) => leaf),
    ...(childHidden.length ? { childHidden } : {}),
  };
});

/** Places taken twice in one group (a test keeps this empty). */
export const clashingMenuPlaces = () =>
  menuGroupDeclarations.flatMap(({ name }) => {
    const orders = placed.filter(({ menu }) => menu.group === name).map(({ menu }) => menu.order);
    return orders.filter((order, index) => orders.indexOf(order) !== index).map((order) => `${name} ${order}`);
  });
