// Imports from one stand-in area into another that predate the rule (docs/architecture.md#layers): each is to move
// down into mocks/domain; the list only shrinks. Entries: '<importing file> > <imported file>', from the repository root.
export const standInAreaDebt = new Set([
]);
