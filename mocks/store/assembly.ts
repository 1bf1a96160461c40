import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';

/** Streams the file at `path` onto the end of `out`, feeding `hash` with it. */
export async function appendHashed(path: string, out: WriteStream, hash: Hash): Promise<void> {
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    if (!out.write(chunk)) await once(out, 'drain');
  }
}

/**
 * A multipart object built while its parts arrive: each stored part that continues the object from
 * part 1 is appended and hashed at once, so that completing needs no second pass over the bytes
 * (reading, hashing and writing a large object again took longer than sending it).
 * Whatever does not fit — a part stored again after it was appended, a gap, other ETags — is left to
 * the full pass at completion.
 */
/** Ends `out`, resolving once its bytes are in the file. */
export function closed(out: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

export class Assembly {
  private readonly hash = createHash('md5');
  private readonly stored = new Map<number, string>();
  private readonly appended: string[] = [];
  private work: Promise<void> = Promise.resolve();
  private usable = true;

  constructor(
    readonly file: string,
    private readonly partFile: (partNumber: number) => string,
  ) {}

  /** A part was stored (or stored again) with this ETag. */
  partStored(partNumber: number, etag: string): void {
    if (partNumber <= this.appended.length) this.usable = false;
    this.stored.set(partNumber, etag);
    this.work = this.work.then(() => this.appendReady()).catch(() => this.discard());
  }

  /** The object's md5 when the assembled file is exactly the listed parts; null to do the full pass. */
  async finish(listed: Array<{ partNumber: number; etag: string }>): Promise<string | null> {
    await this.work;
    const matches = listed.length === this.appended.length && listed.every((part, index) => part.partNumber === index + 1 && `"${part.etag.replace(/"/g, '')}"` === this.appended[index]);
    if (!this.usable || !matches) {
      this.discard();
      return null;
    }
    return this.hash.digest('hex');
  }

  discard(): void {
    this.usable = false;
    rmSync(this.file, { force: true });
  }

  private async appendReady() {
    for (let next = this.appended.length + 1; this.usable && this.stored.has(next); next += 1) {
      const etag = this.stored.get(next)!;
      // Opened per part, so that an upload nobody completes holds no open file.
      const out = createWriteStream(this.file, { flags: next === 1 ? 'w' : 'a' }).on('error', () => this.discard());
      try {
        await appendHashed(this.partFile(next), out, this.hash);
        await closed(out);
      } catch (error) {
        out.destroy();
        throw error;
      }
      this.appended.push(etag);
    }
  }
}
