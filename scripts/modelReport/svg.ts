import type { Taken } from './data.ts';
import type { Drawing, PlacedState, PlacedTransition } from './layout.ts';

/** Text for HTML and SVG: the report shows the machines' and the server's words as text, never as markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Each state's and transition's colour by how far the tests took it. */
export const TAKEN_COLOUR: Record<Taken, { stroke: string; fill: string; words: string }> = {
  both: { stroke: '#16953f', fill: '#e3f4e8', words: '单元模型路径与浏览器重放都走过' },
  unit: { stroke: '#2f6fb5', fill: '#e4eef9', words: '只有单元模型路径走过' },
  browser: { stroke: '#8a5cc2', fill: '#efe7f8', words: '只有浏览器重放走过' },
  none: { stroke: '#9a9a9a', fill: '#f2f2f2', words: '都没走过' },
  failed: { stroke: '#d0342c', fill: '#fbe3e1', words: '浏览器重放在这里失败' },
};

const round = (value: number) => Math.round(value * 10) / 10;

function stateShape(state: PlacedState, taken: Taken): string {
  const { x, y, width, height } = state;
  if (state.kind === 'start') return `<circle cx="${round(x + width / 2)}" cy="${round(y + height / 2)}" r="6" fill="#333"/>`;
  const colour = TAKEN_COLOUR[taken];
  const compound = state.kind === 'compound' || state.kind === 'parallel';
  const dashed = state.kind === 'parallel' || state.kind === 'any' ? ' stroke-dasharray="6 4"' : '';
  const box = `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="8" fill="${compound ? '#ffffff' : colour.fill}" stroke="${colour.stroke}" stroke-width="${taken === 'failed' ? 3 : 1.6}"${dashed}/>`;
  const inner = state.kind === 'final' ? `<rect x="${round(x + 3)}" y="${round(y + 3)}" width="${round(width - 6)}" height="${round(height - 6)}" rx="6" fill="none" stroke="${colour.stroke}"/>` : '';
  const textY = compound ? y + 18 : y + height / 2 + 4;
  const textX = compound ? x + 10 : x + width / 2;
  const anchor = compound ? 'start' : 'middle';
  const text = `<text x="${round(textX)}" y="${round(textY)}" text-anchor="${anchor}" font-weight="${compound ? 600 : 400}">${escapeHtml(state.name)}</text>`;
  return `<g><title>${escapeHtml(`${state.id}：${colour.words}`)}</title>${box}${inner}${text}</g>`;
}

function transitionShape(transition: PlacedTransition, taken: Taken): string {
  if (transition.points.length === 0) return '';
  const colour = transition.id === null ? { stroke: '#333', words: '初始状态' } : TAKEN_COLOUR[taken];
  const d = transition.points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
  const marker = transition.id === null ? 'start' : taken;
  const line = `<path d="${d}" fill="none" stroke="${colour.stroke}" stroke-width="${taken === 'failed' ? 2.6 : 1.4}" marker-end="url(#arrow-${marker})"/>`;
  const at = transition.labelAt;
  const label = at
    ? `<rect x="${round(at.x)}" y="${round(at.y)}" width="${round(at.width)}" height="${round(at.height)}" rx="3" fill="#ffffff" fill-opacity="0.9"/>` +
      `<text x="${round(at.x + 4)}" y="${round(at.y + at.height - 4)}" fill="${colour.stroke}">${escapeHtml(transition.label)}</text>`
    : '';
  return `<g><title>${escapeHtml(`${transition.id ?? ''}：${colour.words}`)}</title>${line}${label}</g>`;
}

/** The machine as an inline SVG, its states and transitions coloured by `states` / `transitions`. */
export function machineSvg(drawing: Drawing, states: Map<string, Taken>, transitions: Map<string, Taken>): string {
  const markers = [...Object.entries(TAKEN_COLOUR).map(([name, colour]) => [name, colour.stroke]), ['start', '#333']]
    .map(([name, stroke]) => `<marker id="arrow-${name}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${stroke}"/></marker>`)
    .join('');
  // Parents first, so that children are drawn over them; transitions last.
  const ordered = [...drawing.states].sort((a, b) => b.width * b.height - a.width * a.height);
  const body = [
    ...ordered.map((state) => stateShape(state, states.get(state.id) ?? (state.kind === 'any' ? 'both' : 'none'))),
    ...drawing.transitions.map((transition) => transitionShape(transition, transition.id === null ? 'both' : (transitions.get(transition.id) ?? 'none'))),
  ].join('\n');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="machine" width="${round(drawing.width)}" height="${round(drawing.height)}" viewBox="0 0 ${round(drawing.width)} ${round(drawing.height)}" font-size="12" font-family="sans-serif" role="img">` +
    `<defs>${markers}</defs>${body}</svg>`
  );
}
