/** The sign-in form's field lengths: the browser's constraints and the server's schema alike. */
export const STAFF_SIGN_IN_LIMITS = { name: 40, password: 200, code: 6 } as const;
