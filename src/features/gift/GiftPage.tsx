import { Container, Group, Paper, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { giftMachine } from '../../../machines/gift.machine.ts';
import { checkGift, claimGift, reportGiftVisit } from '../../api/gift.ts';
import { claimFailed, giftLinkProblem, giftParamsFrom, LOGIN_FAILED, REGISTER_FAILED, withServerMessage, type GiftType } from '../../rules/gift.ts';
import { message } from '../../ui/message.ts';
import classes from '../../ui/widgets/publicPage.module.css';
import { AIUU_APP_NAME } from './appLink.ts';
import { GiftForm } from './GiftForm.tsx';
import { GiftIntro } from './GiftIntro.tsx';
import { GiftSuccess } from './GiftSuccess.tsx';

const titles: Record<GiftType, string> = { 1: '邀请好友免费体验', 2: '登录领取会员', 3: '会员卡赠送' };

/** One of the three gift pages opened from an agent's link or QR code, mostly on a phone. */
export function GiftPage({ giftType }: { giftType: GiftType }) {
  useDocumentTitle(`${titles[giftType]} - ${AIUU_APP_NAME}`);
  const params = giftParamsFrom(useSearch());
  const gift = useActorRef(
    giftMachine.provide({
      actors: {
        checkGift: fromPromise(async (): Promise<unknown> => {
          try {
            return await checkGift(giftType, params);
          } catch (error) {
            throw new Error(claimFailed((error as Error).message));
          }
        }),
        claimGift: fromPromise(async ({ input }) => {
          try {
            return await claimGift(giftType, input.claim);
          } catch (error) {
            throw new Error(withServerMessage(giftType === 1 ? REGISTER_FAILED : LOGIN_FAILED, (error as Error).message));
          }
        }),
      },
      actions: {
        // The page shows the failure where it happened (the intro or the form), once: no toast besides.
        reportFailure: () => undefined,
        reportBusy: (_, text) => message.info(text),
      },
    }),
    { input: { giftType } },
  );
  const view = useSelector(gift, (snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : 'form'));
  const submitting = useSelector(gift, (snapshot) => snapshot.matches({ form: 'submitting' }));
  const error = useSelector(gift, (snapshot) => snapshot.context.error);
  const outcome = useSelector(gift, (snapshot) => snapshot.context.outcome);
  const linkProblem = giftLinkProblem(giftType, params);
  const { agentNumber, promoter } = params;
  useEffect(() => reportGiftVisit(giftType, { agentNumber, promoter }), [giftType, agentNumber, promoter]);

  return (
    <div className={classes.page}>
      <Container size={480} px="sm" py="md" className={classes.container}>
        <Group justify="center" mb="sm">
          <Text fw={700} c="brand" size="lg">
            {AIUU_APP_NAME} · 智能经营助手
          </Text>
        </Group>
        <Paper withBorder radius="lg" p="md" className={classes.card}>
          {(view === 'intro' || view === 'checking') && (
            <GiftIntro
              giftType={giftType}
              memberType={params.memberType}
              checking={view === 'checking'}
              error={view === 'intro' ? error : null}
              linkProblem={linkProblem}
              onStart={() => gift.send({ type: 'START' })}
            />
          )}
          {view === 'form' && (
            <GiftForm
              giftType={giftType}
              submitting={submitting}
              error={error}
              onSubmit={(phone, code, captcha) => gift.send({ type: 'SUBMIT', claim: { phone, code, captcha, ...params } })}
            />
          )}
          {view === 'success' && <GiftSuccess giftType={giftType} outcome={outcome} />}
        </Paper>
      </Container>
    </div>
  );
}
