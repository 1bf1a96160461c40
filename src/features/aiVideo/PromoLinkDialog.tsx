import { Alert, Button, CopyButton, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AiuuCardType, PromoType } from '../../contracts/aiuu.ts';
import { LinkQrCode } from '../../ui/widgets/LinkQrCode.tsx';
import { CARD_NAMES } from './aiVideoColumns.tsx';
import { makePromoLink, type Promoter } from './aiVideoApi.ts';

const TYPE_OPTIONS = [
  { value: '1', label: '邀请试用（注册送体验会员）' },
  { value: '2', label: '登录领取（登录领体验会员）' },
  { value: '3', label: '买卡赠送（赠送会员卡）' },
];
const CARD_OPTIONS = (Object.keys(CARD_NAMES) as AiuuCardType[]).map((value) => ({ value, label: `${CARD_NAMES[value]}会员` }));

/** The link as scanned and shared: absolute on this portal's origin, where the gift pages live. */
const absolute = (path: string) => new URL(path, window.location.origin).toString();

interface PromoLinkDialogProps {
  promoter: Promoter | null;
  /** Opened on the promoter's latest link instead of the generator. */
  showLatest: boolean;
  onClose(): void;
  onMade(): void;
}

/** 生成链接: a gift page for the promoter (AgentNumber, Promoter; an invite or a card for types 2 and 3). */
export function PromoLinkDialog({ promoter, showLatest, onClose, onMade }: PromoLinkDialogProps) {
  const [type, setType] = useState<string>('1');
  const [card, setCard] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const link = showLatest ? promoter?.link ?? null : made;

  const close = () => {
    setMade(null);
    setProblem(null);
    onClose();
  };
  const generate = async () => {
    if (!promoter) return;
    if (type === '3' && !card) {
      setProblem('请选择赠送的会员卡类型');
      return;
    }
    setBusy(true);
    try {
      const request = { code: promoter.code, type: Number(type) as PromoType, ...(type === '3' ? { memberType: card as AiuuCardType } : {}) };
      setMade((await makePromoLink(request)).path);
      setProblem(null);
      onMade();
    } catch (error) {
      setProblem((error as Error).message || '生成失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={promoter !== null} onClose={close} title={`${showLatest ? '推广链接' : '生成链接'} · ${promoter?.name ?? ''}`} centered size="md">
      <Stack gap="sm">
        {!showLatest && (
          <>
            <Select label="推广类型" data={TYPE_OPTIONS} value={type} onChange={(value) => (setType(value ?? '1'), setMade(null))} allowDeselect={false} />
            {type === '3' && (
              <Select label="会员卡类型" placeholder="请选择" data={CARD_OPTIONS} value={card} onChange={(value) => (setCard(value), setProblem(null))} />
            )}
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Button onClick={() => void generate()} loading={busy}>
              生成链接
            </Button>
          </>
        )}
        {link && (
          <>
            <TextInput label="推广链接" value={absolute(link)} readOnly onFocus={(event) => event.currentTarget.select()} />
            <Group justify="space-between" align="flex-start">
              <CopyButton value={absolute(link)}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
                    {copied ? '已复制' : '复制链接'}
                  </Button>
                )}
              </CopyButton>
              <LinkQrCode url={absolute(link)} alt="推广二维码" fileName={`推广二维码-${promoter?.name ?? ''}`} />
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
