// Proof images (openapi uploadCashierProof): a multipart form with one png or jpg `image`. The contract middleware
// reads JSON and url-encoded bodies only, so this module reads and checks the form itself, with the same 400
// messages as the JSON checks. A proof serves one order: taking it marks it used.
import type { Queryable } from '../accounts/queryable.ts';
import type { CASHIER_PROOF_TYPES } from './cashierConstants.ts';
import { CASHIER_PROOF_MAX_BYTES } from './cashierConstants.ts';

const MULTIPART = /^multipart\/form-data\s*;/i;

type ProofType = (typeof CASHIER_PROOF_TYPES)[number];
/** What the file's first bytes must be for its declared type (the declared type alone proves nothing). */
const SIGNATURES: Record<ProofType, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

export interface ProofImage {
  type: ProofType;
  data: Buffer;
}

function isProofType(type: string): type is ProofType {
  return type in SIGNATURES;
}

/** The request's proof image, or the 400 message naming what is wrong. */
export async function readProofForm(request: Request): Promise<{ image: ProofImage } | { error: string }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!MULTIPART.test(contentType)) return { error: 'body: must be sent as multipart/form-data' };
  // Its size (CASHIER_PROOF_MAX_BODY_BYTES) was checked as it came in (app.ts).
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { error: 'body: is not a valid multipart form' };
  }
  let unknown: string | undefined;
  form.forEach((_value, name) => {
    if (name !== 'image') unknown ??= name;
  });
  if (unknown !== undefined) return { error: `${unknown}: is not an allowed property` };
  const files = form.getAll('image');
  if (files.length === 0) return { error: 'image: is required' };
  const file = files[0]!;
  if (files.length > 1 || typeof file === 'string') return { error: 'image: must be a file' };
  if (file.size > CASHIER_PROOF_MAX_BYTES) {
    return { error: `image: must NOT be larger than ${CASHIER_PROOF_MAX_BYTES} bytes` };
  }
  const data = Buffer.from(await file.arrayBuffer());
  const type = file.type.toLowerCase();
  if (!isProofType(type) || !SIGNATURES[type].every((byte, at) => data[at] === byte)) {
    return { error: 'image: must be a png or jpg image' };
  }
  return { image: { type, data } };
}

export async function storeProof(db: Queryable, memberId: number, image: ProofImage, at: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO cashier_proofs (member_id, mime_type, data, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [memberId, image.type, image.data, at],
  );
  return rows[0]!.id;
}

/** Marks the member's unused proof used by an order; false when it is unknown, another member's or used already. */
export async function takeProof(tx: Queryable, memberId: number, proofId: number, at: Date): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE cashier_proofs SET used_at = $3 WHERE id = $1 AND member_id = $2 AND used_at IS NULL RETURNING id',
    [proofId, memberId, at],
  );
  return rows.length > 0;
}
