import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { invoiceAskMachine, type InvoiceAskContext } from '../../../machines/invoiceAsk.machine.ts';
import type { PageMemory } from '../../ui/pageMemory.ts';
import { submitInvoice } from './invoicesApi.ts';

export type AskActor = ActorRefFrom<typeof invoiceAskMachine>;

/**
 * The wizard's one machine, held at module level so /invoiceAsk (steps 1–2) and
 * /invoiceAsk/addrInfo (step 3 and review) share it: moving between them keeps every choice.
 * Each run is named, and the steps page that shows it keeps the name in its page memory: a steps page that
 * never showed the running wizard (a tab opened after the one it ran in was closed) starts one of its own.
 */
let current: { actor: AskActor; startedWith: string; run: string } | null = null;
let runs = 0;
const RUN_KEY = 'invoiceAsk:run';
/** This page load's: a run's name begins with it. */
const LOAD = Math.random().toString(36).slice(2);

/**
 * Whether the steps page never showed the running wizard. A name kept from an earlier page load (its session came
 * back after a reload, and 恢复 on the address step may have started the wizard again) tells nothing either way.
 */
function showedAnother(page: PageMemory, run: string): boolean {
  const shown = page.read(RUN_KEY);
  if (typeof shown === 'string' && !shown.startsWith(`${LOAD}:`)) return false;
  return shown !== run;
}

const provided = invoiceAskMachine.provide({
  actors: { submit: fromPromise(async ({ input }) => ({ applyNo: (await submitInvoice(input)).applyNo })) },
});

/**
 * The running wizard; a new one when none runs, the last one ended, the page asks for another start, or the steps
 * page `shownOn` (its page memory) never showed the running one.
 */
export function askActor(startedWith: string, input?: Partial<InvoiceAskContext>, shownOn: PageMemory | null = null): AskActor {
  const ended = current?.actor.getSnapshot().status !== 'active';
  const another = shownOn !== null && current !== null && showedAnother(shownOn, current.run);
  if (!current || ended || another || (startedWith !== '' && startedWith !== current.startedWith)) {
    current?.actor.stop();
    runs += 1;
    current = { actor: createActor(provided, { input }).start(), startedWith, run: `${LOAD}:${runs}` };
  }
  shownOn?.write(RUN_KEY, current.run);
  return current.actor;
}

/** The running wizard, if any (the address step opened on its own has none). */
export const runningAsk = (): AskActor | null => (current?.actor.getSnapshot().status === 'active' ? current.actor : null);

export function endAsk(): void {
  current?.actor.stop();
  current = null;
}
