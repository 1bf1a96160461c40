import { describe, expect, it } from 'vitest';
import { AGENT_NUMBER_NAMES, queryParam } from './query.ts';

describe('queryParam', () => {
  it.each(['?AgentNumber=A10001', '?agentNumber=A10001', '?agentnumber=A10001', '?agentNo=A10001', '?AGENTNO=%20A10001%20'])(
    'finds the agent number in %s',
    (search) => expect(queryParam(search, ...AGENT_NUMBER_NAMES)).toBe('A10001'),
  );

  it('is empty when the parameter is absent or blank', () => {
    expect(queryParam('?Promoter=P1', ...AGENT_NUMBER_NAMES)).toBe('');
    expect(queryParam('?agentNo=%20', ...AGENT_NUMBER_NAMES)).toBe('');
    expect(queryParam('', 'inviteId')).toBe('');
  });

  it('takes the first non-blank spelling', () => {
    expect(queryParam('?agentNo=&AgentNumber=A2', ...AGENT_NUMBER_NAMES)).toBe('A2');
  });
});
