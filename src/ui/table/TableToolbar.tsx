import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconRestore } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { message } from '../message.ts';
import { ExportTooLargeError } from './exportAll.ts';
import { buildWorkbook, saveBlob } from './exportXlsx.ts';
import type { TableColumn } from './types.ts';
import { formatCount } from '../../rules/numbers.ts';

export const EMPTY_TEXT = '暂无数据';
export const EXPORT_FAILED_TEXT = '导出失败，请稍后重试';

interface TableToolbarProps<T> {
  /** The screen's own controls, left of the table's. */
  children?: ReactNode;
  exportName: string;
  /** The columns shown go into the file… */
  columns: readonly TableColumn<T>[];
  /** …with every row the current filters match, in the order shown (fetched page by page, reporting progress). */
  loadRows(onProgress: (done: number, total: number) => void): Promise<T[]>;
  canExport: boolean;
  /** The titles of the columns folded away for room: the toolbar says so. */
  folded: readonly string[];
  onResetLayout(): void;
}

/**
 * The screen's controls, then 导出 (every matching row in the columns shown, as .xlsx, with its progress), 重置列设置
 * and, when columns were folded away for room, which ones and where they are.
 */
export function TableToolbar<T>({ children, exportName, columns, loadRows, canExport, folded, onResetLayout }: TableToolbarProps<T>) {
  const [progress, setProgress] = useState<string | null>(null);
  const exportAll = async () => {
    setProgress('导出中…');
    try {
      const rows = await loadRows((done, total) => setProgress(`导出中 ${total === 0 ? 100 : Math.floor((done / total) * 100)}%`));
      setProgress('生成文件…');
      saveBlob(await buildWorkbook(exportName, columns, rows), `${exportName}.xlsx`);
      message.success(`已导出 ${formatCount(rows.length)} 条`);
    } catch (error) {
      message.error(error instanceof ExportTooLargeError ? error.message : EXPORT_FAILED_TEXT);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Group gap="xs">
      {children}
      {canExport && (
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} disabled={progress !== null} onClick={() => void exportAll()}>
          {progress ?? '导出'}
        </Button>
      )}
      <Button size="xs" variant="default" leftSection={<IconRestore size={14} />} onClick={onResetLayout}>
        重置列设置
      </Button>
      {folded.length > 0 && (
        <Text size="xs" c="dimmed" role="status">
          列宽不足，已收起：{folded.join('、')}（可在“显示/隐藏列”中显示）
        </Text>
      )}
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
