/**
 * Passwords are hashed with argon2id at OWASP's recommended strength (19 MiB of memory, 2 passes, 1 lane),
 * using hash-wasm: WebAssembly, so it runs on edge runtimes where native addons cannot. The encoded hash
 * carries its own parameters and salt, so the strength can be raised later without breaking old hashes.
 */
import { argon2id, argon2Verify } from "hash-wasm";

const PARAMS = { iterations: 2, memorySize: 19_456, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return await argon2id({
    password,
    salt: crypto.getRandomValues(new Uint8Array(16)),
    ...PARAMS,
    outputType: "encoded",
  });
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: encoded });
  } catch {
    return false;
  }
}

/** Verifying against this when the email is unknown makes both answers take the same time. */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$FcRGsiLXaX3ixh2ArR3+2g$YLe0Y9DMK44gravib+oDwgNj+/DwrXXudEpOMlhvWXg";
