// How `npm run test:model` (scripts/test-model.ts) words a model path: in --list and as the browser runs it.

/** How a path reads, printed above --list and before the browser half. */
export const NOTATION = [
  'A path reads: from <its starting input>: <its events in order, joined by "then">.',
  '  "<call> answers" / "<call> fails": a call the machine waits for (the server, a timer\'s work) answers or fails;',
  '  "time passes (<delay>) in <state>": a timer fires; "(…)" after an event: what it carries (a form, a message).',
  '  "[a, b]" after the events: the answers the server gives along the path, in order (e.g. the statuses it returns);',
  '  "⇒ <state>": the state the path ends in.',
].join('\n');

/** An event of a path as a person would say it. */
function inWords(event: string): string {
  const call = /^xstate\.(done|error)\.actor\.(?:\d+\.)?(.+)$/.exec(event);
  if (call) return `${call[2]} ${call[1] === 'done' ? 'answers' : 'fails'}`;
  const timer = /^xstate\.after\.([^.]+)\.(.+)$/.exec(event);
  if (timer) return `time passes (${timer[1]}) in ${timer[2]}`;
  return event.toLowerCase().replace(/_/g, ' ');
}

/** A model test's title (`@model name (input): E1 → E2 [answers] ⇒ state`) as its machine, input and path in words. */
export function pathOf(title: string): { name: string; input: string; words: string } | null {
  const match = /@model (\S+) \((.*?)\): ?(.*?)(?: \(\d+(?:\.\d+)?m?s\))?$/.exec(title);
  if (!match) return null;
  const [, name, input, rest] = match;
  const ends = / ⇒ (\S+)$/.exec(rest);
  const beforeEnd = ends ? rest.slice(0, ends.index) : rest;
  const answers = / \[([^\]]*)\]$/.exec(beforeEnd);
  const events = answers ? beforeEnd.slice(0, answers.index) : beforeEnd;
  const steps = events ? events.split(' → ').map(inWords).join(', then ') : 'nothing happens';
  return { name, input, words: `from ${input}: ${steps}${answers?.[1] ? ` [${answers[1]}]` : ''}${ends ? ` ⇒ ${ends[1]}` : ''}` };
}

/** A line of Playwright's report with the path of a model test in words (its status and time kept). */
export function reportLine(line: string): string {
  const at = line.lastIndexOf('@model ');
  const path = at >= 0 ? pathOf(line.slice(at)) : null;
  if (!path) return line;
  // Its status and number, without the file and the describe's title.
  const head = line.slice(0, line.includes(' › ') ? line.indexOf(' › ') : at).replace(/\s+tests\/e2e\/\S+$/, '');
  const time = /\((\d+(?:\.\d+)?m?s)\)$/.exec(line);
  return `${head} ${path.name} ${path.words}${time ? ` (${time[1]})` : ''}`;
}
