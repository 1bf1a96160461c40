// Imports from one stand-in area into another that predate the rule (docs/architecture.md#layers): each is to move
// down into mocks/domain; the list only shrinks. Entries: '<importing file> > <imported file>', from the repository root.
export const standInAreaDebt = new Set([
  'mocks/modules/invoices/invoices.ts > mocks/modules/payments/paymentStore.ts',
  'mocks/modules/serviceMaintenance/dataRecovery.ts > mocks/modules/payments/orders.ts',
  'mocks/modules/serviceMaintenance/serviceMaintenance.ts > mocks/modules/payments/orders.ts',
  'mocks/modules/shell/palette.ts > mocks/modules/payments/orderEntry.ts',
  'mocks/modules/sms/sms.ts > mocks/modules/payments/orders.ts',
  'mocks/modules/workOrders/wordFormats.ts > mocks/modules/payments/orders.ts',
]);
