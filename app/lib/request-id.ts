/** A fresh idempotency key for a money form: the platform moves money once per key, however often the form is sent. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/** What a money form's hidden `requestId` must look like when it comes back. */
export const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
