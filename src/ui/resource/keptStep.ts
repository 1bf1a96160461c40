import { useMemo, useState } from 'react';
import { keptValues, type KeptValue } from '../../rules/keptDraft.ts';
import { usePageMemory } from '../pageMemory.ts';

/**
 * A wizard's step and what was chosen or typed on the way, as its page keeps it (docs/product.md#tabs): written as it
 * changes, never with a secret (src/rules/keptDraft.ts), forgotten when the wizard is finished or cancelled.
 */
export interface KeptStep {
  step: number;
  values: Record<string, KeptValue>;
}

const keyOf = (wizard: string) => `wizard:${wizard}`;

function isKeptStep(value: unknown): value is KeptStep {
  const kept = value as Partial<KeptStep> | null;
  return typeof kept?.step === 'number' && typeof kept.values === 'object' && kept.values !== null;
}

/** Nothing chosen or typed: no value but empty text, empty lists and empty records. */
function nothingIn(value: KeptValue): boolean {
  if (value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && !(value instanceof Date) && Object.values(value).every(nothingIn);
}

export interface KeptWizard {
  /** What was kept when the wizard opened, until it is restored or discarded. */
  offer: KeptStep | null;
  /** Keeps the wizard where it is now; a wizard on its first step with nothing chosen keeps nothing (forgets). */
  keep(step: number, values: Record<string, unknown>): void;
  /** 恢复 was answered: the wizard is back where it was, and is kept from here on. */
  restored(): void;
  /** 放弃, finishing or cancelling: what was kept is forgotten. */
  forget(): void;
}

/** The wizard `wizard` of this page, kept with the page's session. */
export function useKeptWizard(wizard: string): KeptWizard {
  const memory = usePageMemory();
  const [offer, setOffer] = useState(() => {
    const kept = memory?.read(keyOf(wizard));
    return isKeptStep(kept) ? kept : null;
  });
  return useMemo(
    () => ({
      offer,
      keep: (step, values) => {
        const kept = keptValues(values);
        const empty = step === 0 && nothingIn(kept);
        // A wizard just opened with an offer keeps what was kept until it is answered.
        if (empty && offer) return;
        memory?.write(keyOf(wizard), empty ? undefined : { step, values: kept });
      },
      restored: () => setOffer(null),
      forget: () => {
        setOffer(null);
        forgetKeptWizard(memory, wizard);
      },
    }),
    [memory, wizard, offer],
  );
}

type Memory = ReturnType<typeof usePageMemory>;

/** Whether the page keeps a wizard that was left open (the page opens it again by itself). */
export const hasKeptWizard = (memory: Memory, wizard: string) => isKeptStep(memory?.read(keyOf(wizard)));

/** The wizard was closed from outside it (its drawer): what was kept is forgotten. */
export const forgetKeptWizard = (memory: Memory, wizard: string) => memory?.write(keyOf(wizard), undefined);
