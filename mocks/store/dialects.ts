/** The three object-store dialects the browser SDKs speak, and where each keeps its names. */
export type Dialect = 'oss' | 'cos' | 'obs';
export const DIALECTS: readonly Dialect[] = ['oss', 'cos', 'obs'];

export interface DialectInfo {
  /** Header carrying the temporary credential's token. */
  tokenHeader: string;
  /** Header carrying the request id the SDKs read from errors. */
  requestIdHeader: string;
  /** Error code the SDK reports for an expired temporary credential. */
  expiredCode: string;
  bucket: string;
  region: string;
}

export const DIALECT_INFO: Record<Dialect, DialectInfo> = {
  oss: {
    tokenHeader: 'x-oss-security-token',
    requestIdHeader: 'x-oss-request-id',
    expiredCode: 'SecurityTokenExpired',
    bucket: 'agent-portal-files',
    region: 'oss-cn-hangzhou',
  },
  cos: {
    tokenHeader: 'x-cos-security-token',
    requestIdHeader: 'x-cos-request-id',
    expiredCode: 'ExpiredToken',
    bucket: 'agent-portal-1250000000',
    region: 'ap-shanghai',
  },
  obs: {
    tokenHeader: 'x-amz-security-token',
    requestIdHeader: 'x-obs-request-id',
    expiredCode: 'ExpiredToken',
    bucket: 'agent-portal-obs',
    region: 'cn-east-3',
  },
};

/** Which dialect a request speaks, from its Authorization header. */
export function dialectOf(authorization: string): Dialect | null {
  if (authorization.startsWith('OSS ')) return 'oss';
  if (authorization.startsWith('q-sign-algorithm=')) return 'cos';
  if (authorization.startsWith('AWS ')) return 'obs';
  return null;
}

/** Where descriptors send files: an object store in one of its dialects, or the product's own upload endpoints. */
export type Provider = Dialect | 'direct';
export const PROVIDERS: readonly Provider[] = [...DIALECTS, 'direct'];
/** The bucket the product's own upload endpoints keep their objects in. */
export const DIRECT_BUCKET = 'agent-portal-direct';
/** Where the portal reaches the product's own upload endpoints (its API prefix, docs/product.md#calls-and-errors). */
export const DIRECT_ENDPOINT = '/api/upload/direct';

export const bucketOf = (provider: Provider): string => (provider === 'direct' ? DIRECT_BUCKET : DIALECT_INFO[provider].bucket);
