import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { usePageContext } from '../../ui/pageContext.ts';
import { KeptOffer } from '../../ui/resource/KeptOffer.tsx';
import type { KeptWizard } from '../../ui/resource/keptStep.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { askActor, type AskActor } from './askStore.ts';
import { invoiceSources, titles } from './invoicesApi.ts';
import { askChoices, askRestore, askStep } from './keptAsk.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

/**
 * Where the request is kept (docs/product.md#tabs): the two pages are two routes with two page memories, so the kept
 * step lives with the page that shows that step — /invoiceAsk keeps steps 1–2, /invoiceAsk/addrInfo step 3 and the
 * review — and the page the wizard leaves forgets it as it hands the wizard over. After a reload the tab shows the page
 * whose step it was, that page offers it back, and the wizard restored there goes on to the other page through the one
 * machine both share (askStore.ts). Kept by both, it would be offered twice, and the one below in the history stale.
 */
export function useKeepAsk(actor: AskActor, kept: KeptWizard, shows: (value: unknown) => boolean) {
  const snapshot = useSelector(actor, (state) => state);
  const step = askStep(snapshot.value);
  const here = shows(snapshot.value);
  useEffect(() => {
    if (here) kept.keep(step, askChoices(step, snapshot.context));
  }, [here, step, snapshot.context, kept]);
}

/** Back to /invoiceAsk: the page below in the tab's history, or opened when there is none. */
export function useToStepsPage() {
  const page = usePageContext();
  const [, navigate] = useLocation();
  return () => (page.canGoBack ? page.back() : navigate(invoicesScreens.invoiceAsk.path));
}

export interface AskKeptOfferProps {
  kept: KeptWizard;
  /** 恢复 sent the wizard (the running one, else a new one) back where it was, as far as it still holds. */
  onRestored?(actor: AskActor): void;
  onDiscarded?(): void;
}

/** The kept request offered back; 恢复 checks it against the open orders and the titles, loaded for it. */
export function AskKeptOffer({ kept, onRestored, onDiscarded }: AskKeptOfferProps) {
  const [basis, reload] = useLoad((signal) => Promise.all([invoiceSources(signal), titles.list(signal)]), 'keptAsk');
  const restore = () => {
    if (basis.state !== 'ready' || !kept.offer) return;
    const actor = askActor('');
    actor.send(askRestore(kept.offer, ...basis.value));
    kept.restored();
    onRestored?.(actor);
  };
  const discard = () => {
    kept.forget();
    onDiscarded?.();
  };
  return (
    <>
      <KeptOffer onRestore={restore} onDiscard={discard} waiting={basis.state !== 'ready'} />
      {basis.state === 'failed' && <LoadProblem problem={basis.problem} onRetry={reload} />}
    </>
  );
}
