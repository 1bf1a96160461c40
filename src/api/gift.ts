import { fromPromise } from 'xstate';
import type { GiftClaim, GiftOutcome } from '../../machines/gift.machine.ts';
import type { GiftVisit } from '../contracts/aiuu.ts';
import { phoneCodeMachine } from '../../machines/phoneCode.machine.ts';
import { codeSentTo, smsFailureText, type GiftType } from '../rules/gift.ts';
import { notify } from './events.ts';
import { aiuuPost, ApiError, api } from './client.ts';

/** The AI marketing calls count code 0 as success too (docs/product.md#calls-and-errors). */
const marketing = { silent: true, successCodes: [0] };

/** Sends the code for the gift form: the marketing call for type 1, the app's login SMS for types 2 and 3. */
export function sendGiftCode(giftType: GiftType, phone: string): Promise<unknown> {
  if (giftType === 1) return api.post('/api/agentAiUUMarketing/getvalidcode', { tel: phone }, marketing);
  return aiuuPost('/app/account/login/sendLoginSms', { mobile: phone }, { silent: true });
}

/** Type 1 registers an invited user; types 2 and 3 log in to the app, claiming the invite or the card. */
export async function claimGift(giftType: GiftType, claim: GiftClaim): Promise<GiftOutcome> {
  if (giftType === 1) {
    const body = { tel: claim.phone, code: claim.code, agentNo: claim.agentNumber, promoter: claim.promoter, captcha: claim.captcha };
    const answer = await api.post<Partial<GiftOutcome> | null>('/api/agentAiUUMarketing/registeraccount', body, marketing);
    return outcomeOf(answer);
  }
  const body = { mobile: claim.phone, authCode: claim.code, inviteId: claim.inviteId, buyId: claim.buyId, captcha: claim.captcha };
  return outcomeOf(await aiuuPost<Partial<GiftOutcome> | null>('/app/account/login/login', body, { silent: true }));
}

/** Type 2 checks the invite, type 3 the bought card; resolves only when it may be claimed. */
export function checkGift(giftType: GiftType, ids: { inviteId: string; buyId: string }): Promise<unknown> {
  if (giftType === 3) return aiuuPost(`/buyCardGive/check?buyId=${encodeURIComponent(ids.buyId)}`, undefined, { silent: true });
  return aiuuPost(`/invite/check?inviteId=${encodeURIComponent(ids.inviteId)}`, undefined, { silent: true });
}

/** Counts the page's opening for the promoter its link names (访问; docs/product.md#routes); a failure changes nothing for the visitor. */
export function reportGiftVisit(giftType: GiftType, link: { agentNumber: string; promoter: string }): void {
  if (!link.agentNumber || !link.promoter) return;
  const visit: GiftVisit = { giftType, agentNumber: link.agentNumber, promoter: link.promoter };
  api.post('/api/agentAiUUMarketing/visit', visit, { silent: true, noDialog: true }).catch(() => undefined);
}

function outcomeOf(answer: Partial<GiftOutcome> | null | undefined): GiftOutcome {
  return { memberType: answer?.memberType ?? null, memberUntil: answer?.memberUntil ?? null };
}

/** What a send-code button asks for: the phone, plus whatever its call needs (e.g. the picture code). */
export type CodeRequest = { phone: string } & Record<string, string>;

/**
 * The phone-code countdown (docs/product.md#flows) wired to a send call, with the messages of the gift and
 * registration forms (where the code went; the network or server reason it was not sent) and its
 * deadline kept under `storageKey`, so a reload resumes the countdown. For `useActorRef(machine, { input })`.
 */
export function phoneCodeSender(storageKey: string, send: (request: CodeRequest) => Promise<unknown>) {
  const machine = phoneCodeMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input }) => {
        const request = input as CodeRequest;
        try {
          await send(request);
        } catch (error) {
          throw new Error(smsFailureText(error instanceof ApiError && error.kind !== 'business', (error as Error).message));
        }
        notify('success', codeSentTo(request.phone));
      }),
    },
    actions: {
      saveDeadline: (_, deadline) => (deadline === null ? sessionStorage.removeItem(storageKey) : sessionStorage.setItem(storageKey, String(deadline))),
      reportFailure: (_, text) => notify('error', text),
    },
  });
  return { machine, input: { deadline: Number(sessionStorage.getItem(storageKey)) || null } };
}
