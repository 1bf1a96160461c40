import { Alert, Anchor, Button, FileInput, Group, Loader, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { tiktokImportMachine, type ChosenFile } from '../../../machines/tiktokImport.machine.ts';
import { batchCount, importCounts } from '../../rules/tiktokOrderRow.ts';
import type { TiktokOrderRow } from '../../contracts/tiktokImports.ts';
import { maskPhone } from '../../rules/tiktokOrderRow.ts';
import { cancelImport, importRows } from './tiktokImportsApi.ts';
import { downloadErrorSheet, downloadTemplate, parseInWorker } from './TiktokImportSheets.ts';

export interface TiktokImportDialogProps {
  opened: boolean;
  /** `changed` when a batch was recorded (the list reloads). */
  onClose(changed: boolean): void;
  onOpenBatch(batchNo: string): void;
}

const PREVIEW_ROWS = 10;
const PROBLEM_ROWS = 50;

function RowTable({ rows, reasons }: { rows: readonly TiktokOrderRow[]; reasons?: ReadonlyMap<number, string> }) {
  return (
    <Table striped withTableBorder fz="xs">
      <Table.Thead>
        <Table.Tr>
          {['行号', '抖店订单号', '商品', '买家手机', '实付金额', '下单时间', ...(reasons ? ['失败原因'] : [])].map((title) => (
            <Table.Th key={title}>{title}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.rowNo}>
            <Table.Td>{row.rowNo}</Table.Td>
            <Table.Td>{row.storeOrderNo}</Table.Td>
            <Table.Td>{row.goods}</Table.Td>
            <Table.Td>{maskPhone(row.buyerPhone)}</Table.Td>
            <Table.Td>{row.paid}</Table.Td>
            <Table.Td>{row.orderTime}</Table.Td>
            {reasons && <Table.Td c="red">{reasons.get(row.rowNo)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 导入 (P6 / M10): choose the file, see its rows checked, send them 200 at a time, read the report. */
export function TiktokImportDialog({ opened, onClose, onOpenBatch }: TiktokImportDialogProps) {
  const [snapshot, send] = useMachine(
    tiktokImportMachine.provide({
      actors: {
        parseFile: fromPromise(({ input }) => parseInWorker(input as ChosenFile as File)),
        uploadRows: fromPromise(({ input }) => importRows(input)),
      },
      actions: { reportCancel: (_, batchNo) => void (batchNo && cancelImport(batchNo).catch(() => undefined)) },
    }),
  );
  const { context } = snapshot;
  const state = snapshot.value;
  const invalid = context.rows.filter((_, index) => context.problems[index] !== null);
  const reasons = new Map(context.rows.map((row, index) => [row.rowNo, context.problems[index] ?? '']));
  const counts = importCounts(context.outcomes);
  const failedOutcomes = context.outcomes.filter((outcome) => outcome.result !== '成功');
  const close = () => {
    if (state === 'uploading' || state === 'error') send({ type: 'CANCEL' });
    onClose(context.batchNo !== null);
  };
  const errorSheet = () =>
    downloadErrorSheet(
      failedOutcomes.flatMap((outcome) => {
        const row = context.rows[outcome.rowNo - 1];
        return row ? [{ ...row, reason: outcome.reason || outcome.result }] : [];
      }),
      context.batchNo ?? '导入',
    );

  return (
    <Modal opened={opened} onClose={close} title="导入抖店订单" size="xl" closeOnClickOutside={false}>
      {state === 'idle' && (
        <Stack>
          <Text size="sm">
            请使用模板填写（.xlsx，不超过10MB，单次最多5000行）。<Anchor component="button" onClick={() => void downloadTemplate()}>下载模板</Anchor>
          </Text>
          <FileInput
            label="选择文件"
            placeholder="点击选择.xlsx文件"
            accept=".xlsx"
            value={null}
            error={context.fileError}
            onChange={(file) => file && send({ type: 'FILE', file })}
          />
        </Stack>
      )}
      {(state === 'parsing' || state === 'validating') && (
        <Group>
          <Loader size="sm" />
          <Text>正在读取文件…</Text>
        </Group>
      )}
      {state === 'preview' && (
        <Stack>
          <Text>
            {context.file?.name}：共 {context.rows.length} 行，可导入 {context.rows.length - invalid.length} 行，有问题 {invalid.length} 行
          </Text>
          <RowTable rows={context.rows.slice(0, PREVIEW_ROWS)} />
          {invalid.length > 0 && (
            <>
              <Text c="red" size="sm">有问题的行（导入后记为失败，可下载失败行修改后重新导入）：</Text>
              <RowTable rows={invalid.slice(0, PROBLEM_ROWS)} reasons={reasons} />
              {invalid.length > PROBLEM_ROWS && <Text size="xs" c="dimmed">仅显示前{PROBLEM_ROWS}行</Text>}
            </>
          )}
          {invalid.length === context.rows.length && <Alert color="red">没有可导入的有效行，请修改文件后重新选择</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'BACK' })}>重新选择</Button>
            <Button disabled={invalid.length === context.rows.length} onClick={() => send({ type: 'UPLOAD' })}>开始导入</Button>
          </Group>
        </Stack>
      )}
      {(state === 'uploading' || state === 'error') && (
        <Stack>
          <Text>
            正在上传 {Math.min(context.batchIndex + 1, batchCount(context.rows))}/{batchCount(context.rows)} 批（已处理 {counts.sent}/{context.rows.length} 行）
          </Text>
          <Progress value={(counts.sent / context.rows.length) * 100} aria-label="上传进度" />
          {state === 'error' && <Alert color="red">{context.uploadError}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'CANCEL' })}>{state === 'error' ? '取消导入' : '取消'}</Button>
            {state === 'error' && <Button onClick={() => send({ type: 'RETRY' })}>重试</Button>}
          </Group>
        </Stack>
      )}
      {state === 'report' && (
        <Stack>
          <Alert color={counts.failed ? 'orange' : 'green'} title="导入完成">
            批次 {context.batchNo}：共 {counts.sent} 行，成功 {counts.ok} 行，失败 {counts.failed} 行
          </Alert>
          <Group justify="flex-end">
            {counts.failed > 0 && <Button variant="default" onClick={() => void errorSheet()}>下载失败行</Button>}
            <Button variant="default" onClick={() => onOpenBatch(context.batchNo!)}>查看明细</Button>
            <Button onClick={() => { send({ type: 'DONE' }); onClose(true); }}>完成</Button>
          </Group>
        </Stack>
      )}
      {state === 'cancelled' && (
        <Stack>
          <Alert color="gray" title="已取消导入">已上传的 {counts.sent} 行保留在批次中，其余行未导入</Alert>
          <Group justify="flex-end">
            <Button onClick={() => onClose(context.batchNo !== null)}>关闭</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
