import { storedBytes, type TaskState, type UploadedPart } from '../../machines/uploadTask.machine.ts';
import * as v from 'valibot';
import { count, provider, target, taskStates } from './checkpointSchema.ts';
import type { TaskRecord, UploadTarget } from './db.ts';

/** A task another tab drives, as that tab announces it over the BroadcastChannel. */
export interface RemoteTaskView {
  id: string;
  owner: string;
  name: string;
  size: number;
  provider: TaskRecord['provider'];
  state: TaskState;
  percent: number;
  target: UploadTarget;
}

const CHANNEL = 'portal-uploads';

const announcement = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  owner: v.string(),
  name: v.pipe(v.string(), v.maxLength(2000)),
  size: count,
  provider,
  state: taskStates,
  percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  target,
});

/** What another tab announced about a task it drives, or null when the message is not one. */
function readRemoteView(message: unknown): RemoteTaskView | null {
  const parsed = v.safeParse(announcement, message);
  return parsed.success ? parsed.output : null;
}

export function remoteView(record: TaskRecord, state: TaskState, parts: UploadedPart[]): RemoteTaskView {
  const { id, owner, name, size, provider, target } = record;
  const percent = size === 0 ? 100 : Math.min(100, Math.floor((storedBytes({ parts }) / size) * 100));
  return { id, owner, name, size, provider, state, percent, target };
}

/** What this tab tells the other tabs of the tasks it drives, and what it knows of theirs. */
export class OtherTabs {
  private readonly channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  private readonly known = new Map<string, RemoteTaskView>();
  /** The signed-in account's tasks that other tabs drive (a new array on every change). */
  views: RemoteTaskView[] = [];

  constructor(
    private readonly owner: () => string | null,
    /** Whether this tab drives the task itself. */
    private readonly drivesHere: (id: string) => boolean,
    private readonly changed: () => void,
  ) {
    this.channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      const view = readRemoteView(event.data);
      if (view) this.learn(view);
    });
  }

  tell(view: RemoteTaskView): void {
    this.channel?.postMessage(view);
  }

  /** What another tab announced, or what a checkpoint says of a task another tab holds. */
  learn(view: RemoteTaskView): void {
    if (this.drivesHere(view.id)) return;
    if (view.state === 'canceled' || view.state === 'success') this.known.delete(view.id);
    else this.known.set(view.id, view);
    this.publish();
  }

  /** Whether another tab announced this task (it drove it until now). */
  knows(id: string): boolean {
    return this.known.has(id);
  }

  /** This tab drives the task from now on. */
  forget(id: string): void {
    this.known.delete(id);
    this.publish();
  }

  private publish() {
    this.views = [...this.known.values()].filter((view) => view.owner === this.owner());
    this.changed();
  }
}
