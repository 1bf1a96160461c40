import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LIBRARY_BODY_CLASSES } from './BodyRows.tsx';

describe('the body rows drawn outside the table library', () => {
  it("wear class names the library's stylesheet still styles (an upgrade that renames one fails here)", () => {
    const styles = readFileSync(createRequire(import.meta.url).resolve('mantine-react-table/styles.css'), 'utf8');
    for (const name of Object.values(LIBRARY_BODY_CLASSES)) expect(styles, name).toContain(`.${name}`);
  });
});
