import { notifications } from '@mantine/notifications';
import { createActor, fromCallback, fromPromise, type ActorRefFrom, type EventObject } from 'xstate';
import { uploadQueueMachine } from '../../machines/uploadQueue.machine.ts';
import {
  UploadFailure,
  taskState,
  uploadTaskMachine,
  type CheckResult,
  type PartEvent,
  type SendPartsInput,
  type TaskState,
  type UploadedPart,
  type UploadTaskContext,
} from '../../machines/uploadTask.machine.ts';
import { getAccountInfo } from '../api/auth.ts';
import { SESSION_ENDED_EVENT } from '../api/session.ts';
import { refreshUploadCredential, saveAppFile, saveDbFile, type StsCredential, type UploadDescriptor } from '../api/uploads.ts';
import { FILE_TOO_LARGE, partRange, planParts } from '../rules/upload.ts';
import { loadAdapter } from './adapters/load.ts';
import type { MultipartAdapter } from './adapters/types.ts';
import { dropAbandoned, uploadDb, type TaskRecord, type UploadTarget } from './db.ts';
import { FILE_MISMATCH, fingerprintFile, keepBytes, persistStorage, restoreBytes } from './fileSource.ts';
import { OtherTabs, remoteView, type RemoteTaskView } from './otherTabs.ts';
import { PROVIDER_SETTINGS } from './providers.ts';
import { storedMatches } from './storedObject.ts';
import { awaitLock, holdLock } from './tabLocks.ts';

export type TaskActor = ActorRefFrom<typeof uploadTaskMachine>;

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

export interface UploadResult {
  filePath: string;
  objectStorageId: number;
}

export const UPLOAD_CANCELED = '上传已取消';
const NO_CREDENTIAL: StsCredential = { secretId: '', secretKey: '', securityToken: '' };
const RUNNING: TaskState[] = ['checking', 'uploading'];
const NO_SUCH_UPLOAD = 404;

interface LiveTask {
  record: TaskRecord;
  actor: TaskActor;
  file: File | null;
  adapter: MultipartAdapter | null;
  sts: StsCredential | null;
  finished: boolean;
  settle: { resolve: (result: UploadResult) => void; reject: (error: Error) => void; promise: Promise<UploadResult> };
  stop: () => void;
}

function deferred(): LiveTask['settle'] {
  let resolve!: (result: UploadResult) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<UploadResult>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  promise.catch(() => undefined);
  return { resolve, reject, promise };
}

const newId = () => crypto.randomUUID();

const notifyDone = (name: string) => notifications.show({ title: '上传完成', message: name, color: 'green', autoClose: 5000 });
/** IndexedDB refused a write (quota): the upload goes on from memory, and its file must be picked again after a restart. */
export const STORAGE_FULL = '浏览器存储空间不足，未能保存上传进度：上传继续进行，如中断需重新选择原文件';
const notifyStorageFull = (name: string) =>
  notifications.show({ title: '浏览器存储空间不足', message: `${name}：${STORAGE_FULL}`, color: 'yellow', autoClose: 8000 });
const notifyFailed = (name: string, why: string) => notifications.show({ title: '上传失败', message: `${name}：${why}`, color: 'red', autoClose: 5000 });

/** The business call that follows a stored object (a database file is recorded for its customer), then the checkpoint goes. */
async function recordStored(record: TaskRecord) {
  const { descriptor, target } = record;
  const stored = { fileName: record.name, size: record.size, path: descriptor.path, objectStorageId: descriptor.objectStorageId };
  if (target.kind === 'dbfile') await saveDbFile({ customerId: target.customerId, ...stored });
  if (target.kind === 'appfile') await saveAppFile({ userId: target.customerId, fileVersion: target.fileVersion, remark: target.remark, ...stored });
  await uploadDb.tasks.delete(record.id).catch(() => undefined);
}

/**
 * Runs the signed-in account's uploads: a queue actor with a concurrency limit, one task actor per
 * upload with its checkpoint in IndexedDB, the provider adapters, and the browser's online/offline events.
 */
