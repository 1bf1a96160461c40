// The portal's own list table (src/ui/table/DataTable.tsx) over 10,000 client-side customer rows: past
// VIRTUALIZE_ABOVE it scrolls a virtualised body instead of paging. The rows are the stand-in's first page repeated.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../../src/app/theme.ts';
import { customerColumns } from '../../src/features/customers/customerColumns.tsx';
import { DataTable } from '../../src/ui/table/DataTable.tsx';
import { DEFAULT_SORT, fetchCustomers, tileRows, type Customer } from '../shared/customerList.ts';

export const SCALE_ROWS = 10_000;

function ScaleList() {
  const [rows, setRows] = useState<Customer[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchCustomers(1, DEFAULT_SORT).then(
      (page) => setRows(tileRows(page.list, SCALE_ROWS)),
      (failure: Error) => setError(failure.message),
    );
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!rows) return <p>加载中…</p>;
  return <DataTable layoutKey="benchScale" account="bench" columns={customerColumns} data={rows} getRowId={(row) => String(row.id)} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <ScaleList />
    </MantineProvider>
  </StrictMode>,
);
