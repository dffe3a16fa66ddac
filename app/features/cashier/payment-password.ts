/** The 6-digit payment password every money move out of a wallet asks for. */
export const PAYMENT_PASSWORD = /^\d{6}$/;
