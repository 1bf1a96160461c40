import type { Rule } from 'eslint';

export function layerOf(file: string, root: string): { name: string; area?: string; domain?: boolean } | null;
export const layersPlugin: { rules: { 'import-direction': Rule.RuleModule } };
