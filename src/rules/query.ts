/**
 * A link's query parameter, whatever the case of its name and under any of its known names
 * (agents' links spell them AgentNumber, agentNumber, agentNo…); trimmed, '' when absent.
 */
export function queryParam(search: string, ...names: string[]): string {
  const wanted = names.map((name) => name.toLowerCase());
  for (const [key, value] of new URLSearchParams(search)) {
    if (wanted.includes(key.toLowerCase()) && value.trim() !== '') return value.trim();
  }
  return '';
}

/** The names an agent's number goes by in shared links. */
export const AGENT_NUMBER_NAMES = ['AgentNumber', 'agentNo'] as const;
