import type { ProductRule } from './modelNames.ts';

export interface ProductSection {
  title: string;
  /** The section's text with its line breaks and runs of spaces made single spaces. */
  text: string;
}

/** `## Calls and errors` → calls-and-errors, the anchor the machines' rules and code comments cite. */
export function sectionAnchor(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

/** The level-2 sections of docs/product.md by anchor. */
export function productSections(markdown: string): Map<string, ProductSection> {
  const sections = new Map<string, ProductSection>();
  for (const part of markdown.split(/^## /m).slice(1)) {
    const [title, ...body] = part.split('\n');
    sections.set(sectionAnchor(title), { title: title.trim(), text: body.join(' ').replace(/\s+/g, ' ').trim() });
  }
  return sections;
}

/** Why a rule does not point into docs/product.md (no such section, or the section does not say it), or null. */
export function ruleProblem(sections: Map<string, ProductSection>, rule: ProductRule): string | null {
  const section = sections.get(rule.section);
  if (!section) return `docs/product.md has no section #${rule.section}`;
  if (!section.text.includes(rule.says.replace(/\s+/g, ' '))) return `docs/product.md#${rule.section} does not say "${rule.says}"`;
  return null;
}
