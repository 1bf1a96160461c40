import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Dates and times are picked on Mantine's Chinese pickers (ui/widgets DateTimeField, DateRangeField,
// DatePickerInput), never on the browser's native inputs, whose format (mm/dd/yyyy, 12-hour) follows the
// browser's language instead of the product's.
const FEATURES = join(import.meta.dirname);
const NATIVE = /type\s*[=:]\s*\{?\s*['"`](date|datetime-local|time|month|week)['"`]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('date and time fields of the screens', () => {
  it('use no native date, time or datetime-local input', () => {
    const files = sources(FEATURES);
    expect(files.length).toBeGreaterThan(50);
    const native = files.filter((file) => NATIVE.test(readFileSync(file, 'utf8'))).map((file) => relative(FEATURES, file));
    expect(native).toEqual([]);
  });
});
