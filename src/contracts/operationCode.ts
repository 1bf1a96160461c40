/** What a phone code confirms; codes of different purposes are kept apart, so one cannot confirm another. */
export const OPERATION_PURPOSES = ['userTransfer', 'dangerousOp', 'contractSign', 'balanceTransfer', 'payment'] as const;
export type OperationPurpose = (typeof OPERATION_PURPOSES)[number];
