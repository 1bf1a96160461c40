import { useSyncExternalStore } from 'react';

// One global loading indicator (one at a time; docs/product.md#flows), counted so overlapping calls share it.
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const loading = {
  start(): void {
    pending += 1;
    emit();
  },
  stop(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  /** A failed network call dismisses the indicator whatever else is pending. */
  dismiss(): void {
    pending = 0;
    emit();
  },
};

export function useLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
  );
}
