// How a file reaches an object store (docs/product.md#uploads), shared by the upload manager, its adapters and the stand-in.

/** Temporary credential of an object-store descriptor. (docs/product.md#fields) */
export interface StsCredential {
  secretId: string;
  secretKey: string;
  securityToken: string;
  /** ISO time the credential stops working. */
  expiration?: string;
}

/** An object store, or the product's own upload endpoints ("direct": the bearer token is sent). */
export type StorageType = 'oss' | 'cos' | 'obs' | 'direct';

/** Object-store upload descriptor, with the upload parameters (docs/product.md#uploads). */
export interface UploadDescriptor {
  type: StorageType;
  endPointOuter: string;
  sts: StsCredential;
  bucketName: string;
  region: string;
  /** The object key to write. */
  path: string;
  relativePath: string;
  objectStorageId: number;
}

export interface DbFile {
  id: number;
  fileName: string;
  size: number;
  path: string;
  uploadedAt: number;
}
