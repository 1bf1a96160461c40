import { UploadFailure } from '../../machines/uploadTask.failure.ts';
import type { CheckResult, PartEvent, SendPartsInput, SenderCommand, UploadedPart, UploadTaskContext } from '../../machines/uploadTask.machine.ts';
import type { UploadDescriptor } from '../contracts/uploads.ts';
import { partRange } from '../rules/upload.ts';
import { loadAdapter } from './adapters/load.ts';
import type { MultipartAdapter } from './adapters/types.ts';
import type { StoredDescriptor, TaskRecord } from './db.ts';
import { FILE_MISMATCH, PARTS_MISMATCH } from './fileSource.ts';
import { Md5 } from './md5.ts';
import { callProduct } from './productCall.ts';
import { bare, isMd5Etag, storedMatches } from './storedObject.ts';

const NO_SUCH_UPLOAD = 404;
const RESUME_DESCRIPTOR_URL = '/api/upload/RefreshCloudUploadParam';

/** What the protocol needs of its task: the checkpoint it reads and the file whose bytes it sends. */
export interface StoreTask {
  record: TaskRecord;
  file: File | null;
  /**
   * The file came back from the user (picked again) or from a kept file handle: before anything is sent, it is
   * checked against every part the store holds, so that another file is never spliced onto them.
   */
  unverified: boolean;
}

/** How the protocol reports to its task beyond the machine's actors. */
export interface TaskLink {
  /** Writes the checkpoint after initiating (the upload id, no parts yet). */
  saveUploadId(uploadId: string): Promise<void>;
  /** A part that reached the store after its sender was stopped (a pause, a failure elsewhere). */
  landed(event: Extract<PartEvent, { type: 'PART_DONE' }>): void;
  /** Whether the task already counts this part as stored. */
  isStored(partNumber: number): boolean;
}

/** A fresh descriptor for a task's object (endpoint and credential as they are now), by object key and upload id. */
export function resumeDescriptor(stored: Pick<StoredDescriptor, 'path' | 'bucketName'>, uploadId: string | null): Promise<UploadDescriptor> {
  return callProduct<UploadDescriptor>(RESUME_DESCRIPTOR_URL, { method: 'POST', body: JSON.stringify({ path: stored.path, bucketName: stored.bucketName, uploadId }) });
}

/** Aborts a multipart upload that nothing will finish (a damaged checkpoint's); failures are ignored. */
export async function abortOrphan(upload: { bucketName: string; path: string; uploadId: string }): Promise<void> {
  const adapter = await loadAdapter(await resumeDescriptor(upload, upload.uploadId));
  await adapter.abort(upload.uploadId);
}

/**
 * One task's conversation with its store, as the task machine's actors: check (resume or initiate),
 * sendParts, complete, refresh, abort. The checkpoint names only what the store promised (object key,
 * upload id, parts): a task that resumes (restored, or after a failure or pause) asks the product for a fresh
 * descriptor, so an endpoint that moved or a credential that lapsed while the task was away does not strand it.
 */
export class StoreProtocol {
  private adapter: MultipartAdapter | null = null;
  /** Part requests still under way, by upload and part number: a new sender waits for them rather than sending again. */
  private readonly underWay = new Map<string, Promise<boolean>>();
  /**
   * The descriptor in hand may be out of date: the task was restored, or it failed or paused since. The next check
   * asks for a fresh one; its own quick retries keep the adapter (an SDK keeps what it learned, e.g. a clock offset).
   */
  private stale: boolean;

  constructor(
    private readonly task: StoreTask,
    /** The descriptor a new task was just given; null for a restored one. */
    private descriptor: UploadDescriptor | null,
    private readonly link: TaskLink,
  ) {
    this.stale = descriptor === null;
  }

  /** The task stopped (failed or paused): whatever it resumes with is asked for again. */
  markStale(): void {
    this.stale = true;
  }

  /** Asks for the descriptor as it is now (endpoint and credential) and talks to the store through it from now on. */
  async refresh(uploadId: string | null = null): Promise<void> {
    this.descriptor = await resumeDescriptor(this.task.record.descriptor, uploadId);
    this.adapter = await loadAdapter(this.descriptor);
    this.stale = false;
  }

  private async adapterOf(): Promise<MultipartAdapter> {
    if (!this.adapter && this.descriptor) this.adapter = await loadAdapter(this.descriptor);
    if (!this.adapter) await this.refresh();
    return this.adapter!;
  }

