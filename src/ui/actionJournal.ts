// The last named action the portal sent (划拨, 余额支付…), and how it ended, so that a page that
// fails afterwards can tell the user whether it went through before they do it again.
import { markChanged } from './dataVersion.ts';

export type ActionOutcome = 'pending' | 'done' | 'failed';

export interface ActionRecord {
  /** The action in the user's words: 划拨, 余额支付. */
  name: string;
  outcome: ActionOutcome;
  /** When it was sent (ms since the epoch). */
  sentAt: number;
}

let latest: ActionRecord | null = null;

/** Runs a named action's call, noting that it was sent and how it ended. */
export async function recordAction<T>(name: string, run: () => Promise<T>): Promise<T> {
  const record: ActionRecord = { name, outcome: 'pending', sentAt: Date.now() };
  latest = record;
  try {
    const result = await run();
    record.outcome = 'done';
    markChanged();
    return result;
  } catch (error) {
    record.outcome = 'failed';
    throw error;
  }
}

/** The newest named action sent at or after `since`, with its outcome as it stands now. */
export function lastActionSince(since: number): ActionRecord | null {
  return latest && latest.sentAt >= since ? { ...latest } : null;
}

/** What an error screen says about that action. */
export function actionOutcomeText(record: ActionRecord | null): string {
  if (!record) return '重试将重新打开本页。如出错前提交过操作，请先在相关记录中核对结果，再决定是否重新操作。';
  if (record.outcome === 'done') return `「${record.name}」已成功完成，请勿重复操作。`;
  if (record.outcome === 'failed') return `「${record.name}」没有成功，可以重新操作。`;
  return `「${record.name}」已提交，结果尚未返回。请稍后在相关记录中核对，勿重复操作。`;
}
