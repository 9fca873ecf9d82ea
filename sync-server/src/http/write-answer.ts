/**
 * What a write route answers, decided inside its write transaction, so that an Idempotency-Key
 * (./idempotency.ts) records exactly the answer in the same commit as the write.
 */
export interface WriteAnswer {
  status: 200 | 201;
  body: unknown;
}

export function isWriteAnswer(value: unknown): value is WriteAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    'body' in value &&
    'status' in value &&
    (value.status === 200 || value.status === 201)
  );
}
