// The code an authenticator app shows, for end-to-end tests of two-factor sign-in.
import { createHmac } from 'node:crypto';

// totp is RFC 6238 (HMAC-SHA1, 30 s steps, 6 digits) for a base32 secret: the code for
// time step `step`.
export function totp(secret, step) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// stepNow is the current time step.
export const stepNow = () => Math.floor(Date.now() / 30_000);