export class UploadManager {
  private owner: string | null = null;
  /** Tasks whose checkpoint IndexedDB refused to write (the user has been told). */
  private readonly storageFull = new Set<string>();
  private readonly live = new Map<string, LiveTask>();
  private views: UploadTaskView[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly otherTabs = new OtherTabs(
    () => this.owner,
    (id) => this.live.has(id),
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
    this.starting ??= getAccountInfo().then(
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
    const settings = PROVIDER_SETTINGS[descriptor.type];
    const plan = planParts(file.size, settings.partSize);
    if (!plan) throw new Error(FILE_TOO_LARGE);
    const id = newId();
    const now = Date.now();
    const { sts, ...rest } = descriptor;
    const record: TaskRecord = {
      id,
      owner: this.owner,
      fingerprint: await fingerprintFile(file, plan.partSize),
      name: file.name,
      size: file.size,
      type: file.type,
      lastModified: file.lastModified,
      provider: descriptor.type,
      // No credential is kept: a resumed task asks for a new one by its object key.
      descriptor: { ...rest, securityToken: '' },
      uploadId: null,
      partSize: plan.partSize,
      partCount: plan.partCount,
      parts: [],
      state: 'waiting',
      attempts: 0,
      error: null,
      pausedByUser: false,
      target,
      source: 'repick',
      createdAt: now,
      updatedAt: now,
    };
    // A write IndexedDB refuses (quota) leaves no bytes behind: the task runs from memory, and after a
    // restart its file is picked again.
    const dropKept = () => uploadDb.files.delete(id).catch(() => undefined);
    try {
      record.source = await keepBytes(id, file, handle);
    } catch {
      await dropKept();
      record.source = 'repick';
      this.storageFull.add(id);
    }
    try {
      await uploadDb.tasks.put(record);
    } catch {
      await dropKept();
      record.source = 'repick';
      this.storageFull.add(id);
    }
    if (this.storageFull.has(id)) notifyStorageFull(record.name);
    const release = (await holdLock(id)) ?? (() => undefined);
    const task = this.spawn(record, file, sts, undefined, release);
    return { id, done: task.settle.promise };
  }

  /** Gives a restored task its file back, if it is the same file (name, size, date, first and last parts). */
  async attachFile(id: string, file: File): Promise<void> {
    const task = this.live.get(id);
    if (!task) return;
    if ((await fingerprintFile(file, task.record.partSize)) !== task.record.fingerprint) throw new Error(FILE_MISMATCH);
    task.file = file;
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
    await dropAbandoned().catch(() => undefined);
    const records = await uploadDb.tasks.where('[owner+createdAt]').between([owner, 0], [owner, Infinity]).toArray();
    // A feedback attachment belongs to a dialog that is gone after a reload: nothing would save it, so it is
    // dropped rather than finished (the store's lifecycle rule clears its incomplete parts).
    // A stored object whose business call had not answered is kept only to record a database or app file.
    const recordable = (record: TaskRecord) => record.target.kind === 'dbfile' || record.target.kind === 'appfile';
    const dropped = records.filter((record) => record.target.kind === 'consultation' || (record.state === 'success' && !recordable(record)));
    await uploadDb.tasks.bulkDelete(dropped.map((record) => record.id));
    const kept = records.filter((record) => !dropped.includes(record));
    kept.filter((record) => record.state === 'success').forEach((record) => void this.recordLater(record));
    const unfinished = kept.filter((record) => record.state !== 'success' && record.state !== 'canceled');
    for (const record of unfinished) {
      if (this.live.has(record.id)) continue;
      const release = await holdLock(record.id);
      if (release) {
        await this.resume(record, release);
      } else {
        // Another tab drives it: this one shows its checkpoint, then what that tab announces.
        this.otherTabs.learn(remoteView(record, record.state, record.parts));
        this.takeOverLater(record.id, owner);
      }
    }
    return unfinished.map((record) => record.id).filter((id) => this.live.get(id)?.actor.getSnapshot().value === 'waiting');
  }

  /** Drives a restored task from its checkpoint, or waits for its file when the bytes are not at hand. */
  private async resume(record: TaskRecord, release: () => void) {
    const bytes = await restoreBytes(record);
    if ('file' in bytes) {
      const restoredAs = record.state === 'error' ? 'error' : record.pausedByUser ? 'paused' : 'waiting';
      this.spawn(record, bytes.file, null, restoredAs, release);
    } else {
      this.spawn({ ...record, error: bytes.missing }, null, null, 'paused', release);
    }
  }

  /** Carries on with a task of another tab once that tab lets it go (closed or reloaded mid-way). */
  private takeOverLater(id: string, owner: string) {
    void awaitLock(id, this.takeovers.signal).then(async (release) => {
      if (!release) return;
      const record = await uploadDb.tasks.get(id);
      if (this.owner !== owner || this.live.has(id) || !record || record.state === 'success' || record.state === 'canceled') return release();
      this.otherTabs.forget(id);
      await this.resume(record, release);
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
    sts: StsCredential | null,
    restoredAs: 'waiting' | 'paused' | 'error' | undefined,
    release: () => void,
  ): LiveTask {
    const task = { record, file, sts, adapter: null, finished: false, settle: deferred() } as LiveTask;
    const settings = PROVIDER_SETTINGS[record.provider];
    const machine = uploadTaskMachine.provide({
      actors: {
        check: fromPromise<CheckResult, UploadTaskContext>(({ input }) => this.check(task, input)),
        sendParts: fromCallback<EventObject, SendPartsInput>(({ input, sendBack }) => this.sendParts(task, input, sendBack)),
        complete: fromPromise<unknown, UploadTaskContext>(({ input }) => this.complete(task, input)),
        refreshCredentials: fromPromise<unknown, UploadTaskContext>(() => this.refresh(task)),
      },
      actions: {
        saveCheckpoint: (_, context) => {
          void this.save(task, { parts: context.parts, uploadId: context.uploadId });
          this.announce(task);
        },
        abortRemote: (_, uploadId) => {
          if (uploadId) void this.adapterOf(task).then((adapter) => adapter.abort(uploadId)).catch(() => undefined);
        },
      },
    });
    task.actor = createActor(machine, {
      input: {
        id: record.id,
        size: record.size,
        partSize: record.partSize,
        partCount: record.partCount,
        parallel: settings.parallel,
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
      await uploadDb.transaction('rw', uploadDb.tasks, uploadDb.files, async () => {
        await uploadDb.tasks.delete(id);
        await uploadDb.files.delete(id);
      });
      task.settle.reject(new Error(UPLOAD_CANCELED));
      return;
    }
    await this.save(task, {
      state,
      error: context.error,
      reachedBytes: context.reachedBytes,
      uploadId: context.uploadId,
      parts: context.parts,
      pausedByUser: context.pausedBy === 'user',
      attempts: Math.max(0, ...Object.values(context.attempts)),
    });
    if (state === 'success') {
      await uploadDb.files.delete(id).catch(() => undefined);
      await this.finish(task);
    }
    if (state === 'error') notifyFailed(name, context.error ?? '');
  }

  /** The business call that follows a stored object, then the notification; the checkpoint goes once both are done. */
  private async finish(task: LiveTask) {
    const { record } = task;
    const result = { filePath: record.descriptor.path, objectStorageId: record.descriptor.objectStorageId };
    try {
      await recordStored(record);
      notifyDone(record.name);
      task.finished = true;
      this.publish();
      task.settle.resolve(result);
    } catch (error) {
      notifyFailed(record.name, (error as Error).message);
    }
  }

  /** A database file the store holds whose record call failed or never answered (the page closed first): record it now. */
  private async recordLater(record: TaskRecord) {
    const release = await holdLock(record.id);
    if (!release) return; // another tab is on it
    try {
      await recordStored(record);
      this.recordedLater += 1;
      this.notify();
      notifyDone(record.name);
    } catch {
      // Still not recorded: tried again at the next start.
    } finally {
      release();
    }
  }

  private async save(task: LiveTask, changes: Partial<TaskRecord>) {
    Object.assign(task.record, changes, { updatedAt: Date.now() });
    try {
      await uploadDb.tasks.update(task.record.id, { ...changes, updatedAt: task.record.updatedAt });
    } catch {
      // The checkpoint could not be written: the task goes on from memory (said once per task).
      if (this.storageFull.has(task.record.id)) return;
      this.storageFull.add(task.record.id);
      notifyStorageFull(task.record.name);
    }
  }

  private async refresh(task: LiveTask) {
    try {
      task.sts = await refreshUploadCredential({ path: task.record.descriptor.path, bucketName: task.record.descriptor.bucketName });
    } catch (error) {
      throw new UploadFailure((error as Error).message, 'retryable');
    }
    task.adapter?.refresh(task.sts);
  }

  private async adapterOf(task: LiveTask): Promise<MultipartAdapter> {
    // The product's own endpoints take the bearer token: there is no temporary credential to fetch.
    if (task.record.descriptor.type === 'direct') task.sts ??= NO_CREDENTIAL;
    if (!task.sts) await this.refresh(task);
    task.adapter ??= await loadAdapter({ ...task.record.descriptor, sts: task.sts! });
    return task.adapter;
  }

  /** Fingerprint, checkpoint, then ListParts (resume) or initiate (fresh or after the store forgot the upload). */
  private async check(task: LiveTask, context: UploadTaskContext): Promise<CheckResult> {
    if (!task.file) throw new UploadFailure(task.record.error ?? FILE_MISMATCH, 'retryable');
    const plan = { partSize: task.record.partSize, partCount: task.record.partCount };
    const adapter = await this.adapterOf(task);
    if (context.uploadId) {
      try {
        return { uploadId: context.uploadId, ...plan, parts: await adapter.listParts(context.uploadId) };
      } catch (error) {
        if (!(error instanceof UploadFailure && error.status === NO_SUCH_UPLOAD)) throw error;
        // Gone because it was completed (the answer lost, or the tab closed at that moment): the object
        // stands, so nothing is sent again; completing then finds it too (see complete).
        if (context.parts.length > 0 && (await this.storedWhole(task, adapter, context.parts))) return { uploadId: context.uploadId, ...plan, parts: context.parts };
      }
    }
    const uploadId = await adapter.init();
    await this.save(task, { uploadId, parts: [] });
    return { uploadId, ...plan, parts: [] };
  }

  /**
   * Completes the upload. When the answer is a 404 (the upload is gone) or never came, an earlier or this
   * very Complete may have finished it: a stored object of the file's size counts as success.
   */
  private async complete(task: LiveTask, context: UploadTaskContext): Promise<void> {
    const adapter = await this.adapterOf(task);
    try {
      await adapter.complete(context.uploadId ?? '', context.parts);
    } catch (error) {
      if (!(error instanceof UploadFailure) || (error.status !== NO_SUCH_UPLOAD && error.status !== 0)) throw error;
      if (!(await this.storedWhole(task, adapter, context.parts))) throw error;
    }
  }

  /** Whether the store holds the object these parts make: the file's size, and their ETag where the store gives one. */
  private async storedWhole(task: LiveTask, adapter: MultipartAdapter, parts: readonly UploadedPart[]): Promise<boolean> {
    return storedMatches(await adapter.stat().catch(() => null), task.record.size, parts);
  }

  /** Sends pending parts `parallel` at a time, each read with Blob.slice only when it is sent. */
  private sendParts(task: LiveTask, input: SendPartsInput, sendBack: (event: PartEvent) => void): () => void {
    let stopped = false;
    const pending = [...input.pending];
    const file = task.file!;
    const worker = async () => {
      const adapter = await this.adapterOf(task);
      while (!stopped && pending.length > 0) {
        const partNumber = pending.shift()!;
        const [start, end] = partRange(partNumber, input.partSize, file.size);
        try {
          const etag = await adapter.uploadPart(input.uploadId, partNumber, file.slice(start, end));
          if (!stopped) sendBack({ type: 'PART_DONE', part: { partNumber, etag, size: end - start } });
        } catch (error) {
          if (!stopped) sendBack({ type: 'PART_FAILED', partNumber, error });
          stopped = true;
        }
      }
    };
    for (let i = 0; i < input.parallel; i += 1) void worker();
    return () => {
      stopped = true;
    };
  }
}

export const uploadManager = new UploadManager();
