export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A multi-select list shows each value once (the first occurrence wins). (docs/product.md#validation) */
export function uniqueByValue<T extends { value: string }>(options: readonly T[]): T[] {
  const seen = new Set<string>();
  return options.filter((option) => !seen.has(option.value) && seen.add(option.value));
}
