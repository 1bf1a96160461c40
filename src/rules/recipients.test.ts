import { describe, expect, it } from 'vitest';
import { dropRecipients, recipientIssues } from './recipients.ts';

const BOX = '13800000001\n13800000002, 1380000\n\n13800000001；abc\n1380000';

describe('the recipients box, line by line', () => {
  it('names each entry that is not a mobile number and each repeat, with its line', () => {
    expect(recipientIssues(BOX)).toEqual({
      invalid: [
        { tel: '1380000', line: 2 },
        { tel: 'abc', line: 4 },
      ],
      duplicates: [
        { tel: '13800000001', line: 4, firstLine: 1 },
        { tel: '1380000', line: 5, firstLine: 2 },
      ],
    });
    expect(recipientIssues('13800000001 13800000002')).toEqual({ invalid: [], duplicates: [] });
  });

  it('drops only what the user asked to drop: the invalid entries (repeats included), or the repeats after the first', () => {
    expect(dropRecipients(BOX, 'invalid')).toBe('13800000001\n13800000002\n13800000001');
    expect(dropRecipients(BOX, 'duplicates')).toBe('13800000001\n13800000002\n1380000\nabc');
  });
});
