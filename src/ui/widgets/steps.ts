export type StepStatus = 'finish' | 'process' | 'wait' | 'error';

/**
 * Steps: before the active one = finish, the active one = process unless the step before
 * it ended in error (then it waits), later ones = wait. A step marked as the error step shows error.
 * See docs/product.md#flows.
 */
export function stepStatus(index: number, active: number, errorIndex: number | null = null): StepStatus {
  if (index === errorIndex) return 'error';
  if (index < active) return 'finish';
  if (index === active) return errorIndex === index - 1 ? 'wait' : 'process';
  return 'wait';
}
