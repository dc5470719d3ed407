/**
 * Signing an employment contract: the signature image is checked (a PNG within the size and pixel
 * limits of SIGNATURE_IMAGE_LIMITS, read from its header before anything decodes it), the signed
 * document is made with the image, the server's signing time and the hash of the terms signed, and
 * one row records it, with the form's version and the worker's address as signed (decision 058).
 * The row's primary key is the contract, so a second signature (another tab, another instance, a
 * retry) is refused rather than replacing the first.
 */
import { SIGNATURE_IMAGE_LIMITS } from '#contract/api-contract.ts';
import { LANGUAGE_CODES, type Language } from '#contract/languages.ts';
import type { Db } from '../../db/database.ts';
import { renderEmploymentContract } from './contract-pdf.ts';
import { CONTRACT_FORM_VERSION, sha256Hex, type ContractRecord } from './service.ts';
import { seoulMinuteText } from '../../pdf/format.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

type SignatureImageProblem = 'image' | 'tooLarge' | 'dimensions';

/** Checks a PNG's bytes and header: null when acceptable, else what is wrong (the rule code answered). */
export function checkSignatureImage(bytes: Uint8Array): SignatureImageProblem | null {
  if (bytes.length > SIGNATURE_IMAGE_LIMITS.maxBytes) return 'tooLarge';
  // Signature (8), IHDR length (4) and type (4), width (4), height (4).
  if (bytes.length < 33 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return 'image';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return 'image';
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const { minWidth, maxWidth, minHeight, maxHeight } = SIGNATURE_IMAGE_LIMITS;
  if (width < minWidth || width > maxWidth || height < minHeight || height > maxHeight) return 'dimensions';
  return null;
}

/** The document both parties signed: the employer's side as issued, the worker's image and signing time. */
export async function renderSignedContract(record: ContractRecord, png: Uint8Array, signedAt: Date, language: Language): Promise<Uint8Array> {
  return renderEmploymentContract(record.terms, {
    language,
    documentSha256: record.documentSha256,
    employerSignature: record.employerSignature,
    signature: { png, signedAtText: seoulMinuteText(signedAt), documentSha256: record.documentSha256 },
  });
}

interface SignatureRecord {
  contractId: string;
  userId: string;
  signedAt: Date;
  documentSha256: string;
  png: Uint8Array;
  signedPdf: Uint8Array;
  clientAddress: string;
  userAgent: string | null;
  /** The worker's address the signed terms print (part of their hash). */
  workerAddress: string;
}

/** Records a signature; false when the contract was already signed (nothing changes then). */
export async function recordSignature(db: Db, signature: SignatureRecord): Promise<boolean> {
  const inserted = await db
    .insertInto('contract_signatures')
    .values({
      contract_id: signature.contractId,
      user_id: signature.userId,
      signed_at: signature.signedAt,
      document_sha256: signature.documentSha256,
      signature_png: signature.png,
      signed_pdf: signature.signedPdf,
      signed_pdf_sha256: sha256Hex(signature.signedPdf),
      client_address: signature.clientAddress,
      user_agent: signature.userAgent?.slice(0, 512) ?? null,
      form_version: CONTRACT_FORM_VERSION,
      worker_address: signature.workerAddress,
    })
    .onConflict((oc) => oc.column('contract_id').doNothing())
    .returning('contract_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

interface StoredSignature {
  /** The signed document as stored. */
  pdf: Uint8Array;
  /** Whether it still matches its recorded hash (a stored copy changed later is refused). */
  intact: boolean;
  /** The worker's signature image as signed. */
  png: Uint8Array;
}

/** The signed document as stored, with the signature image, checked against its recorded hash. */
export async function loadSignedPdf(db: Db, contractId: string): Promise<StoredSignature | undefined> {
  const row = await db
    .selectFrom('contract_signatures')
    .select(['signed_pdf', 'signed_pdf_sha256', 'signature_png'])
    .where('contract_id', '=', contractId)
    .executeTakeFirst();
  if (!row) return undefined;
  const pdf = new Uint8Array(row.signed_pdf);
  return { pdf, intact: sha256Hex(pdf) === row.signed_pdf_sha256, png: new Uint8Array(row.signature_png) };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

/**
 * The signed contract as a reader in `language` gets it. The stored document is the record, and a
 * Korean reader gets it as signed. The document's language was the signer's (the lines beneath the
 * Korean are in the language the worker signed in, none if Korean), so a reader of another language
 * gets the same document with their language's lines beneath, made again from the record: the terms,
 * the employer's side, the signature image and the signing time. Only when that record, made again in
 * the language it was signed in, gives back the stored bytes exactly: the rendering is deterministic
 * (pdf/layout.ts), so then every Korean line of the reading copy is the one signed. When anything
 * printed changed since (terms, the employer's seal, a phone number, the form's layout, a
 * translation), the stored document is served.
 */
export async function signedContractFor(record: ContractRecord, stored: StoredSignature, language: Language): Promise<Uint8Array> {
  const signature = record.signature;
  if (language === 'ko' || !signature) return stored.pdf;
  const render = (as: Language) => renderSignedContract(record, stored.png, signature.signedAt, as);
  const wanted = await render(language);
  // Signed in the reader's language: the reading copy is the stored document.
  if (sameBytes(wanted, stored.pdf)) return stored.pdf;
  // In the list's order, Korean first: most contracts are signed in it.
  for (const signedIn of LANGUAGE_CODES) {
    if (signedIn !== language && sameBytes(await render(signedIn), stored.pdf)) return wanted;
  }
  return stored.pdf;
}
