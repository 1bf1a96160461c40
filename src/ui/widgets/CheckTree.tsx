import { ActionIcon, Box, Checkbox, Group, Loader, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { message } from '../message.ts';
import { checkState, toggleCheck, withChildren, type TreeNode } from './tree.ts';

export interface CheckTreeProps {
  data: readonly TreeNode[];
  checked: readonly string[];
  onCheckedChange(checked: string[]): void;
  /** Check only the node itself, with no cascade and no partial state. */
  strict?: boolean;
  /** Fetches the children of a node that has none yet and is not a leaf. */
  loadChildren?(node: TreeNode): Promise<TreeNode[]>;
}

/** A checkable tree (docs/product.md#flows): cascades down and up with a partial state unless strict; children may load lazily. */
export function CheckTree({ data, checked, onCheckedChange, strict = false, loadChildren }: CheckTreeProps) {
  // Children fetched so far, which nodes are open, and which are loading: view state of this tree.
  const [tree, setTree] = useState<TreeNode[]>([...data]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [loading, setLoading] = useState<string[]>([]);

  const toggleOpen = async (node: TreeNode) => {
    if (expanded.includes(node.key)) return setExpanded(expanded.filter((key) => key !== node.key));
    if (!node.children && !node.isLeaf && loadChildren) {
      setLoading((keys) => [...keys, node.key]);
      try {
        const children = await loadChildren(node);
        setTree((current) => withChildren(current, node.key, children));
      } catch (error) {
        message.error(error instanceof Error ? error.message : '加载失败');
        return;
      } finally {
        setLoading((keys) => keys.filter((key) => key !== node.key));
      }
    }
    setExpanded((keys) => [...keys, node.key]);
  };

  const renderNode = (node: TreeNode, depth: number) => {
    const state = checkState(node, checked, strict);
    const canOpen = !!node.children?.length || (!node.children && !node.isLeaf && !!loadChildren);
    const open = expanded.includes(node.key);
    return (
      <Box key={node.key} role="treeitem" aria-expanded={canOpen ? open : undefined} aria-label={node.label}>
        <Group gap={4} pl={depth * 20} wrap="nowrap">
          {canOpen ? (
            <ActionIcon size="sm" variant="subtle" aria-label={`${open ? '收起' : '展开'}${node.label}`} onClick={() => void toggleOpen(node)}>
              {loading.includes(node.key) ? <Loader size={12} /> : open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </ActionIcon>
          ) : (
            <Box w={28} />
          )}
          <Checkbox
            label={node.label}
            disabled={node.disabled}
            checked={state === 'checked'}
            indeterminate={state === 'partial'}
            onChange={() => onCheckedChange(toggleCheck(tree, checked, node.key, strict))}
          />
        </Group>
        {open && node.children && <Stack gap={4} role="group">{node.children.map((child) => renderNode(child, depth + 1))}</Stack>}
      </Box>
    );
  };

  return (
    <Stack gap={4} role="tree">
      {tree.map((node) => renderNode(node, 0))}
    </Stack>
  );
}
