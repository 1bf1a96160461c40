import {
  UploadFailure,
  type CheckResult,
  type PartEvent,
  type SendPartsInput,
  type UploadedPart,
  type UploadTaskContext,
} from '../../machines/uploadTask.machine.ts';
import { refreshUploadCredential } from '../api/uploads.ts';
import type { StsCredential } from '../contracts/uploads.ts';
import { partRange } from '../rules/upload.ts';
import { loadAdapter } from './adapters/load.ts';
import type { MultipartAdapter } from './adapters/types.ts';
import type { TaskRecord } from './db.ts';
import { FILE_MISMATCH } from './fileSource.ts';
import { storedMatches } from './storedObject.ts';

const NO_CREDENTIAL: StsCredential = { secretId: '', secretKey: '', securityToken: '' };
const NO_SUCH_UPLOAD = 404;

/** What the protocol needs of its task: the checkpoint it reads and the file whose bytes it sends. */
export interface StoreTask {
  record: TaskRecord;
  file: File | null;
}

/**
 * One task's conversation with its store, as the task machine's actors: check (resume or initiate),
 * sendParts, complete, refresh the temporary credential, abort. The provider's adapter is loaded on
 * first use with a credential fetched by the object key.
 */
export class StoreProtocol {
  private adapter: MultipartAdapter | null = null;

  constructor(
    private readonly task: StoreTask,
    private sts: StsCredential | null,
    /** Writes the checkpoint after initiating (the upload id, no parts yet). */
    private readonly saveUploadId: (uploadId: string) => Promise<void>,
  ) {}

  async refresh(): Promise<void> {
    const { descriptor } = this.task.record;
    try {
      this.sts = await refreshUploadCredential({ path: descriptor.path, bucketName: descriptor.bucketName });
    } catch (error) {
      throw new UploadFailure((error as Error).message, 'retryable');
    }
    this.adapter?.refresh(this.sts);
  }

  private async adapterOf(): Promise<MultipartAdapter> {
    const { descriptor } = this.task.record;
    // The product's own endpoints take the bearer token: there is no temporary credential to fetch.
    if (descriptor.type === 'direct') this.sts ??= NO_CREDENTIAL;
    if (!this.sts) await this.refresh();
    this.adapter ??= await loadAdapter({ ...descriptor, sts: this.sts! });
    return this.adapter;
  }

  /** Fingerprint, checkpoint, then ListParts (resume) or initiate (fresh or after the store forgot the upload). */
  async check(context: UploadTaskContext): Promise<CheckResult> {
    const { record, file } = this.task;
    if (!file) throw new UploadFailure(record.error ?? FILE_MISMATCH, 'retryable');
    const plan = { partSize: record.partSize, partCount: record.partCount };
    const adapter = await this.adapterOf();
    if (context.uploadId) {
      try {
        return { uploadId: context.uploadId, ...plan, parts: await adapter.listParts(context.uploadId) };
      } catch (error) {
        if (!(error instanceof UploadFailure && error.status === NO_SUCH_UPLOAD)) throw error;
        // Gone because it was completed (the answer lost, or the tab closed at that moment): the object
        // stands, so nothing is sent again; completing then finds it too (see complete).
        if (context.parts.length > 0 && (await this.storedWhole(adapter, context.parts))) return { uploadId: context.uploadId, ...plan, parts: context.parts };
      }
    }
    const uploadId = await adapter.init();
    await this.saveUploadId(uploadId);
    return { uploadId, ...plan, parts: [] };
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

  /** Sends pending parts `parallel` at a time, each read with Blob.slice only when it is sent; answers how to stop. */
  sendParts(input: SendPartsInput, sendBack: (event: PartEvent) => void): () => void {
    let stopped = false;
    const pending = [...input.pending];
    const file = this.task.file!;
    const worker = async () => {
      const adapter = await this.adapterOf();
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

  /** Aborts the multipart upload at the store (a canceled task); failures are ignored. */
  abort(uploadId: string | null): void {
    if (uploadId) void this.adapterOf().then((adapter) => adapter.abort(uploadId)).catch(() => undefined);
  }
}