  /** A fresh descriptor when the task resumes, then ListParts and verification (resume) or initiate. */
  async check(context: UploadTaskContext): Promise<CheckResult> {
    const { record, file } = this.task;
    if (!file) throw new UploadFailure(record.error ?? FILE_MISMATCH, 'wrongFile');
    if (this.stale) await this.refresh(context.uploadId);
    const plan = { partSize: record.partSize, partCount: record.partCount };
    const adapter = await this.adapterOf();
    if (context.uploadId) {
      let listed: UploadedPart[] | null = null;
      try {
        listed = await adapter.listParts(context.uploadId);
      } catch (error) {
        if (!(error instanceof UploadFailure && error.status === NO_SUCH_UPLOAD)) throw error;
        // Gone because it was completed (the answer lost, or the tab closed at that moment): the object
        // stands, so nothing is sent again; completing then finds it too (see complete).
        if (context.parts.length > 0 && (await this.storedWhole(adapter, context.parts))) return { uploadId: context.uploadId, ...plan, parts: context.parts };
      }
      if (listed && (await this.matchesFile(file, listed))) return { uploadId: context.uploadId, ...plan, parts: listed };
      // Parts whose ETag is no MD5 cannot be checked against the file: they are dropped and the file sent whole.
      if (listed) await adapter.abort(context.uploadId).catch(() => undefined);
    }
    const uploadId = await adapter.init();
    // Whatever the new upload holds is sent from this file.
    this.task.unverified = false;
    await this.link.saveUploadId(uploadId);
    return { uploadId, ...plan, parts: [] };
  }

  /**
   * Whether a file that came back from the user or a handle holds the bytes of every stored part (each part's MD5
   * against its ETag). A part that differs refuses the file (the task waits for the right one); false when the
   * store's ETags are not MD5s and so cannot tell.
   */
  private async matchesFile(file: File, listed: readonly UploadedPart[]): Promise<boolean> {
    if (!this.task.unverified) return true;
    if (!listed.every((part) => isMd5Etag(part.etag))) return false;
    for (const part of listed) {
      const [start, end] = partRange(part.partNumber, this.task.record.partSize, file.size);
      const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer());
      if (bytes.length !== part.size || new Md5().update(bytes).hex() !== bare(part.etag)) {
        this.task.file = null;
        throw new UploadFailure(PARTS_MISMATCH, 'wrongFile');
      }
    }
    this.task.unverified = false;
    return true;
  }

  /**
   * Completes the upload. When the answer is a 404 (the upload is gone) or never came, an earlier or this
   * very Complete may have finished it: a stored object of the file's size counts as success.
   */
  async complete(context: UploadTaskContext): Promise<void> {
    const adapter = await this.adapterOf();
    try {
      await adapter.complete(context.uploadId ?? '', context.parts);
    } catch (error) {
      if (!(error instanceof UploadFailure) || (error.status !== NO_SUCH_UPLOAD && error.status !== 0)) throw error;
      if (!(await this.storedWhole(adapter, context.parts))) throw error;
    }
  }

  /** Whether the store holds the object these parts make: the file's size, and their ETag where the store gives one. */
  private async storedWhole(adapter: MultipartAdapter, parts: readonly UploadedPart[]): Promise<boolean> {
    return storedMatches(await adapter.stat().catch(() => null), this.task.record.size, parts);
  }

  /**
   * Sends the pending parts `parallel` at a time, each read with Blob.slice only when it is sent. A failed part
   * is reported and sent again only when the task says RETRY; the others go on. Answers how to stop: requests
   * under way then still finish, and a part that lands is reported all the same (link.landed).
   */
  sendParts(input: SendPartsInput, sendBack: (event: PartEvent) => void, receive: (listener: (command: SenderCommand) => void) => void): () => void {
    let stopped = false;
    let active = 0;
    const queue = [...input.pending];
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const file = this.task.file!;

    /** Parts whose last request got no answer: the store may have taken them all the same. */
    const unanswered = new Set<number>();

    const send = async (partNumber: number) => {
      const key = `${input.uploadId}:${partNumber}`;
      // A request of an earlier sender for this part is still under way: its outcome decides.
      if ((await this.underWay.get(key)) || this.link.isStored(partNumber)) return;
      const [start, end] = partRange(partNumber, input.partSize, file.size);
      const request = (async () => {
        try {
          const adapter = await this.adapterOf();
          // Asked before it goes again, so that a part the store took whole is never sent twice.
          const taken = unanswered.has(partNumber) ? (await adapter.listParts(input.uploadId)).find((listed) => listed.partNumber === partNumber && listed.size === end - start) : undefined;
          const etag = taken?.etag ?? (await adapter.uploadPart(input.uploadId, partNumber, file.slice(start, end)));
          unanswered.delete(partNumber);
          const done = { type: 'PART_DONE' as const, uploadId: input.uploadId, part: { partNumber, etag, size: end - start } };
          if (stopped) this.link.landed(done);
          else sendBack(done);
          return true;
        } catch (error) {
          if (error instanceof UploadFailure ? error.unanswered : true) unanswered.add(partNumber);
          if (!stopped) sendBack({ type: 'PART_FAILED', partNumber, error });
          return false;
        }
      })();
      this.underWay.set(key, request);
      await request;
      this.underWay.delete(key);
    };
    const pump = () => {
      while (!stopped && active < input.parallel && queue.length > 0) {
        active += 1;
        void send(queue.shift()!).finally(() => {
          active -= 1;
          pump();
        });
      }
    };
    receive((command) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        queue.unshift(command.partNumber);
        pump();
      }, command.delayMs);
      timers.add(timer);
    });
    pump();
    return () => {
      stopped = true;
      timers.forEach(clearTimeout);
    };
  }

  /** Aborts the multipart upload at the store (a canceled task); failures are ignored. */
  abort(uploadId: string | null): void {
    if (uploadId) void this.adapterOf().then((adapter) => adapter.abort(uploadId)).catch(() => undefined);
  }
}
