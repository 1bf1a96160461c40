// MD5 (RFC 1321): the browser's SubtleCrypto has none, and the stores' ETags are MD5s (a part's, and a
// multipart object's is built from its parts'). Written for speed: a re-picked file is hashed part by part
// against the store's ETags before anything is sent, up to gigabytes on the page's own thread.


/** An MD5 fed in pieces (each part of a file as it is read). */
export class Md5 {
  private readonly state = new Int32Array([0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476]);
  private readonly words = new Int32Array(16);
  private readonly tail = new Uint8Array(64);
  private tailLength = 0;
  private length = 0;

  update(bytes: Uint8Array): this {
    let offset = 0;
    this.length += bytes.length;
    if (this.tailLength > 0) {
      const taken = Math.min(64 - this.tailLength, bytes.length);
      this.tail.set(bytes.subarray(0, taken), this.tailLength);
      this.tailLength += taken;
      offset = taken;
      if (this.tailLength < 64) return this;
      this.block(this.tail, 0);
      this.tailLength = 0;
    }
    for (; offset + 64 <= bytes.length; offset += 64) this.block(bytes, offset);
    this.tail.set(bytes.subarray(offset), 0);
    this.tailLength = bytes.length - offset;
    return this;
  }

  hex(): string {
    const bits = this.length * 8;
    const padding = new Uint8Array((this.tailLength < 56 ? 56 : 120) - this.tailLength + 8);
    padding[0] = 0x80;
    const view = new DataView(padding.buffer);
    view.setUint32(padding.length - 8, bits >>> 0, true);
    view.setUint32(padding.length - 4, Math.floor(bits / 2 ** 32), true);
    this.update(padding);
    return Array.from(new Uint8Array(this.state.buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  private block(bytes: Uint8Array, at: number) {
    const w = this.words;
    for (let i = 0; i < 16; i += 1) {
      const j = at + i * 4;
      w[i] = bytes[j] | (bytes[j + 1] << 8) | (bytes[j + 2] << 16) | (bytes[j + 3] << 24);
    }
    let a = this.state[0];
    let b = this.state[1];
    let c = this.state[2];
    let d = this.state[3];
    // Unrolled: each of the 64 steps with its constants in place (a loop over tables runs at half the speed).
    a = ((a + ((b & c) | (~b & d)) + w[0] + 0xd76aa478) | 0);
    a = ((((a << 7) | (a >>> 25)) + b) | 0);
    d = ((d + ((a & b) | (~a & c)) + w[1] + 0xe8c7b756) | 0);
    d = ((((d << 12) | (d >>> 20)) + a) | 0);
    c = ((c + ((d & a) | (~d & b)) + w[2] + 0x242070db) | 0);
    c = ((((c << 17) | (c >>> 15)) + d) | 0);
    b = ((b + ((c & d) | (~c & a)) + w[3] + 0xc1bdceee) | 0);
    b = ((((b << 22) | (b >>> 10)) + c) | 0);
    a = ((a + ((b & c) | (~b & d)) + w[4] + 0xf57c0faf) | 0);
    a = ((((a << 7) | (a >>> 25)) + b) | 0);
    d = ((d + ((a & b) | (~a & c)) + w[5] + 0x4787c62a) | 0);
    d = ((((d << 12) | (d >>> 20)) + a) | 0);
    c = ((c + ((d & a) | (~d & b)) + w[6] + 0xa8304613) | 0);
    c = ((((c << 17) | (c >>> 15)) + d) | 0);
    b = ((b + ((c & d) | (~c & a)) + w[7] + 0xfd469501) | 0);
    b = ((((b << 22) | (b >>> 10)) + c) | 0);
    a = ((a + ((b & c) | (~b & d)) + w[8] + 0x698098d8) | 0);
    a = ((((a << 7) | (a >>> 25)) + b) | 0);
    d = ((d + ((a & b) | (~a & c)) + w[9] + 0x8b44f7af) | 0);
    d = ((((d << 12) | (d >>> 20)) + a) | 0);
    c = ((c + ((d & a) | (~d & b)) + w[10] + 0xffff5bb1) | 0);
    c = ((((c << 17) | (c >>> 15)) + d) | 0);
    b = ((b + ((c & d) | (~c & a)) + w[11] + 0x895cd7be) | 0);
    b = ((((b << 22) | (b >>> 10)) + c) | 0);
    a = ((a + ((b & c) | (~b & d)) + w[12] + 0x6b901122) | 0);
    a = ((((a << 7) | (a >>> 25)) + b) | 0);
    d = ((d + ((a & b) | (~a & c)) + w[13] + 0xfd987193) | 0);
    d = ((((d << 12) | (d >>> 20)) + a) | 0);
    c = ((c + ((d & a) | (~d & b)) + w[14] + 0xa679438e) | 0);
    c = ((((c << 17) | (c >>> 15)) + d) | 0);
    b = ((b + ((c & d) | (~c & a)) + w[15] + 0x49b40821) | 0);
    b = ((((b << 22) | (b >>> 10)) + c) | 0);
    a = ((a + ((d & b) | (~d & c)) + w[1] + 0xf61e2562) | 0);
    a = ((((a << 5) | (a >>> 27)) + b) | 0);
    d = ((d + ((c & a) | (~c & b)) + w[6] + 0xc040b340) | 0);
    d = ((((d << 9) | (d >>> 23)) + a) | 0);
    c = ((c + ((b & d) | (~b & a)) + w[11] + 0x265e5a51) | 0);
    c = ((((c << 14) | (c >>> 18)) + d) | 0);
    b = ((b + ((a & c) | (~a & d)) + w[0] + 0xe9b6c7aa) | 0);
    b = ((((b << 20) | (b >>> 12)) + c) | 0);
    a = ((a + ((d & b) | (~d & c)) + w[5] + 0xd62f105d) | 0);
    a = ((((a << 5) | (a >>> 27)) + b) | 0);
    d = ((d + ((c & a) | (~c & b)) + w[10] + 0x02441453) | 0);
    d = ((((d << 9) | (d >>> 23)) + a) | 0);
    c = ((c + ((b & d) | (~b & a)) + w[15] + 0xd8a1e681) | 0);
    c = ((((c << 14) | (c >>> 18)) + d) | 0);
    b = ((b + ((a & c) | (~a & d)) + w[4] + 0xe7d3fbc8) | 0);
    b = ((((b << 20) | (b >>> 12)) + c) | 0);
    a = ((a + ((d & b) | (~d & c)) + w[9] + 0x21e1cde6) | 0);
    a = ((((a << 5) | (a >>> 27)) + b) | 0);
    d = ((d + ((c & a) | (~c & b)) + w[14] + 0xc33707d6) | 0);
    d = ((((d << 9) | (d >>> 23)) + a) | 0);
    c = ((c + ((b & d) | (~b & a)) + w[3] + 0xf4d50d87) | 0);
    c = ((((c << 14) | (c >>> 18)) + d) | 0);
    b = ((b + ((a & c) | (~a & d)) + w[8] + 0x455a14ed) | 0);
    b = ((((b << 20) | (b >>> 12)) + c) | 0);
    a = ((a + ((d & b) | (~d & c)) + w[13] + 0xa9e3e905) | 0);
    a = ((((a << 5) | (a >>> 27)) + b) | 0);
    d = ((d + ((c & a) | (~c & b)) + w[2] + 0xfcefa3f8) | 0);
    d = ((((d << 9) | (d >>> 23)) + a) | 0);
    c = ((c + ((b & d) | (~b & a)) + w[7] + 0x676f02d9) | 0);
    c = ((((c << 14) | (c >>> 18)) + d) | 0);
    b = ((b + ((a & c) | (~a & d)) + w[12] + 0x8d2a4c8a) | 0);
    b = ((((b << 20) | (b >>> 12)) + c) | 0);
    a = ((a + (b ^ c ^ d) + w[5] + 0xfffa3942) | 0);
    a = ((((a << 4) | (a >>> 28)) + b) | 0);
    d = ((d + (a ^ b ^ c) + w[8] + 0x8771f681) | 0);
    d = ((((d << 11) | (d >>> 21)) + a) | 0);
    c = ((c + (d ^ a ^ b) + w[11] + 0x6d9d6122) | 0);
    c = ((((c << 16) | (c >>> 16)) + d) | 0);
    b = ((b + (c ^ d ^ a) + w[14] + 0xfde5380c) | 0);
    b = ((((b << 23) | (b >>> 9)) + c) | 0);
    a = ((a + (b ^ c ^ d) + w[1] + 0xa4beea44) | 0);
    a = ((((a << 4) | (a >>> 28)) + b) | 0);
    d = ((d + (a ^ b ^ c) + w[4] + 0x4bdecfa9) | 0);
    d = ((((d << 11) | (d >>> 21)) + a) | 0);
    c = ((c + (d ^ a ^ b) + w[7] + 0xf6bb4b60) | 0);
    c = ((((c << 16) | (c >>> 16)) + d) | 0);
    b = ((b + (c ^ d ^ a) + w[10] + 0xbebfbc70) | 0);
    b = ((((b << 23) | (b >>> 9)) + c) | 0);
    a = ((a + (b ^ c ^ d) + w[13] + 0x289b7ec6) | 0);
    a = ((((a << 4) | (a >>> 28)) + b) | 0);
    d = ((d + (a ^ b ^ c) + w[0] + 0xeaa127fa) | 0);
    d = ((((d << 11) | (d >>> 21)) + a) | 0);
    c = ((c + (d ^ a ^ b) + w[3] + 0xd4ef3085) | 0);
    c = ((((c << 16) | (c >>> 16)) + d) | 0);
    b = ((b + (c ^ d ^ a) + w[6] + 0x04881d05) | 0);
    b = ((((b << 23) | (b >>> 9)) + c) | 0);
    a = ((a + (b ^ c ^ d) + w[9] + 0xd9d4d039) | 0);
    a = ((((a << 4) | (a >>> 28)) + b) | 0);
    d = ((d + (a ^ b ^ c) + w[12] + 0xe6db99e5) | 0);
    d = ((((d << 11) | (d >>> 21)) + a) | 0);
    c = ((c + (d ^ a ^ b) + w[15] + 0x1fa27cf8) | 0);
    c = ((((c << 16) | (c >>> 16)) + d) | 0);
    b = ((b + (c ^ d ^ a) + w[2] + 0xc4ac5665) | 0);
    b = ((((b << 23) | (b >>> 9)) + c) | 0);
    a = ((a + (c ^ (b | ~d)) + w[0] + 0xf4292244) | 0);
    a = ((((a << 6) | (a >>> 26)) + b) | 0);
    d = ((d + (b ^ (a | ~c)) + w[7] + 0x432aff97) | 0);
    d = ((((d << 10) | (d >>> 22)) + a) | 0);
    c = ((c + (a ^ (d | ~b)) + w[14] + 0xab9423a7) | 0);
    c = ((((c << 15) | (c >>> 17)) + d) | 0);
    b = ((b + (d ^ (c | ~a)) + w[5] + 0xfc93a039) | 0);
    b = ((((b << 21) | (b >>> 11)) + c) | 0);
    a = ((a + (c ^ (b | ~d)) + w[12] + 0x655b59c3) | 0);
    a = ((((a << 6) | (a >>> 26)) + b) | 0);
    d = ((d + (b ^ (a | ~c)) + w[3] + 0x8f0ccc92) | 0);
    d = ((((d << 10) | (d >>> 22)) + a) | 0);
    c = ((c + (a ^ (d | ~b)) + w[10] + 0xffeff47d) | 0);
    c = ((((c << 15) | (c >>> 17)) + d) | 0);
    b = ((b + (d ^ (c | ~a)) + w[1] + 0x85845dd1) | 0);
    b = ((((b << 21) | (b >>> 11)) + c) | 0);
    a = ((a + (c ^ (b | ~d)) + w[8] + 0x6fa87e4f) | 0);
    a = ((((a << 6) | (a >>> 26)) + b) | 0);
    d = ((d + (b ^ (a | ~c)) + w[15] + 0xfe2ce6e0) | 0);
    d = ((((d << 10) | (d >>> 22)) + a) | 0);
    c = ((c + (a ^ (d | ~b)) + w[6] + 0xa3014314) | 0);
    c = ((((c << 15) | (c >>> 17)) + d) | 0);
    b = ((b + (d ^ (c | ~a)) + w[13] + 0x4e0811a1) | 0);
    b = ((((b << 21) | (b >>> 11)) + c) | 0);
    a = ((a + (c ^ (b | ~d)) + w[4] + 0xf7537e82) | 0);
    a = ((((a << 6) | (a >>> 26)) + b) | 0);
    d = ((d + (b ^ (a | ~c)) + w[11] + 0xbd3af235) | 0);
    d = ((((d << 10) | (d >>> 22)) + a) | 0);
    c = ((c + (a ^ (d | ~b)) + w[2] + 0x2ad7d2bb) | 0);
    c = ((((c << 15) | (c >>> 17)) + d) | 0);
    b = ((b + (d ^ (c | ~a)) + w[9] + 0xeb86d391) | 0);
    b = ((((b << 21) | (b >>> 11)) + c) | 0);
    this.state[0] = (this.state[0] + a) | 0;
    this.state[1] = (this.state[1] + b) | 0;
    this.state[2] = (this.state[2] + c) | 0;
    this.state[3] = (this.state[3] + d) | 0;
  }
}

export const md5Hex = (bytes: Uint8Array): string => new Md5().update(bytes).hex();
