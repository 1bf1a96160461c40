import { Image, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { getVoucherLink } from './aiVideoApi.ts';

export const VOUCHER_LOAD_FAILED = '打款凭证加载失败，请刷新页面重试';

/** A link is asked for again when the dialog opens this long after it came (it lives 15 minutes). */
const LINK_FRESH_MS = 10 * 60 * 1000;

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
  // A link asked for again when the dialog opens late keeps the shown one until it comes.
  const [link, askAgain] = useLoad(
    async (signal) => {
      if (!hasVoucher) return null;
      try {
        const { url } = await getVoucherLink(settleNo, signal);
        return { url, at: Date.now() };
      } catch (error) {
        throw new Error(problemText(error));
      }
    },
    `${settleNo}:${hasVoucher}`,
  );
  // The links whose thumbnail or full picture did not load: a fresh link is tried again.
  const [brokenThumb, setBrokenThumb] = useState<string | null>(null);
  const [brokenFull, setBrokenFull] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);

  const open = (at: number) => {
    if (Date.now() - at > LINK_FRESH_MS) askAgain();
    setOpened(true);
  };

  if (!hasVoucher) return <Text span size="sm" c="dimmed">暂无</Text>;
  if (link.state === 'failed') return <Failed text={link.problem} />;
  if (link.state === 'loading' || !link.value) return <Loader size="xs" role="status" aria-label="打款凭证加载中" />;
  const { url, at } = link.value;
  if (brokenThumb === url) return <Failed text={VOUCHER_LOAD_FAILED} />;
  return (
    <>
      <UnstyledButton onClick={() => open(at)} aria-label="查看打款凭证" style={{ display: 'inline-block' }}>
        <Image src={url} alt="打款凭证缩略图" w={96} h={64} fit="contain" radius="sm" bg="gray.1" onError={() => setBrokenThumb(url)} />
      </UnstyledButton>
      <Modal opened={opened} onClose={() => setOpened(false)} title="打款凭证" centered size="lg">
        {brokenFull === url ? (
          <Failed text={VOUCHER_LOAD_FAILED} />
        ) : (
          <Image src={url} alt="打款凭证" fit="contain" mah="70vh" onError={() => setBrokenFull(url)} />
        )}
      </Modal>
    </>
  );
}
