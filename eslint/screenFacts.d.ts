import type { Rule } from 'eslint';

export function declaredFacts(root: string): { paths: Set<string>; buttons: Set<string>; titles: Set<string>; pageFiles: Set<string> };
export const screenFactsPlugin: { rules: { 'declared-literals': Rule.RuleModule } };
