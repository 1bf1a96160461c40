import { describe, expect, it } from 'vitest';
import { failedModuleUrl, importAgain } from './importAgain.ts';

describe('a failed dynamic import asked for again', () => {
  const own = `${location.origin}/assets/CommandPalette-1a2b3c.js`;

  it('names the script a browser says it could not fetch, when it is this origin’s', () => {
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${own}`))).toBe(own);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${own}`))).toBe(own);
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://elsewhere.example/assets/x.js'))).toBeNull();
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('not an error')).toBeNull();
  });

  it('throws the failure again when it names no script of this origin', async () => {
    const failure = new TypeError('Importing a module script failed.');
    await expect(importAgain(failure)).rejects.toBe(failure);
  });
});
