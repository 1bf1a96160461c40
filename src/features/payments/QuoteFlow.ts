import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { recordAction } from '../../ui/actionJournal.ts';
import { quoteMachine, type CreateOrderInput, type QuoteChoice } from '../../../machines/quote.machine.ts';
import { createOrder, fetchQuote, type Quote, type QuoteRequest } from './orderEntryApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

// The flow keeps requests and quotes as it got them: they are always the shapes this file sends and receives.
const asRequest = (request: QuoteChoice) => request as QuoteRequest;

/** The quote (M3) of one order-entry page, from `initial` when known at once; when the order exists the cashier takes over. */
export function useQuoteFlow(initial?: QuoteRequest) {
  const [, navigate] = useLocation();
  const actor = useActorRef(
    quoteMachine.provide({
      actors: {
        fetchQuote: fromPromise<unknown, QuoteChoice>(({ input }) => fetchQuote(asRequest(input))),
        createOrder: fromPromise(({ input }: { input: CreateOrderInput }) =>
          recordAction('下单', () => createOrder({ ...asRequest(input.request), remark: input.remark, idempotencyKey: input.idempotencyKey })),
        ),
      },
      actions: { handOff: ({ context }) => navigate(paymentsScreens.pay.href({ orderNo: context.orderNo ?? '' })) },
    }),
    // A choice known at once starts the flow (the actor reads its input once).
    { input: initial ? { request: initial } : undefined },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  return {
    state,
    send: actor.send,
    request: state.context.request as QuoteRequest | null,
    quote: state.context.quote as Quote | null,
    select: (request: QuoteRequest) => actor.send({ type: 'SELECT', request }),
    change: (patch: Partial<QuoteRequest>) => actor.send({ type: 'CHANGE', patch }),
  };
}

export type QuoteFlow = ReturnType<typeof useQuoteFlow>;
