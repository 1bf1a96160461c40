import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { hasPasswordMix, PASSWORD_MAX, PASSWORD_MIN } from '../src/rules/password.ts';

// scrypt with N = 2^14: slow enough to make guessing costly, fast enough for a stand-in seed.
const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1 };

/** Returns "salt:hash" in hex; the clear password is never stored or logged. */
export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${scryptSync(password, salt, KEY_LENGTH, COST).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, KEY_LENGTH, COST);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** 8–18 characters with a digit, a letter and a symbol; anything less is "too simple". (docs/product.md#validation) */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && hasPasswordMix(password);
}
