import type { TableColumn, TableQuery } from '../../ui/table/types.ts';
import type { TreeNode } from '../../ui/widgets/tree.ts';
import { formatYuanAmount } from '../../rules/money.ts';

export type DemoRow = { id: number; name: string; city: string; amount: number; status: string };

const cities = ['杭州', '宁波', '温州', '绍兴', '嘉兴'];
const statuses = ['试用', '正式', '已到期'];

export const demoRows: DemoRow[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  name: `演示客户${String(index + 1).padStart(5, '0')}`,
  city: cities[index % cities.length],
  amount: ((index * 7919) % 100_000) / 100,
  status: statuses[(index * 31) % statuses.length],
}));

export const demoColumns: TableColumn<DemoRow>[] = [
  { field: 'id', title: '编号', width: 90, isFrozen: true, orderBy: 'none' },
  { field: 'name', title: '客户名称', width: 'auto', orderBy: 'none', editable: true, validate: (value) => (value.trim() ? null : '请填写客户名称') },
  { field: 'city', title: '城市', width: 110, filters: cities.map((city) => ({ label: city, value: city })) },
  { field: 'amount', title: '金额', width: 120, orderBy: 'none', contentAlign: 'right', formatter: (value) => `¥${formatYuanAmount(Number(value))}` },
  { field: 'status', title: '状态', width: 120, isFrozen: 'right', filters: statuses.map((status) => ({ label: status, value: status })) },
];

/** A stand-in server for the catalogue's server-side table: the same query, answered after a short delay. */
export async function demoFetch(query: TableQuery) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const { queryRows } = await import('../../ui/table/localQuery.ts');
  return queryRows(demoRows, query, true);
}

export async function failingFetch(): Promise<never> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  throw new Error('演示：服务器内部错误');
}

export const demoTree: TreeNode[] = [
  {
    key: 'zj',
    label: '浙江',
    children: [
      { key: 'hz', label: '杭州' },
      { key: 'nb', label: '宁波' },
    ],
  },
  { key: 'js', label: '江苏' },
];

export async function loadDemoChildren(node: TreeNode): Promise<TreeNode[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return [1, 2].map((index) => ({ key: `${node.key}-${index}`, label: `${node.label}${index}区`, isLeaf: true }));
}
