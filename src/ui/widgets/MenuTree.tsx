import { NavLink } from '@mantine/core';
import { clickMenuNode, type MenuTreeState, type TreeNode } from './tree.ts';

export interface MenuTreeProps {
  data: readonly TreeNode[];
  state: MenuTreeState;
  onStateChange(state: MenuTreeState): void;
  /** Opening a parent closes its siblings. */
  accordion?: boolean;
}

/** A menu tree (docs/product.md#flows): a leaf click checks it alone; a parent click opens or shuts it. */
export function MenuTree({ data, state, onStateChange, accordion = false }: MenuTreeProps) {
  const renderNode = (node: TreeNode) => {
    const isParent = !!node.children?.length;
    return (
      <NavLink
        key={node.key}
        label={node.label}
        active={state.checked === node.key}
        aria-current={state.checked === node.key ? 'true' : undefined}
        opened={isParent ? state.expanded.includes(node.key) : undefined}
        onClick={() => onStateChange(clickMenuNode(data, state, node.key, accordion))}
      >
        {isParent ? node.children!.map(renderNode) : undefined}
      </NavLink>
    );
  };
  return <nav aria-label="菜单">{data.map(renderNode)}</nav>;
}
