import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconRestore } from '@tabler/icons-react';
import { useTransition, type ReactNode } from 'react';
import { message } from '../message.ts';
import { buildWorkbook, saveBlob } from './exportXlsx.ts';
import type { TableColumn } from './types.ts';

export const EMPTY_TEXT = '暂无数据';
export const EXPORT_FAILED_TEXT = '导出失败，请稍后重试';

interface TableToolbarProps<T> {
  /** The screen's own controls, left of the table's. */
  children?: ReactNode;
  exportName: string;
  /** What is shown now: these columns and rows go into the file. */
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  canExport: boolean;
  onResetLayout(): void;
}

/** The screen's controls, then 导出 (the rows and columns shown, as .xlsx) and 重置列设置. */
export function TableToolbar<T>({ children, exportName, columns, rows, canExport, onResetLayout }: TableToolbarProps<T>) {
  const [exporting, startExport] = useTransition();
  const exportShown = () =>
    startExport(async () => {
      try {
        saveBlob(await buildWorkbook(exportName, columns, rows), `${exportName}.xlsx`);
      } catch {
        message.error(EXPORT_FAILED_TEXT);
      }
    });
  return (
    <Group gap="xs">
      {children}
      {canExport && (
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={exporting} onClick={exportShown}>
          导出
        </Button>
      )}
      <Button size="xs" variant="default" leftSection={<IconRestore size={14} />} onClick={onResetLayout}>
        重置列设置
      </Button>
    </Group>
  );
}

interface EmptyRowsProps {
  loading: boolean;
  error: string | null;
  onRetry(): void;
}

/** What the body shows without rows: loading, the load error with a retry, or 暂无数据. */
export function EmptyRows({ loading, error, onRetry }: EmptyRowsProps) {
  return (
    <Stack align="center" gap="xs" py="xl">
      {error ? (
        <>
          <Text c="red">{error}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            重新加载
          </Button>
        </>
      ) : (
        <Text c="dimmed">{loading ? '加载中…' : EMPTY_TEXT}</Text>
      )}
    </Stack>
  );
}
