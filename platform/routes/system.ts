import { encryptCustomerServicePath } from '../crypto/des';
import { readKeyPair, sessionIdleSeconds, whitelabelTree } from '../db/merchants';
import type { Db } from '../db/db';
import { platformMessage } from '../http/messages';
import type { RequestContext, Route } from '../http/router';

function registerRules(db: Db, merchant: string) {
  const rows = db
    .prepare<
      unknown[],
      {
        field: string;
        enabled: number;
        required: number;
        pattern_id: number;
        min_length: number;
        max_length: number;
        accepted_pattern: string;
      }
    >('SELECT field, enabled, required, pattern_id, min_length, max_length, accepted_pattern FROM register_rules WHERE merchant = ?')
    .all(merchant);
  return Object.fromEntries(
    rows.map((r) => [
      r.field,
      {
        enabled: r.enabled === 1,
        required: r.required === 1,
        patternId: r.pattern_id,
        minLength: r.min_length,
        maxLength: r.max_length,
        acceptedPattern: r.accepted_pattern,
        type: null,
      },
    ]),
  );
}

function customerService(db: Db, merchant: string) {
  const rows = db
    .prepare<unknown[], { title: string; cs_type: string; url: string }>('SELECT title, cs_type, url FROM customer_service WHERE merchant = ? ORDER BY sort')
    .all(merchant);
  return rows.map((r) => ({ title: r.title, csType: r.cs_type, path: encryptCustomerServicePath(r.url) }));
}

function resources(db: Db, merchant: string, origin: string) {
  const rows = db
    .prepare<unknown[], { resourceType: string; url: string; qrCodeUrl: string | null; labelNameEn: string | null }>(
      'SELECT resource_type AS resourceType, url, qr_code_url AS qrCodeUrl, label AS labelNameEn FROM resources WHERE merchant = ?',
    )
    .all(merchant);
  // Logos are stored as CDN paths: the platform's own origin is only known per request.
  return rows.map((r) => (r.url.startsWith('/') ? { ...r, url: `${origin}${r.url}` } : r));
}

function domains(db: Db, merchant: string) {
  return db
    .prepare<unknown[], { domainName: string; speed: number }>('SELECT domain_name AS domainName, speed FROM domains WHERE merchant = ? ORDER BY speed')
    .all(merchant);
}

/** The boot call. */
function systemStatus(ctx: RequestContext) {
  const { db, merchant } = ctx;
  return {
    maintenance: merchant.status === 'maintenance',
    regionRestriction: merchant.status === 'region',
    maintenanceMessage: merchant.status === 'maintenance' ? platformMessage('maintenance', ctx.language) : null,
    location: { ip: ctx.clientIp, country: null },
    info: {
      whitelabel: whitelabelTree(db, merchant.code),
      register: registerRules(db, merchant.code),
      customerService: customerService(db, merchant.code),
      domainRoute: domains(db, merchant.code),
      resources: resources(db, merchant.code, ctx.origin),
      mainDomain: merchant.mainDomain,
      analytics: { gtagId: merchant.gtagId },
      // Two image CDNs (the same store behind two prefixes), so visitors really spread over a list.
      imageCDNs: [`${ctx.origin}/cdn`, `${ctx.origin}/img`],
      launchGameCDNs: [ctx.origin, `${ctx.origin}/play`],
      supportLanguages: merchant.languages,
      // Our extension: how long a session lives without a keep-alive, so a site can touch in time.
      sessionIdleSeconds: sessionIdleSeconds(db, merchant.code),
    },
  };
}

export const systemRoutes: Route[] = [
  { method: 'GET', path: '/wps/system/status', modId: 'COMM3', handle: systemStatus },
  { method: 'GET', path: '/wps/v2/system/status', modId: 'COMM3', handle: systemStatus },
  { method: 'GET', path: '/wps/system/whitelabel', modId: 'COMM3', handle: (ctx) => whitelabelTree(ctx.db, ctx.merchant.code) },
  { method: 'GET', path: '/wps/system/setting/register', modId: 'REG3', handle: (ctx) => registerRules(ctx.db, ctx.merchant.code) },
  {
    method: 'GET',
    path: '/wps/system/country',
    modId: 'COMM3',
    handle: (ctx) => ctx.db.prepare('SELECT code AS countryCode, dialing_code AS countryDialingCode, name FROM countries ORDER BY sort').all(),
  },
  { method: 'GET', path: '/wps/system/domainRoute', modId: 'COMM3', handle: (ctx) => ({ domainList: domains(ctx.db, ctx.merchant.code) }) },
  {
    method: 'GET',
    path: '/wps/relay/WPSCORE_getCustomerServiceScript',
    handle: (ctx) => ({
      version: { pathList: [] },
      items: customerService(ctx.db, ctx.merchant.code).map((c) => ({ type: 3, path: c.path, csType: c.csType, title: c.title })),
    }),
  },
  {
    method: 'GET',
    path: '/wps/session/key/rsa',
    public: true,
    handle: (ctx, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain;charset=UTF-8', 'Cache-Control': 'no-cache' });
      res.end(readKeyPair(ctx.db).n);
    },
  },
];
