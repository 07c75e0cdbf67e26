/**
 * The CRC-32 of two byte strings joined, from each one's CRC and the second one's length: zlib's
 * crc32_combine (multiplication modulo the CRC polynomial, x^(8·len) by repeated squaring). A template keeps
 * each piece of HTML compressed with its CRC and length only, not its bytes as well, and the gzip body of a
 * personalised page still carries the CRC of the whole page.
 */

/** The CRC-32 polynomial, reflected. */
const POLY = 0xedb88320;

/** a·b modulo the polynomial (reflected bit order: x^0 is the top bit). */
function multiply(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const powers: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++, p = multiply(p, p)) powers.push(p);

/** x^(8·bytes) modulo the polynomial: what a CRC is multiplied by to step over that many bytes. */
export function crcShift(bytes: number): number {
  let p = 0x80000000; // x^0
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) p = multiply(powers[k % 32], p);
  }
  return p;
}

/** The CRC of A followed by B, given crc(A), crc(B), and B's shift (crcShift of B's length). */
export const crcCombine = (crcA: number, crcB: number, shiftB: number): number =>
  (multiply(shiftB, crcA) ^ crcB) >>> 0;
