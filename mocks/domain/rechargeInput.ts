import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { RECHARGE_MAX_FEN, RECHARGE_MIN_FEN, SLIP_MAX_BYTES } from '../../src/contracts/recharges.ts';
import { BadRequestError } from '../errors.ts';

/** A slip travels as base64 inside JSON: 5 MB of file plus a third, plus the other fields. */
const SLIP_BODY_MAX_BYTES = Math.ceil((SLIP_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The JSON body of a route that takes a slip (larger than the usual 1 MB limit); past the limit it is a 400. */
export async function readStreamedJson(c: Context, incoming: IncomingMessage): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new BadRequestError('请求内容类型应为 application/json');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size <= SLIP_BODY_MAX_BYTES) chunks.push(chunk);
  }
  if (size > SLIP_BODY_MAX_BYTES) throw new BadRequestError('转账凭证不能超过 5 MB');
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new BadRequestError('请求格式错误：内容不是合法的 JSON');
  }
}

/** What a slip's first bytes must be: the type is read from the file itself, never from its name. */
const SIGNATURES: { contentType: string; magic: number[] }[] = [
  { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The type a file's first bytes say it is (jpeg, png or pdf), or null. */
export function fileTypeOf(bytes: Uint8Array): string | null {
  return SIGNATURES.find(({ magic }) => magic.every((byte, index) => bytes[index] === byte))?.contentType ?? null;
}

export interface Slip {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export function readSlip(fileName: string, base64: string): Slip {
  const name = fileName.trim();
  if (name === '' || name.length > 100) throw new BadRequestError('转账凭证文件名应为 1–100 个字');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new BadRequestError('转账凭证内容应为 base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength === 0) throw new BadRequestError('请上传转账凭证');
  if (bytes.byteLength > SLIP_MAX_BYTES) throw new BadRequestError('转账凭证不能超过 5 MB');
  const contentType = fileTypeOf(bytes);
  if (!contentType) throw new BadRequestError('转账凭证仅支持 jpg、png 或 pdf 文件');
  return { fileName: name, contentType, bytes };
}

export function readAmount(value: unknown, min = RECHARGE_MIN_FEN, max = RECHARGE_MAX_FEN, label = '充值金额'): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new BadRequestError('参数 amountFen 应为整数（分）');
  if (value < min || value > max) throw new BadRequestError(`${label}应在${min / 100}元至${max / 100}元之间`);
  return value;
}

export function readKey(value: unknown): string {
  if (typeof value !== 'string' || !/^[\w-]{8,64}$/.test(value)) throw new BadRequestError('参数 idempotencyKey 应为 8–64 位字母数字');
  return value;
}
