import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { invoiceAskMachine, type InvoiceAskContext } from '../../../machines/invoiceAsk.machine.ts';
import { submitInvoice } from './invoicesApi.ts';

export type AskActor = ActorRefFrom<typeof invoiceAskMachine>;

/**
 * The wizard's one machine, held at module level so /invoiceAsk (steps 1–2) and
 * /invoiceAsk/addrInfo (step 3 and review) share it: moving between them keeps every choice.
 */
let current: { actor: AskActor; startedWith: string } | null = null;

const provided = invoiceAskMachine.provide({
  actors: { submit: fromPromise(async ({ input }) => ({ applyNo: (await submitInvoice(input)).applyNo })) },
});

/** The running wizard; a new one when none runs, the last one ended, or the page asks for another start. */
export function askActor(startedWith: string, input?: Partial<InvoiceAskContext>): AskActor {
  const ended = current?.actor.getSnapshot().status !== 'active';
  if (!current || ended || (startedWith !== '' && startedWith !== current.startedWith)) {
    current?.actor.stop();
    current = { actor: createActor(provided, { input }).start(), startedWith };
  }
  return current.actor;
}

/** The running wizard, if any (the address step opened on its own has none). */
export const runningAsk = (): AskActor | null => (current?.actor.getSnapshot().status === 'active' ? current.actor : null);

export function endAsk(): void {
  current?.actor.stop();
  current = null;
}
