/**
 * HMAC-SHA256 signatures as Razorpay makes them: hex of HMAC(secret, message). Checked in constant time on
 * the exact bytes received, so neither timing nor re-serialised JSON can be used to forge one.
 */
const encoder = new TextEncoder();

async function hmac(secret: string, message: string | Uint8Array): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const bytes = typeof message === "string" ? encoder.encode(message) : message;
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, bytes as BufferSource));
}

export async function signHex(secret: string, message: string | Uint8Array): Promise<string> {
  return Array.from(await hmac(secret, message), (b) => b.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Compares every byte whatever the first difference; only the (public) length may end it early. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

/** Whether `signature` (hex) is HMAC-SHA256 of `message` under `secret`. An empty secret verifies nothing. */
export async function verifySignature(
  secret: string,
  message: string | Uint8Array,
  signature: string,
): Promise<boolean> {
  if (!secret) return false;
  const given = fromHex(signature.trim());
  if (!given) return false;
  return constantTimeEqual(await hmac(secret, message), given);
}

/** The checkout signature: Razorpay signs `order_id|payment_id` with the key secret. */
export const checkoutMessage = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;
