import { isMobile11 } from './phone.ts';

/**
 * The recipients box of /sendSms read line by line, as the user sees it: which entries are not mobile
 * numbers and which repeat an earlier one, each with its line, and the explicit clean-ups that drop
 * them. Entries are split like parseRecipients (new lines, spaces, commas, semicolons).
 */
const SEPARATORS = /[\s,，;；]+/;

export const NO_RECIPIENTS = '请输入至少一个正确的手机号';

export interface RecipientEntry {
  tel: string;
  /** 1-based line of the box. */
  line: number;
}

export interface RecipientIssues {
  invalid: RecipientEntry[];
  /** A number given again, with the line where it first stands. */
  duplicates: Array<RecipientEntry & { firstLine: number }>;
}

function entries(text: string): RecipientEntry[] {
  return text.split('\n').flatMap((row, index) =>
    row
      .split(SEPARATORS)
      .filter(Boolean)
      .map((tel) => ({ tel, line: index + 1 })),
  );
}

export function recipientIssues(text: string): RecipientIssues {
  const issues: RecipientIssues = { invalid: [], duplicates: [] };
  const firstLine = new Map<string, number>();
  for (const entry of entries(text)) {
    const first = firstLine.get(entry.tel);
    if (first !== undefined) issues.duplicates.push({ ...entry, firstLine: first });
    else {
      firstLine.set(entry.tel, entry.line);
      if (!isMobile11(entry.tel)) issues.invalid.push(entry);
    }
  }
  return issues;
}

/**
 * The box with the entries the user chose to drop taken out (无效: what is not a mobile number;
 * 重复: every repeat after the first), one entry a line. Nothing else is changed or dropped.
 */
export function dropRecipients(text: string, drop: 'invalid' | 'duplicates'): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const { tel } of entries(text)) {
    const repeat = seen.has(tel);
    seen.add(tel);
    if (drop === 'invalid' ? !isMobile11(tel) : repeat) continue;
    kept.push(tel);
  }
  return kept.join('\n');
}

/** Why 发送 waits while entries are not mobile numbers. */
export const invalidRecipientsRefusal = (count: number) => `接收号码中有 ${count} 个无效号码，请修改或点击“删除无效号码”后再发送`;
