/** The staff account the e2e site has (staging behind staff sign-in, as a deployment has it), for the tests that sign in. */
export const E2E_STAFF = { name: 'e2e-support', password: 'E2e-staging-pass' };
