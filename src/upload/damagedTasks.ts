import type { DamagedCheckpoint } from './checkpointSchema.ts';
import { abortOrphan } from './storeProtocol.ts';

export const DAMAGED_TEXT = '此上传任务的保存记录已损坏，无法继续上传，请清除后重新上传';

/** A checkpoint that cannot be driven, as the upload centre lists it (with 清除). */
export interface DamagedTaskView {
  id: string;
  name: string;
}

/**
 * Checkpoints that failed their check when read: set aside (never given to a task or a page), shown with 清除,
 * and their multipart uploads aborted at the store, since nothing can finish them.
 */
export class DamagedTasks {
  views: DamagedTaskView[] = [];

  constructor(
    /** Removes a checkpoint with its kept bytes. */
    private readonly remove: (id: string) => Promise<void>,
    private readonly changed: () => void,
  ) {}

  setAside(damaged: DamagedCheckpoint[]): void {
    const known = new Set(this.views.map((view) => view.id));
    const fresh = damaged.filter((one) => !known.has(one.id));
    if (fresh.length === 0) return;
    this.views = [...this.views, ...fresh.map((one) => ({ id: one.id, name: one.name ?? '未知文件' }))];
    this.changed();
    for (const one of fresh) if (one.upload) void abortOrphan(one.upload).catch(() => undefined);
  }

  async clear(id: string): Promise<void> {
    await this.remove(id);
    this.views = this.views.filter((view) => view.id !== id);
    this.changed();
  }

  /** Another account signed in: its own are read at its restore. */
  forget(): void {
    this.views = [];
    this.changed();
  }
}
