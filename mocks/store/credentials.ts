import { randomBytes } from 'node:crypto';
import type { StandInContext } from '../module.ts';

/** Temporary credentials last 15 minutes, like the providers' STS defaults for uploads. */
export const CREDENTIAL_LIFETIME_MS = 15 * 60 * 1000;

export interface TemporaryCredential {
  secretId: string;
  secretKey: string;
  securityToken: string;
  /** Milliseconds since the epoch (stand-in clock). */
  expiration: number;
}

export interface CredentialRow {
  access_key_id: string;
  secret: string;
  security_token: string;
  bucket: string;
  key_prefix: string;
  expires_at: number;
}

/** A credential that may write only under `keyPrefix` in `bucket`. */
export function issueCredential(ctx: StandInContext, bucket: string, keyPrefix: string): TemporaryCredential {
  const credential = {
    secretId: `STS.${randomBytes(12).toString('hex')}`,
    secretKey: randomBytes(24).toString('base64url'),
    securityToken: randomBytes(48).toString('base64url'),
    expiration: ctx.now() + CREDENTIAL_LIFETIME_MS,
  };
  ctx.db
    .prepare('INSERT INTO store_credentials (access_key_id, secret, security_token, bucket, key_prefix, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(credential.secretId, credential.secretKey, credential.securityToken, bucket, keyPrefix, credential.expiration);
  return credential;
}

export function findCredential(ctx: StandInContext, accessKeyId: string): CredentialRow | undefined {
  return ctx.db.prepare('SELECT * FROM store_credentials WHERE access_key_id = ?').get(accessKeyId) as CredentialRow | undefined;
}

/** The credential behind a security token the browser holds (for the refresh call). */
export function findByToken(ctx: StandInContext, securityToken: string): CredentialRow | undefined {
  return ctx.db.prepare('SELECT * FROM store_credentials WHERE security_token = ?').get(securityToken) as CredentialRow | undefined;
}

/** Every credential issued so far expires now (a test fault). */
export function expireAllCredentials(ctx: StandInContext): void {
  ctx.db.prepare('UPDATE store_credentials SET expires_at = MIN(expires_at, ?)').run(ctx.now());
}
