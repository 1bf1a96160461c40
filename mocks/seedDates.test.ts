import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Nothing dates itself from a fixed instant — the stand-in, the machines and their models, the portal: every seeded
 * date is worked out from the instant of seeding (mocks/seedCalendar.ts), every other from the clock. A fixed date
 * in code is a world that ages with the calendar, so this fails on one (tests, their helpers in a `testing` folder
 * and comments may name fixed instants).
 */
const FIXED_DATE = [
  /Date\.UTC\(\s*(19|20)\d\d/,
  /(new Date|Date\.parse)\(\s*['"`](19|20)\d\d/,
  /['"`](19|20)\d\d-[01]\d-[0-3]\d/,
];

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* sourceFiles(path);
    }
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const COMMENT = /^\s*(\/\/|\/?\*)/;

describe('the code keeps time', () => {
  it('holds no fixed date outside its tests', () => {
    const root = join(import.meta.dirname, '..');
    const found: string[] = [];
    for (const file of ['mocks', 'machines', 'src'].flatMap((folder) => [...sourceFiles(join(root, folder))])) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!COMMENT.test(line) && FIXED_DATE.some((pattern) => pattern.test(line))) found.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
