// A count of the changes saved from any page (a follow-up, a quote, a 划拨, a row's 冻结): a list kept
// alive in another tab loads again when it is shown after one, instead of showing the old state.

let version = 0;

/** Called once a change has been saved. */
export function markChanged(): void {
  version += 1;
}

export function dataVersion(): number {
  return version;
}
