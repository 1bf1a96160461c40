import { readFileSync } from 'node:fs';
import path from 'node:path';

// The Chinese texts written in the sources, for the structural tests beside this file.

const CHINESE_LITERAL = /'([^'\n\\]*[\u4e00-\u9fff][^'\n\\]*)'/g;
const CHINESE_CONSTANT = /^export const ([A-Z][A-Z0-9_]*)\s*=\s*'([^'\n\\]*[\u4e00-\u9fff][^'\n\\]*)';/gm;

/** The single-quoted texts of a file that hold Chinese. */
export function chineseLiterals(root: string, file: string): string[] {
  return [...readFileSync(path.join(root, file), 'utf8').matchAll(CHINESE_LITERAL)].map((match) => match[1]);
}

/** The Chinese messages a file exports as constants (`export const NAME = '…'`), by text. */
export function chineseConstants(root: string, file: string): Array<{ name: string; text: string }> {
  return [...readFileSync(path.join(root, file), 'utf8').matchAll(CHINESE_CONSTANT)].map((match) => ({ name: match[1], text: match[2] }));
}
