import { Button, Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchInvoicePdf, type Invoice } from './invoicesApi.ts';

/** 预览: the electronic invoice's PDF in the browser's own viewer, without saving it first. */
export function InvoicePreviewButton({ invoice }: { invoice: Invoice }) {
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const open = async () => {
    setLoading(true);
    try {
      const file = await fetchInvoicePdf(invoice);
      if (file) setUrl(URL.createObjectURL(file.blob));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="light" loading={loading} onClick={() => void open()}>
        预览
      </Button>
      <Modal opened={url !== null} onClose={() => setUrl(null)} title={`电子发票 ${invoice.invoiceNo}`} size="80rem">
        {url && <iframe src={url} title={`电子发票 ${invoice.invoiceNo} 预览`} style={{ width: '100%', height: '75vh', border: 0 }} />}
      </Modal>
    </>
  );
}
