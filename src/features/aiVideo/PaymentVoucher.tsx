import { Image, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getVoucherLink } from './aiVideoApi.ts';

export const VOUCHER_LOAD_FAILED = '打款凭证加载失败，请刷新页面重试';

/** A link is asked for again when the dialog opens this long after it came (it lives 15 minutes). */
const LINK_FRESH_MS = 10 * 60 * 1000;

type Link = { state: 'loading' } | { state: 'failed'; problem: string } | { state: 'ready'; url: string; at: number };

const problemText = (error: unknown) => (error instanceof Error && error.message ? `${VOUCHER_LOAD_FAILED}（${error.message}）` : VOUCHER_LOAD_FAILED);

function Failed({ text }: { text: string }) {
  return (
    <Text span size="sm" c="red" role="alert">
      {text}
    </Text>
  );
}

/**
 * 打款凭证 of a settlement: a thumbnail of the provider's bank slip that opens the picture in a dialog,
 * 暂无 until it is paid. The picture comes from a short-lived signed link asked for when shown; a link or
 * picture that does not load says so in words instead of a broken image.
 */
export function PaymentVoucher({ settleNo, hasVoucher }: { settleNo: string; hasVoucher: boolean }) {
  const [link, setLink] = useState<Link>({ state: 'loading' });
  // The links whose thumbnail or full picture did not load: a fresh link is tried again.
  const [brokenThumb, setBrokenThumb] = useState<string | null>(null);
  const [brokenFull, setBrokenFull] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!hasVoucher) return;
    let live = true;
    getVoucherLink(settleNo).then(
      ({ url }) => live && setLink({ state: 'ready', url, at: Date.now() }),
      (error: unknown) => live && setLink({ state: 'failed', problem: problemText(error) }),
    );
    return () => {
      live = false;
    };
  }, [settleNo, hasVoucher, asked]);

  const open = (at: number) => {
    if (Date.now() - at > LINK_FRESH_MS) setAsked((count) => count + 1);
    setOpened(true);
  };

  if (!hasVoucher) return <Text span size="sm" c="dimmed">暂无</Text>;
  if (link.state === 'failed') return <Failed text={link.problem} />;
  if (link.state === 'loading') return <Loader size="xs" aria-label="打款凭证加载中" />;
  if (brokenThumb === link.url) return <Failed text={VOUCHER_LOAD_FAILED} />;
  return (
    <>
      <UnstyledButton onClick={() => open(link.at)} aria-label="查看打款凭证" style={{ display: 'inline-block' }}>
        <Image src={link.url} alt="打款凭证缩略图" w={96} h={64} fit="contain" radius="sm" bg="gray.1" onError={() => setBrokenThumb(link.url)} />
      </UnstyledButton>
      <Modal opened={opened} onClose={() => setOpened(false)} title="打款凭证" centered size="lg">
        {brokenFull === link.url ? (
          <Failed text={VOUCHER_LOAD_FAILED} />
        ) : (
          <Image src={link.url} alt="打款凭证" fit="contain" mah="70vh" onError={() => setBrokenFull(link.url)} />
        )}
      </Modal>
    </>
  );
}
