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
    // Off: the router knows every route from the first page (decision 033). With discovery on, a
    // navigation that starts while a fetcher's route is still being discovered fails that fetcher with
    // a 404 that replaces the page.
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
  },
};
