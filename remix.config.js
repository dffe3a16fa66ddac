/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*', '**/*.css.ts'],
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // ESM-only or extension-less packages the server build must bundle (see shared NOTES-stack).
  serverDependenciesToBundle: [/^keen-slider/, /^remix-i18next/, /^@vanilla-extract\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
