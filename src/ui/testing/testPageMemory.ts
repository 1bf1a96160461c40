import type { PageMemory } from '../pageMemory.ts';

/** A page's memory as the shell keeps it, surviving the page (a reload) as long as the test holds it. */
export function testPageMemory(): PageMemory & { kept: Map<string, unknown> } {
  const kept = new Map<string, unknown>();
  return { kept, read: (key) => structuredClone(kept.get(key)), write: (key, value) => void (value === undefined ? kept.delete(key) : kept.set(key, structuredClone(value))) };
}
