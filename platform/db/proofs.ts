import type { Db } from './db';

/** Proof images (a bank slip, a "not received" screenshot), stored in the database keyed by what they prove. */
export type ProofOwner = 'DEPOSIT' | 'WITHDRAWAL';

export function storeProof(
  db: Db,
  proof: { owner: ProofOwner; ownerId: number; merchant: string; memberId: number; contentType: 'image/png' | 'image/jpeg'; bytes: Buffer },
) {
  // A second upload replaces the first: the latest image is the one the operator looks at.
  db.prepare(
    `INSERT INTO proof_uploads (owner, owner_id, merchant, member_id, content_type, bytes, size, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (owner, owner_id) DO UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes, size = excluded.size, uploaded_at = excluded.uploaded_at`,
  ).run(proof.owner, proof.ownerId, proof.merchant, proof.memberId, proof.contentType, proof.bytes, proof.bytes.length, Date.now());
}

export function hasProof(db: Db, owner: ProofOwner, ownerId: number): boolean {
  return Boolean(db.prepare('SELECT 1 FROM proof_uploads WHERE owner = ? AND owner_id = ?').get(owner, ownerId));
}
