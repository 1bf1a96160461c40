import { createActor, fromCallback, fromPromise } from 'xstate';
import { uploadQueueMachine } from '../../machines/uploadQueue.machine.ts';
import { uploadTaskMachine, type CheckResult, type SendPartsInput, type SenderCommand, type TaskState, type UploadTaskContext } from '../../machines/uploadTask.machine.ts';
import { taskState } from '../../machines/uploadTask.view.ts';
import { signedInAccount } from '../api/auth.ts';
import { SESSION_ENDED_EVENT } from '../api/session.ts';
import type { UploadDescriptor } from '../contracts/uploads.ts';
import { FILE_TOO_LARGE, planParts } from '../rules/upload.ts';
import { Checkpoints, newTaskRecord } from './checkpoints.ts';
import { DamagedTasks, type DamagedTaskView } from './damagedTasks.ts';
import { deferred, type LiveTask, type TaskActor, type UploadResult } from './liveTask.ts';
import type { TaskRecord, UploadTarget } from './db.ts';
import { emitUploadEvent } from './events.ts';
import { FILE_MISMATCH, NEEDS_FILE, NEEDS_FILE_AFTER_TAKEOVER, fingerprintFile, persistStorage, restoreBytes } from './fileSource.ts';
import { OtherTabs, remoteView, type RemoteTaskView } from './otherTabs.ts';
import { PROVIDER_SETTINGS } from './providers.ts';
import { recordStored } from './storedFileRecorders.ts';
import { StoreProtocol } from './storeProtocol.ts';
import { awaitLock, holdLock } from './tabLocks.ts';

export type { TaskActor, UploadResult } from './liveTask.ts';

/** One task as the upload centre lists it. */
export interface UploadTaskView {
  id: string;
  name: string;
  size: number;
  provider: TaskRecord['provider'];
  actor: TaskActor;
  state: TaskState;
  target: UploadTarget;
  /** Stored and followed by its business call (e.g. the database file is listed). */
  finished: boolean;
  /** What the user must do before it can go on: pick the same file again, or grant read access. */
  needs: 'file' | 'permission' | null;
}

export const UPLOAD_CANCELED = '上传已取消';
const RUNNING: TaskState[] = ['checking', 'uploading'];

/**
 * Runs the signed-in account's uploads: a queue actor with a concurrency limit, one task actor per
 * upload (its store protocol in storeProtocol.ts, its checkpoint in checkpoints.ts), the tab locks that
 * let one tab drive a task, and the browser's online/offline events. What follows a stored object is the
 * feature's (storedFileRecorders.ts); what the user is told goes out as events (events.ts).
 */
