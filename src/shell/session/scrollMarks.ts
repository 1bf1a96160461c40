// Where a page was scrolled, kept so it comes back (docs/product.md#tabs): the page's own box and any element in it
// that scrolls (a table's body), each found again by its place under the page's box.

export interface ScrollMark {
  /** The child indexes from the page's box down to the element; [] for the box itself. */
  path: number[];
  top: number;
  left: number;
}

/** At most this many scrolled elements are kept per page: the most recently scrolled ones. */
export const SCROLL_MARKS_KEPT = 4;

export function pathTo(box: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== box; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

export function elementAt(box: Element, path: readonly number[]): Element | null {
  let node: Element | null = box;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/** The marks with this one in place of the element's earlier one, most recent last. */
export function withMark(marks: readonly ScrollMark[], mark: ScrollMark): ScrollMark[] {
  const others = marks.filter((kept) => kept.path.join('.') !== mark.path.join('.'));
  const next = mark.top === 0 && mark.left === 0 ? others : [...others, mark];
  return next.slice(-SCROLL_MARKS_KEPT);
}

/** Scrolls the element to the mark if it is tall (and wide) enough yet (else it would stop short of it). */
export function applyMark(element: Element, mark: ScrollMark): void {
  const fits = element.scrollHeight - element.clientHeight >= mark.top - 1 && element.scrollWidth - element.clientWidth >= mark.left - 1;
  if (!fits) return;
  if (Math.abs(element.scrollTop - mark.top) > 1) element.scrollTop = mark.top;
  if (Math.abs(element.scrollLeft - mark.left) > 1) element.scrollLeft = mark.left;
}

export function isScrollMarks(value: unknown): value is ScrollMark[] {
  return Array.isArray(value) && value.every((mark) => mark && Array.isArray(mark.path) && typeof mark.top === 'number' && typeof mark.left === 'number');
}
