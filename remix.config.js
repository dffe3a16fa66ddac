import { flatRoutes } from 'remix-flat-routes';

/** Files under app/routes that are not routes: dotfiles, tests and vanilla-extract styles. */
const NOT_ROUTES = ['**/.*', '**/*.test.*', '**/*.css.ts'];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Remix's own convention is off: remix-flat-routes reads app/routes, where `area+/` folders group the
  // files of one area and read as if their names were flat (`member+/withdraw.tsx` is `member.withdraw`).
  ignoredRouteFiles: ['**/*'],
  routes: async (defineRoutes) => flatRoutes('routes', defineRoutes, { ignoredRouteFiles: NOT_ROUTES }),
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // ESM-only or extension-less packages the server build must bundle (see shared NOTES-stack).
  serverDependenciesToBundle: [/^keen-slider/, /^remix-i18next/, /^@vanilla-extract\//],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // On: a first page's manifest holds its own routes and those its fetchers load (decision 094); the
    // fetchers' routes are never discovered late, which made a navigation's page a 404 (decision 033).
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
