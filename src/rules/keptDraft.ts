// What of an unsaved form is kept for a session to come back whole (docs/product.md#tabs): never a secret.

/**
 * Field names that hold a secret: passwords (password, pwd, agPassWord), codes (a phone code, an operation code, a
 * picture code, authorCode), captchas, tokens, keys and secrets. Matched on the name anywhere in it, any case.
 */
const SECRET_NAME = /pass|pwd|code|captcha|token|secret|key|sig|otp/i;

export const isSecretField = (name: string) => SECRET_NAME.test(name);

/** A value IndexedDB keeps as it is: text, numbers, booleans, dates, null, and arrays and records of them. */
export type KeptValue = string | number | boolean | Date | null | KeptValue[] | { [field: string]: KeptValue };

/**
 * A form's values without what must not be kept: every field whose name names a secret (at any depth), and files
 * (they are uploaded again). Anything else that is not plain data (a function, a class instance) is left out too.
 */
export function keptValues(values: Record<string, unknown>): Record<string, KeptValue> {
  const kept: Record<string, KeptValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isSecretField(name)) continue;
    const plain = keptValue(value);
    if (plain !== undefined) kept[name] = plain;
  }
  return kept;
}

function keptValue(value: unknown): KeptValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.flatMap((item) => (keptValue(item) === undefined ? [] : [keptValue(item)!]));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return keptValues(value as Record<string, unknown>);
  return undefined;
}

/** Whether two kept forms hold the same values (dates by their instant). */
export const sameKeptValues = (a: Record<string, KeptValue>, b: Record<string, KeptValue>) => JSON.stringify(a) === JSON.stringify(b);
