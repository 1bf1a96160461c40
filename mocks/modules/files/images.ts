import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { IMAGE_MAX_BYTES, IMAGE_MIME, imageKindOf, imageProblem } from '../../../src/rules/images.ts';
import { BusinessError } from '../../errors.ts';
import type { StandInModule } from '../../module.ts';
import { callerOf } from '../../scope.ts';
import { imageUrl } from '../../domain/images/agentImages.ts';
import { signedIn } from '../../guards.ts';

/**
 * Pictures of the system screens (login banners, qualification scans): the raw file is POSTed
 * (image/png or image/jpeg, ≤ 2 MB, checked by its first bytes), kept as a blob and served under an
 * unguessable id, so an <img> can show it without the bearer token.
 */
const schema = `
CREATE TABLE IF NOT EXISTS images (
  id TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  mime TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
`;

/** Reads the body, keeping at most one byte past the limit (the rest is drained so the answer arrives). */
async function readImage(c: Context): Promise<{ bytes: Buffer; size: number }> {
  const reader = c.req.raw.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size <= IMAGE_MAX_BYTES + 1) chunks.push(read.value);
    }
  }
  return { bytes: Buffer.concat(chunks), size };
}

export const imagesModule: StandInModule = {
  name: 'images',
  schema,
  routes({ api }, ctx) {
    api.post(
      '/api/image/Upload',
      async ({ c, accountId }) => {
        const { bytes, size } = await readImage(c);
        if (size === 0) throw new BusinessError('请选择图片');
        const problem = imageProblem(size, bytes.subarray(0, 8));
        if (problem) throw new BusinessError(problem);
        const id = randomBytes(16).toString('hex');
        const kind = imageKindOf(bytes) ?? 'png';
        ctx.db
          .prepare('INSERT INTO images (id, agent_id, mime, data, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(id, callerOf(ctx, accountId).agentId, IMAGE_MIME[kind], bytes, ctx.now());
        return { imageId: id, url: imageUrl(id) };
      },
      { guard: signedIn, stream: true },
    );

    api.get(
      '/api/image/:id',
      ({ c }) => {
        const row = ctx.db.prepare('SELECT mime, data FROM images WHERE id = ?').get(c.req.param('id') ?? '') as
          | { mime: string; data: Buffer }
          | undefined;
        if (!row) return c.json({ code: 404, msg: '图片不存在', data: null }, 404);
        return c.body(new Uint8Array(row.data), 200, {
          'content-type': row.mime,
          'cache-control': 'private, max-age=86400',
          'x-content-type-options': 'nosniff',
        });
      },
      { public: true },
    );
  },
};
