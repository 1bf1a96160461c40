import { deflateSync } from 'node:zlib';

/** A small PNG encoder (8-bit RGB, no filtering) for seeded pictures and tests: deterministic bytes that a browser decodes. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = readonly [number, number, number];

/** A width × height picture whose pixel at (x, y) is `colour(x, y)`. */
export function encodePng(width: number, height: number, colour: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) raw.set(colour(x, y), y * rowBytes + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A bank slip of sorts: a blue band above grey lines of text on white. */
export function slipPng(width = 240, height = 150): Buffer {
  return encodePng(width, height, (x, y) => {
    if (y < 24) return [22, 119, 255];
    const line = Math.floor((y - 36) / 18);
    const inLine = y >= 36 && (y - 36) % 18 < 6 && line < 5 && x >= 16 && x < width - 16 - line * 24;
    return inLine ? [190, 196, 204] : [255, 255, 255];
  });
}
