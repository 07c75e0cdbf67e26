/** Content hashes: an uploaded image's media id, a static file's version, a reset code as stored. */

/** The SHA-256 of the bytes as 64 lowercase hex characters. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