export class UploadManager {
  private owner: string | null = null;
  private readonly checkpoints = new Checkpoints();
  private readonly live = new Map<string, LiveTask>();
  /** Tasks add() is creating right now. */
  private readonly adding = new Set<string>();
  private views: UploadTaskView[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly otherTabs = new OtherTabs(
    () => this.owner,
    (id) => this.live.has(id),
    () => this.notify(),
  );
  private readonly damaged = new DamagedTasks(
    (id) => this.checkpoints.remove(id),
    () => this.notify(),
  );
  private readonly queue = createActor(
    uploadQueueMachine.provide({
      actors: { restoreTasks: fromPromise<string[], string>(({ input }) => this.restore(input)) },
      actions: {
        startTasks: (_, ids) => ids.forEach((id) => this.live.get(id)?.actor.send({ type: 'START' })),
        stopAll: () => this.stopAll(),
      },
    }),
    { input: {} },
  ).start();

  constructor() {
    if (typeof window === 'undefined') return;
    window.addEventListener('online', () => this.broadcast({ type: 'ONLINE' }));
    window.addEventListener('offline', () => this.broadcast({ type: 'OFFLINE' }));
    // Uploads stop with the session (their checkpoints stay) and resume at the account's next sign-in.
    window.addEventListener(SESSION_ENDED_EVENT, () => this.signOut());
  }

  private starting: Promise<void> | null = null;
  /** Gives up waiting for other tabs' tasks when the account signs out. */
  private takeovers = new AbortController();

  /** Starts the signed-in account's uploads once (restoring its unfinished tasks); safe to call from any screen. */
  start(): Promise<void> {
    this.starting ??= signedInAccount().then(
      (info) => this.signIn(info.account),
      (error: unknown) => {
        this.starting = null;
        throw error;
      },
    );
    return this.starting;
  }

  /** Starts (or switches to) the account's uploads, restoring its unfinished tasks. */
  signIn(owner: string): void {
    if (this.owner === owner) return;
    if (this.owner) this.queue.send({ type: 'SIGN_OUT' });
    this.damaged.forget();
    this.owner = owner;
    persistStorage();
    this.queue.send({ type: 'SIGN_IN', owner });
    if (typeof navigator !== 'undefined' && !navigator.onLine) this.queue.send({ type: 'OFFLINE' });
  }

  signOut(): void {
    this.owner = null;
    this.starting = null;
    this.takeovers.abort();
    this.takeovers = new AbortController();
    this.queue.send({ type: 'SIGN_OUT' });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getTasks = (): UploadTaskView[] => this.views;

  /** The signed-in account's tasks that other tabs of this browser drive. */
  getRemoteTasks = (): RemoteTaskView[] => this.otherTabs.views;

  /** Checkpoints that could not be read back as tasks (清除 removes them). */
  getDamagedTasks = (): DamagedTaskView[] => this.damaged.views;
  clearDamaged = (id: string): Promise<void> => this.damaged.clear(id);

  private recordedLater = 0;
  getRecordedLater = (): number => this.recordedLater;

  /** Tells the other tabs how this tab's task is doing. */
  private announce(task: LiveTask) {
    const snapshot = task.actor.getSnapshot();
    this.otherTabs.tell(remoteView(task.record, taskState(snapshot.value), snapshot.context.parts));
  }

  /**
   * Queues a file for upload to the descriptor's store. Resolves with the object's path once it is
   * stored (also after pauses and retries), rejects if the task is canceled.
   */
  async add(file: File, descriptor: UploadDescriptor, target: UploadTarget, handle: FileSystemFileHandle | null = null): Promise<{ id: string; done: Promise<UploadResult> }> {
    await this.start();
    if (!this.owner) throw new Error('请先登录');
    const plan = planParts(file.size, PROVIDER_SETTINGS[descriptor.type].partSize);
    if (!plan) throw new Error(FILE_TOO_LARGE);
    const record = newTaskRecord(this.owner, file, descriptor, target, plan, await fingerprintFile(file, plan.partSize));
    // A restore running meanwhile (the account's tasks read at sign-in) leaves this one to add.
    this.adding.add(record.id);
    try {
      await this.checkpoints.create(record, file, handle);
      const release = (await holdLock(record.id)) ?? (() => undefined);
      const task = this.spawn(record, file, descriptor, undefined, release);
      return { id: record.id, done: task.settle.promise };
    } finally {
      this.adding.delete(record.id);
    }
  }

  /**
   * Gives a restored task its file back, if it looks like the same file (name, size, date, first and last parts);
   * its check then compares it with every part the store holds before anything is sent.
   */
  async attachFile(id: string, file: File): Promise<void> {
    const task = this.live.get(id);
    if (!task) return;
    if ((await fingerprintFile(file, task.record.partSize)) !== task.record.fingerprint) throw new Error(FILE_MISMATCH);
    task.file = file;
    task.unverified = true;
    this.publish();
    task.actor.send({ type: 'RESTART' });
  }

  pause = (id: string) => this.live.get(id)?.actor.send({ type: 'PAUSE' });
  restart = (id: string) => this.live.get(id)?.actor.send({ type: 'RESTART' });
  cancel = (id: string) => this.live.get(id)?.actor.send({ type: 'CANCEL' });

  private broadcast(event: { type: 'ONLINE' | 'OFFLINE' }) {
    this.queue.send(event);
    this.live.forEach((task) => task.actor.send(event));
  }

  private publish() {
    this.views = [...this.live.values()].map(({ record, actor, file, finished }) => ({
      id: record.id,
      name: record.name,
      size: record.size,
      provider: record.provider,
      actor,
      state: taskState(actor.getSnapshot().value),
      target: record.target,
      finished,
      needs: file ? null : record.source === 'handle' ? 'permission' : 'file',
    }));
    this.notify();
  }

  private notify() {
    this.listeners.forEach((listener) => listener());
  }

  private async restore(owner: string): Promise<string[]> {
    const { toRecord, unfinished, damaged } = await this.checkpoints.restore(owner);
    this.damaged.setAside(damaged);
    toRecord.forEach((record) => void this.recordLater(record));
    const ours = unfinished.filter((record) => !this.adding.has(record.id));
    for (const record of ours) {
      if (this.live.has(record.id)) continue;
      const release = await holdLock(record.id);
      if (release) {
        // Free already, but another tab was heard driving it: that tab has just closed.
        await this.resume(record, release, this.otherTabs.knows(record.id) ? NEEDS_FILE_AFTER_TAKEOVER : NEEDS_FILE);
        this.otherTabs.forget(record.id);
      } else {
        // Another tab drives it: this one shows its checkpoint, then what that tab announces.
        this.otherTabs.learn(remoteView(record, record.state, record.parts));
        this.takeOverLater(record.id, owner);
      }
    }
    return ours.map((record) => record.id).filter((id) => this.live.get(id)?.actor.getSnapshot().value === 'waiting');
  }

  /** Drives a restored task from its checkpoint, or waits for its file when the bytes are not at hand. */
  private async resume(record: TaskRecord, release: () => void, needsFile = NEEDS_FILE) {
    const bytes = await restoreBytes(record, needsFile);
    if ('file' in bytes) {
      const restoredAs = record.state === 'error' ? 'error' : record.pausedByUser ? 'paused' : 'waiting';
      // A file read again through a handle may have changed on disk since.
      this.spawn(record, bytes.file, null, restoredAs, release).unverified = bytes.from === 'handle';
    } else {
      this.spawn({ ...record, error: bytes.missing }, null, null, 'paused', release);
    }
  }

  /** Carries on with a task of another tab once that tab lets it go (closed or reloaded mid-way). */
  private takeOverLater(id: string, owner: string) {
    void awaitLock(id, this.takeovers.signal).then(async (release) => {
      if (!release) return;
      const record = await this.checkpoints.get(id);
      if (this.owner !== owner || this.live.has(id) || !record || record.state === 'success' || record.state === 'canceled') return release();
      this.otherTabs.forget(id);
      await this.resume(record, release, NEEDS_FILE_AFTER_TAKEOVER);
    });
  }

  private stopAll() {
    this.live.forEach((task) => task.stop());
    this.live.clear();
    this.publish();
  }

  private spawn(
    record: TaskRecord,
    file: File | null,
    descriptor: UploadDescriptor | null,
    restoredAs: 'waiting' | 'paused' | 'error' | undefined,
    release: () => void,
  ): LiveTask {
    const task = { record, file, unverified: false, finished: false, settle: deferred() } as LiveTask;
    const store = new StoreProtocol(task, descriptor, {
      saveUploadId: (uploadId) => this.checkpoints.save(task.record, { uploadId, parts: [] }),
      landed: (event) => task.actor.getSnapshot().status === 'active' && task.actor.send(event),
      isStored: (partNumber) => task.actor.getSnapshot().context.parts.some((part) => part.partNumber === partNumber),
    });
    const machine = uploadTaskMachine.provide({
      actors: {
        check: fromPromise<CheckResult, UploadTaskContext>(({ input }) => store.check(input)),
        sendParts: fromCallback<SenderCommand, SendPartsInput>(({ input, sendBack, receive }) => store.sendParts(input, sendBack, receive)),
        complete: fromPromise<unknown, UploadTaskContext>(({ input }) => store.complete(input)),
        refreshCredentials: fromPromise<unknown, UploadTaskContext>(({ input }) => store.refresh(input.uploadId)),
      },
      actions: {
        saveCheckpoint: (_, context) => {
          void this.checkpoints.save(task.record, { parts: context.parts, uploadId: context.uploadId });
          this.announce(task);
        },
        abortRemote: (_, uploadId) => store.abort(uploadId),
      },
    });
    task.actor = createActor(machine, {
      input: {
        id: record.id,
        size: record.size,
        partSize: record.partSize,
        partCount: record.partCount,
        parallel: PROVIDER_SETTINGS[record.provider].parallel,
        uploadId: record.uploadId,
        parts: record.parts,
        restoredAs,
        error: record.error,
        reachedBytes: record.reachedBytes,
      },
    });
    let previous: TaskState | null = null;
    const subscription = task.actor.subscribe((snapshot) => {
      const state = taskState(snapshot.value);
      if (state === previous) return;
      const was = previous;
      previous = state;
      if (state === 'error' || state === 'paused') store.markStale();
      void this.onStateChange(task, was, state, snapshot.context);
    });
    task.stop = () => {
      subscription.unsubscribe();
      task.actor.stop();
      release();
    };
    this.live.set(record.id, task);
    task.actor.start();
    this.publish();
    return task;
  }

  private async onStateChange(task: LiveTask, was: TaskState | null, state: TaskState, context: UploadTaskContext) {
    const { id, name } = task.record;
    if (was !== null && RUNNING.includes(was) && !RUNNING.includes(state)) this.queue.send({ type: 'SETTLED', id });
    if (state === 'waiting') this.queue.send({ type: 'ENQUEUE', id });
    this.publish();
    this.announce(task);
    if (state === 'canceled') {
      task.stop();
      this.live.delete(id);
      this.publish();
      await this.checkpoints.remove(id);
      task.settle.reject(new Error(UPLOAD_CANCELED));
      return;
    }
    await this.checkpoints.save(task.record, {
      state,
      error: context.error,
      reachedBytes: context.reachedBytes,
      uploadId: context.uploadId,
      parts: context.parts,
      pausedByUser: context.pausedBy === 'user',
      attempts: Math.max(0, ...Object.values(context.attempts)),
    });
    if (state === 'success') {
      await this.checkpoints.dropBytes(id);
      await this.finish(task);
    }
    // Said once: not again at each try a task without a connection makes by itself.
    if (state === 'error' && context.reconnects === 0) emitUploadEvent({ type: 'failed', name, why: context.error ?? '' });
  }

  /** The business call that follows a stored object, then the notification; the checkpoint goes once both are done. */
  private async finish(task: LiveTask) {
    const { record } = task;
    const result = { filePath: record.descriptor.path, objectStorageId: record.descriptor.objectStorageId };
    try {
      await this.record(record);
      emitUploadEvent({ type: 'done', name: record.name });
      task.finished = true;
      this.publish();
      task.settle.resolve(result);
    } catch (error) {
      emitUploadEvent({ type: 'failed', name: record.name, why: (error as Error).message });
    }
  }

  /** The feature's business call for the stored object; once it answers the checkpoint goes. */
  private async record(record: TaskRecord) {
    await recordStored(record);
    await this.checkpoints.dropRecord(record.id);
  }

  /** A database file the store holds whose record call failed or never answered (the page closed first): record it now. */
  private async recordLater(record: TaskRecord) {
    const release = await holdLock(record.id);
    if (!release) return; // another tab is on it
    try {
      await this.record(record);
      this.recordedLater += 1;
      this.notify();
      emitUploadEvent({ type: 'done', name: record.name });
    } catch {
      // Still not recorded: tried again at the next start.
    } finally {
      release();
    }
  }
}

export const uploadManager = new UploadManager();
