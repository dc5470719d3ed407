/**
 * A software WebAuthn authenticator for the server's tests (decision 063): ES256 keys from
 * node:crypto, "none" attestation, user presence and verification flags, a signature counter. It
 * answers the options the API hands out the way a phone's passkey would, so a test can register a
 * passkey and log in with it, and bend one thing at a time (another origin, no user verification, a
 * challenge of its own) to see it refused.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { PasskeyAssertion, PasskeyAttestation, PasskeyCreationOptions, PasskeyRequestOptions } from '#contract/api-passkeys.ts';

/** The smallest CBOR encoder the attestation needs: unsigned and negative ints, bytes, text, maps. */
function cbor(value: number | string | Uint8Array | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item as number | string | Uint8Array | Map<number | string, unknown>));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** Authenticator data flags: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface Bend {
  /** The origin the "browser" reports (default: the one given). */
  origin?: string;
  /** Leave out the user-verified flag. */
  unverified?: boolean;
  /** Sign this challenge instead of the options'. */
  challenge?: string;
  /** create: this credential id instead of a new one (a credential registered again). */
  credentialId?: Buffer;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
}

/** navigator.credentials.create(): a new ES256 passkey for the options' relying party and user. */
export function createPasskey(options: PasskeyCreationOptions, origin: string, bend: Bend = {}): { passkey: SoftPasskey; credential: PasskeyAttestation } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<number, unknown>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);
  const credentialId = bend.credentialId ?? randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | (bend.unverified ? 0 : UV) | AT]), counterBytes(0), Buffer.alloc(16), idLength, credentialId, cbor(coseKey)]);
  const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
  const id = b64url(credentialId);
  return {
    passkey: { credentialId, privateKey, rpId, userHandle: options.user.id, counter: 0 },
    credential: {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', bend.challenge ?? options.challenge, bend.origin ?? origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    },
  };
}

/** navigator.credentials.get(): the passkey's signed answer to the options' challenge (its counter goes up). */
export function assert(passkey: SoftPasskey, options: PasskeyRequestOptions, origin: string, bend: Bend = {}): PasskeyAssertion {
  passkey.counter += 1;
  const authData = Buffer.concat([sha256(options.rpId ?? passkey.rpId), Buffer.from([UP | (bend.unverified ? 0 : UV)]), counterBytes(passkey.counter)]);
  const data = clientData('webauthn.get', bend.challenge ?? options.challenge, bend.origin ?? origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  const id = b64url(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: passkey.userHandle },
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
  };
}
