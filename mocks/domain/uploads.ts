import { randomBytes } from 'node:crypto';
import type { UploadDescriptor } from '../../src/contracts/uploads.ts';
import { NAME_HAS_CONTROL_CHARACTERS, hasControlCharacters } from '../../src/rules/upload.ts';
import { BusinessError } from '../errors.ts';
import type { StandInContext } from '../module.ts';
import { issueCredential, type TemporaryCredential } from '../store/credentials.ts';
import { DIALECT_INFO, DIRECT_ENDPOINT, bucketOf, type Provider } from '../store/dialects.ts';
import { storeRuntime } from '../store/runtime.ts';
import { accountById } from './accounts.ts';

// An account's uploads: the folder of each purpose its credentials may write to, the object-store descriptor of a
// new file, and the check a business record makes of the object it names. The files area's routes, customer
// records, work orders and feedback all upload through these. (The store's tables are the files area's.)

/** Where an upload goes: the product's business areas that take files. */
export type UploadPurpose = 'consultation' | 'workorder' | 'dbfile' | 'appfile';
export const PURPOSES: readonly UploadPurpose[] = ['consultation', 'workorder', 'dbfile', 'appfile'];

/** The storage configurations the descriptors name (objectStorageId; docs/product.md#fields). */
export const STORAGE_IDS: Record<Provider, number> = { oss: 1, cos: 2, obs: 3, direct: 4 };
export const PROVIDER_SETTING = 'provider';
const NAME_MAX = 200;

export function currentProvider(ctx: StandInContext): Provider {
  const row = ctx.db.prepare('SELECT value FROM store_settings WHERE name = ?').get(PROVIDER_SETTING) as { value: string } | undefined;
  return (row?.value as Provider | undefined) ?? 'oss';
}

export const stsOf = (credential: TemporaryCredential) => ({
  secretId: credential.secretId,
  secretKey: credential.secretKey,
  securityToken: credential.securityToken,
  expiration: new Date(credential.expiration).toISOString(),
});

export function cleanFileName(fileName: string): string {
  const name = fileName.trim().replace(/[\\/]/g, '_');
  if (!name) throw new BusinessError('文件名不能为空');
  if (hasControlCharacters(name)) throw new BusinessError(NAME_HAS_CONTROL_CHARACTERS);
  if (name.length > NAME_MAX) throw new BusinessError(`文件名不能超过${NAME_MAX}个字符`);
  return name;
}

/** The folder of the account's files for a purpose: its temporary credentials may write only there. */
export function uploadFolder(ctx: StandInContext, accountId: number, purpose: UploadPurpose): string {
  return `${purpose}/${accountById(ctx, accountId).agent_id}/${accountId}/`;
}

const providerOfStorageId = (id: number) => (Object.keys(STORAGE_IDS) as Provider[]).find((provider) => STORAGE_IDS[provider] === id);

/** The bucket of the storage configuration a descriptor named (objectStorageId; docs/product.md#fields). */
export function bucketOfStorage(objectStorageId: number): string | null {
  const provider = providerOfStorageId(objectStorageId);
  return provider ? bucketOf(provider) : null;
}

/** The descriptor of one object key as the store is reached now: its endpoint, and a credential for its folder. */
export function descriptorOf(ctx: StandInContext, type: Provider, key: string, folder: string): UploadDescriptor {
  const bucket = bucketOf(type);
  const direct = type === 'direct';
  return {
    type,
    endPointOuter: direct ? DIRECT_ENDPOINT : storeRuntime.url,
    sts: direct ? { secretId: '', secretKey: '', securityToken: '', expiration: '' } : stsOf(issueCredential(ctx, bucket, folder)),
    bucketName: bucket,
    region: direct ? '' : DIALECT_INFO[type].region,
    path: key,
    relativePath: key,
    objectStorageId: STORAGE_IDS[type],
  };
}

/**
 * An object-store descriptor (docs/product.md#fields) for one file of the signed-in account: a fresh object key under the
 * account's folder for the purpose, and a 15-minute credential that may write only there. Descriptors of
 * the product's own upload endpoints ("direct") carry no credential: those calls send the bearer token.
 */
export function issueUploadDescriptor(ctx: StandInContext, accountId: number, purpose: UploadPurpose, fileName: string): UploadDescriptor {
  const day = new Date(ctx.now()).toISOString().slice(0, 10).replace(/-/g, '');
  const folder = uploadFolder(ctx, accountId, purpose);
  return descriptorOf(ctx, currentProvider(ctx), `${folder}${day}/${randomBytes(8).toString('hex')}/${cleanFileName(fileName)}`, folder);
}

/**
 * Before a business record names an uploaded object: it lies in the caller's own folder for the purpose,
 * in the bucket of the storage it names, and is stored whole.
 */
export function requireStoredUpload(
  ctx: StandInContext,
  accountId: number,
  purpose: UploadPurpose,
  file: { path: string; size: number; objectStorageId: number },
): void {
  const provider = providerOfStorageId(file.objectStorageId);
  if (!provider || !file.path.startsWith(uploadFolder(ctx, accountId, purpose))) throw new BusinessError('文件不属于当前账号，无法保存');
  const stored = ctx.db
    .prepare('SELECT size FROM store_objects WHERE bucket = ? AND object_key = ?')
    .get(bucketOf(provider), file.path) as { size: number } | undefined;
  if (!stored || stored.size !== file.size) throw new BusinessError('文件尚未上传完成');
}
