/**
 * A refusal the player should see, raised below the HTTP layer (the ledger, the cashier): the contract's
 * error code, its value, and the HTTP status. The router answers it in the envelope like an ApiError.
 */
export class Refusal extends Error {
  constructor(
    readonly errorCode: string,
    readonly value: unknown = null,
    readonly status = 400,
  ) {
    super(errorCode);
  }
}
