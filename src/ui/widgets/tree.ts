export interface TreeNode {
  key: string;
  label: string;
  children?: TreeNode[];
  /** A node whose children are fetched when it is first opened. */
  isLeaf?: boolean;
  disabled?: boolean;
}

export type CheckState = 'checked' | 'partial' | 'unchecked';

function descendantKeys(node: TreeNode): string[] {
  return (node.children ?? []).flatMap((child) => [child.key, ...descendantKeys(child)]);
}

function findPath(nodes: readonly TreeNode[], key: string, path: TreeNode[] = []): TreeNode[] | null {
  for (const node of nodes) {
    if (node.key === key) return [...path, node];
    const found = findPath(node.children ?? [], key, [...path, node]);
    if (found) return found;
  }
  return null;
}

/**
 * Checks or unchecks one node (tree; docs/product.md#flows). Unless strict, the choice cascades down to every
 * descendant and up: a parent is checked exactly when all its children are.
 */
export function toggleCheck(tree: readonly TreeNode[], checked: readonly string[], key: string, strict = false): string[] {
  const path = findPath(tree, key);
  if (!path) return [...checked];
  const node = path[path.length - 1];
  const next = new Set(checked);
  const checking = !next.has(key);
  const affected = strict ? [key] : [key, ...descendantKeys(node)];
  affected.forEach((affectedKey) => (checking ? next.add(affectedKey) : next.delete(affectedKey)));
  if (!strict) {
    for (const ancestor of path.slice(0, -1).reverse()) {
      const children = ancestor.children ?? [];
      if (children.every((child) => next.has(child.key))) next.add(ancestor.key);
      else next.delete(ancestor.key);
    }
  }
  return [...next];
}

/** checked, partial (some descendants checked, not strict) or unchecked. */
export function checkState(node: TreeNode, checked: readonly string[], strict = false): CheckState {
  if (checked.includes(node.key)) return 'checked';
  if (strict) return 'unchecked';
  return descendantKeys(node).some((key) => checked.includes(key)) ? 'partial' : 'unchecked';
}

/** Puts lazily loaded children under their parent. */
export function withChildren(tree: readonly TreeNode[], key: string, children: TreeNode[]): TreeNode[] {
  return tree.map((node) =>
    node.key === key ? { ...node, children } : node.children ? { ...node, children: withChildren(node.children, key, children) } : node,
  );
}

export interface MenuTreeState {
  /** The one checked leaf. */
  checked: string | null;
  expanded: string[];
}

/**
 * Menu tree: a leaf click checks it and unchecks the others; a parent click toggles it
 * open or shut, and in accordion mode opening it shuts its siblings.
 * See docs/product.md#flows.
 */
export function clickMenuNode(tree: readonly TreeNode[], state: MenuTreeState, key: string, accordion = false): MenuTreeState {
  const path = findPath(tree, key);
  if (!path) return state;
  const node = path[path.length - 1];
  if (!node.children?.length) return { ...state, checked: key };
  if (state.expanded.includes(key)) return { ...state, expanded: state.expanded.filter((open) => open !== key) };
  const siblings = (path.length > 1 ? path[path.length - 2].children! : tree).map((sibling) => sibling.key);
  const closing = accordion ? new Set(siblings.flatMap((sibling) => [sibling, ...descendantKeys(findPath(tree, sibling)!.at(-1)!)])) : new Set<string>();
  return { ...state, expanded: [...state.expanded.filter((open) => !closing.has(open)), key] };
}
