/**
 * PBKDF2-SHA256 password hashes via WebCrypto (docs/architecture.md §6). Format:
 * `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; 100 000 iterations is the most the
 * Workers runtime allows. The seed script writes hashes in the same format with Node's crypto.
 */
export const PBKDF2_ITERATIONS = 100_000

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromB64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0))

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${toB64(salt)}$${toB64(hash)}`
}

/** Constant-time comparison of the derived key with the stored one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iter, saltB64, hashB64] = stored.split('$')
  const iterations = Number(iter)
  if (scheme !== 'pbkdf2-sha256' || !saltB64 || !hashB64 || !Number.isInteger(iterations)) return false
  if (iterations < 1 || iterations > PBKDF2_ITERATIONS) return false
  const expected = fromB64(hashB64)
  const actual = await derive(password, fromB64(saltB64), iterations)
  if (actual.length !== expected.length) return false
  let diff = 0
  for (let i = 0; i < actual.length; i++) diff |= (actual[i] ?? 0) ^ (expected[i] ?? 0)
  return diff === 0
}

/** A hash to verify against when the e-mail is unknown, so timing does not reveal accounts. */
export const DUMMY_HASH = 'pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='
