import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { setToken } from '../../api/token.ts';

// The page's side of an upload test in this DOM against a live stand-in: fetch goes to the stand-in's API for
// the paths the page would send to its own origin, and the stand-in's dev routes are at hand.

/**
 * The stand-in (a Node server) as these tests use it. It is imported by a computed path so that the app's
 * type project, which the DOM tests belong to, does not take in the stand-in's Node sources.
 */
interface StandInServer {
  urls: { api: string };
  storeUrl: string;
  reset(): void;
  close(): Promise<void>;
}
const STAND_IN_MODULE = '../../../mocks/standIn.ts';
const startStandIn = async (options: { dataDir: string; fresh?: boolean; storePort?: number }): Promise<StandInServer> =>
  ((await import(/* @vite-ignore */ STAND_IN_MODULE)) as { startStandIn(options: object): Promise<StandInServer> }).startStandIn(options);

const nodeFetch = globalThis.fetch;

/** A Blob's bytes, read as the page reads them (this DOM's Blob is not the runtime's that fetch sends). */
export const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** One stand-in on a data folder of its own, which the page's fetch reaches as its origin. */
export class StandInPage {
  standIn!: StandInServer;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'upload-page-'));
  token = '';

  async start(options: { storePort?: number } = {}): Promise<void> {
    this.standIn = await startStandIn({ dataDir: this.dataDir, fresh: !this.standIn, ...options });
    vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
      const body = init.body instanceof Blob ? await bytesOf(init.body) : init.body;
      return nodeFetch(new URL(String(input), this.standIn.urls.api), { ...init, body });
    });
  }

  async close(): Promise<void> {
    vi.unstubAllGlobals();
    await this.standIn?.close();
  }

  async dispose(): Promise<void> {
    await this.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  async api<T>(path: string, body?: object): Promise<T> {
    const response = await nodeFetch(`${this.standIn.urls.api}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: body && JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; msg: string; data: T };
    if (json.code !== 200) throw new Error(`${path}: ${json.msg}`);
    return json.data;
  }

  async signIn(account = 'agent01'): Promise<void> {
    this.token = (await this.api<{ token: string }>('/api/__dev/session', { account })).token;
    setToken(this.token);
  }

  fault = (fault: object) => this.api('/api/__dev/faults', fault);
  objects = () => this.api<Array<{ key: string; size: number; md5: string; receivedBytes: number }>>('/api/__dev/objects');
  uploads = () => this.api<Array<{ uploadId: string; key: string; state: string; parts: number; receivedBytes: number }>>('/api/__dev/multipartUploads');
}
