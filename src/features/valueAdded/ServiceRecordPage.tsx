import { Alert, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { RECORD_TYPES } from '../../contracts/valueAdded.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import type { ValueAddedRecordList } from '../../contracts/screens/valueAdded.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { kindScreensOf } from './kinds.tsx';
import { recordList, type ValueAddedRecord } from './valueAddedApi.ts';
import { formatCount } from '../../rules/numbers.ts';

const columns: DeclaredColumns<ValueAddedRecord, ValueAddedRecordList> = [
  { field: 'createdAt', title: '时间', width: 170, orderBy: 'desc', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
  { field: 'customerName', title: '客户名称', width: 'auto' },
  { field: 'recordType', title: '类型', width: 90 },
  {
    field: 'quantity',
    title: '数量',
    width: 120,
    titleAlign: 'right',
    contentAlign: 'right',
    formatter: (value, row) => (Number(value) === 0 ? '—' : `${formatCount(Number(value))}${row.unit}`),
  },
  { field: 'amountFen', title: '金额（元）', width: 120, orderBy: 'none', titleAlign: 'right', contentAlign: 'right', formatter: (value) => (Number(value) ? formatYuan(Number(value)) : '—') },
  { field: 'orderNo', title: '订单号', width: 190, formatter: (value) => String(value || '—') },
  { field: 'operator', title: '操作人', width: 100 },
  { field: 'remark', title: '备注', width: 160 },
];

/**
 * The record list of one value-added service (the route names the kind; docs/product.md#screen-patterns) with the sum of
 * 金额. It opens on 近30天, except for one subscription's history (`serviceId`, from its 记录 button).
 */
export default function ServiceRecordPage() {
  const [path] = useLocation();
  const screens = kindScreensOf(path);
  const [sumFen, setSumFen] = useState<number | null>(null);
  const source = useMemo(() => (screens ? recordList(screens.kind, setSumFen) : null), [screens]);

  if (!screens || !source) return <Alert m="md" color="red">未知的增值服务</Alert>;
  return (
    <ListScreen
      screen={screens.record}
      source={source}
      columns={columns}
      rowKey={(row) => row.id}
      scopedBy={['serviceId']}
      query={[
        { kind: 'keyword', placeholder: '客户名称/订单号/操作人' },
        { kind: 'select', name: 'recordType', label: '类型', options: RECORD_TYPES.map((value) => ({ label: value, value })) },
        { kind: 'dateRange', label: '时间', defaultDays: 30 },
      ]}
      header={
        <Text size="sm" aria-label="金额合计">
          金额合计 <b>¥{formatYuan(sumFen ?? 0)}</b>
        </Text>
      }
    />
  );
}
