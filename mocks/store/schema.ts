/** Tables of the object store stand-in (created and dropped with the rest of the stand-in's data). */
export const STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS store_credentials (
  access_key_id TEXT PRIMARY KEY,
  secret TEXT NOT NULL,
  security_token TEXT NOT NULL UNIQUE,
  bucket TEXT NOT NULL,
  key_prefix TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS store_uploads (
  upload_id TEXT PRIMARY KEY,
  bucket TEXT NOT NULL,
  object_key TEXT NOT NULL,
  dialect TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS store_parts (
  upload_id TEXT NOT NULL REFERENCES store_uploads(upload_id),
  part_number INTEGER NOT NULL,
  size INTEGER NOT NULL,
  etag TEXT NOT NULL,
  uploaded_at INTEGER NOT NULL,
  -- How many times the part arrived whole (tests check that a resume sends no stored part again).
  times_stored INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (upload_id, part_number)
);
CREATE TABLE IF NOT EXISTS store_objects (
  bucket TEXT NOT NULL,
  object_key TEXT NOT NULL,
  location TEXT NOT NULL,
  parts TEXT NOT NULL,
  size INTEGER NOT NULL,
  md5 TEXT,
  etag TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (bucket, object_key)
);
CREATE TABLE IF NOT EXISTS store_received (
  bucket TEXT NOT NULL,
  object_key TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  PRIMARY KEY (bucket, object_key)
);
CREATE TABLE IF NOT EXISTS store_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
