import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DbFile } from '../../contracts/uploads.ts';
import { renderUi } from '../../ui/testing/renderUi.tsx';
import DbFilesPage from './DbFilesPage.tsx';
import { customersScreens } from '../../contracts/screens/customers.ts';

/** The calls the page makes, answered by hand in any order. */
const calls = vi.hoisted(() => ({
  customer: [] as Array<{ id: number; answer(customer: unknown): void }>,
  files: [] as Array<{ customerId: number; signal?: AbortSignal; answer(files: DbFile[]): void; fail(error: Error): void }>,
}));
vi.mock('../../api/customerSearch.ts', () => ({
  customerById: (id: number) => new Promise((answer) => calls.customer.push({ id, answer })),
}));
vi.mock('../../api/uploads.ts', () => ({
  listDbFiles: (customerId: number, signal?: AbortSignal) => new Promise((answer, fail) => calls.files.push({ customerId, signal, answer, fail })),
  getDbFileUploadParam: vi.fn(),
}));
vi.mock('../../upload/useUploadTasks.ts', () => ({ useUploadTasks: () => [], useRecordedLater: () => 0 }));
vi.mock('../../upload/uploadFile.ts', () => ({ uploadFile: vi.fn() }));
vi.mock('../../upload/fileSource.ts', () => ({ canPickHandles: () => false }));
// The customer search is the picker's own: here a button stands for picking customer 8.
vi.mock('../../ui/widgets/CustomerPicker.tsx', () => ({
  CustomerPicker: ({ value, onChange }: { value: string | null; onChange(value: string | null, chosen: unknown): void }) => (
    <button type="button" onClick={() => onChange('8', { id: 8, customerNo: 'KH00010008', name: '兰溪五金', contact: '', phone: '' })}>
      客户 {value}
    </button>
  ),
}));

const backup = (id: number, fileName: string): DbFile => ({ id, fileName, size: 1024, uploadedAt: Date.parse('2026-11-20T10:00:00+08:00') }) as DbFile;

function open(path: string) {
  calls.customer.length = 0;
  calls.files.length = 0;
  return renderUi(<DbFilesPage />, { at: path }).user;
}

const table = () => screen.getByRole('table', { name: '数据库文件列表' });

describe('数据库文件', () => {
  it("lists the address's customer's backups once the customer is known, and never an earlier customer's answering late", async () => {
    const user = open(customersScreens.dbFiles.href({ userId: '7' }));
    expect(calls.customer.map((call) => call.id)).toEqual([7]);
    await act(async () => calls.customer[0].answer({ id: 7, customerNo: 'KH00010007', name: '金华云帆', contact: '', phone: '' }));
    expect(calls.files.map((call) => call.customerId)).toEqual([7]);
    expect(within(table()).getByText('加载中…')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '客户 7' }));
    expect(calls.files.map((call) => call.customerId)).toEqual([7, 8]);
    expect(calls.files[0].signal?.aborted).toBe(true);
    await act(async () => calls.files[1].answer([backup(2, '兰溪五金.bak')]));
    await act(async () => calls.files[0].answer([backup(1, '金华云帆.bak')]));
    expect(within(table()).getByText('兰溪五金.bak')).toBeInTheDocument();
    expect(within(table()).queryByText('金华云帆.bak')).toBeNull();
  });

  it('says why the backups could not be read, and 重试 reads them again', async () => {
    const user = open(customersScreens.dbFiles.path);
    await user.click(screen.getByRole('button', { name: /客户/ }));
    await act(async () => calls.files[0].fail(new Error('网络连接失败，请检查网络后重试')));
    expect(within(table()).getByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试');
    expect(within(table()).queryByText('暂无数据')).toBeNull();
    await user.click(within(table()).getByRole('button', { name: '重试' }));
    await act(async () => calls.files[1].answer([]));
    expect(within(table()).getByText('暂无数据')).toBeInTheDocument();
  });
});
