import type { PermissionNode } from '../../contracts/staff.ts';

/** Grants are the leaves: `m:` (a page in the menu) and `b:` (a button code); other keys only group them. */
export const grantedLeaves = (checked: readonly string[]) => checked.filter((key) => key.startsWith('m:') || key.startsWith('b:'));

/** The granted leaves plus every group whose leaves are all granted, as the tree shows a full tick. */
export function withCheckedContainers(tree: readonly PermissionNode[], granted: readonly string[]): string[] {
  const leaves = new Set(granted);
  const containers: string[] = [];
  const full = (node: PermissionNode): boolean => {
    if (!node.children) return leaves.has(node.key);
    const all = node.children.map(full).every(Boolean);
    if (all && node.children.length > 0) containers.push(node.key);
    return all;
  };
  tree.forEach(full);
  return [...granted, ...containers];
}
