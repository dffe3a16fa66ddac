import { AGENT_USAGE, agentCommand, settleCommand } from './admin-agent';
import { BLOG_USAGE, blogCommand, hotCommand } from './admin-blog';
import { CASHIER_USAGE, cashierCommand } from './admin-cashier';
import { CHAT_USAGE, chatCommand } from './admin-chat';
import { JOBS_USAGE, jobsCommand } from './admin-jobs';
import { affiliateCommand, feedbackCommand, JOIN_USAGE } from './admin-join';
import { LABEL_USAGE, labelCommand } from './admin-labels';
import { EVENT_USAGE, eventCommand } from './admin-lucky-draws';
import { MESSAGES_USAGE, messageCommand } from './admin-messages';
import { POINTS_USAGE, pointsCommand } from './admin-points';
import { PROMO_USAGE, promoCommand } from './admin-promotions';
import { REWARDS_USAGE, rewardsCommand } from './admin-rewards';
import { RG_USAGE, rgCommand } from './admin-rg';
import { ALL_MODULES } from './db/seed-data';
import {
  findMerchant,
  hibernateFaultOn,
  type MerchantRow,
  sessionIdleSeconds,
  setHibernateFault,
  setMerchantStatus,
  setModule,
  setSessionIdle,
  whitelabelTree,
  type MerchantStatus,
  type TreeNode,
} from './db/merchants';
import type { Db } from './db/db';
import { endVendorMaintenance, setVendorMaintenance } from './db/vendor-maintenance';
import { setSmsQuota, setSmsSending, smsAllowance } from './db/sms-allowance';

/** What a command answers: its lines (on stdout when `code` is 0, else on stderr) and the exit code. */
export type Outcome = { lines: string[]; code: number };

const USAGE = `usage:
  npm run platform:admin -- status <merchant> normal|maintenance|region
  npm run platform:admin -- feature <merchant> <MODID> on|off
  npm run platform:admin -- vendor <merchant> <VENDOR> maintenance|normal [minutes]   (maintenance: 60 minutes unless given)
  npm run platform:admin -- show <merchant>
  npm run platform:admin -- analytics <merchant> <G-XXXXXXX>|off   (the Google tag id the site loads)
  npm run platform:admin -- session <merchant> idle <seconds>   (a session ends this long after its last keep-alive; 1800 by default)
  npm run platform:admin -- hibernate <merchant> on [minutes]|off   (signed-in calls fail with a hibernate error; 10 minutes unless given)
  npm run platform:admin -- sms <mobile>     (the SMS outbox: codes sent to that number)
  npm run platform:admin -- smsquota <merchant> <count>|unlimited   (messages left on the operator's SMS account; at 0 sends fail "SMS quota not enough")
  npm run platform:admin -- smssending <merchant> on|off   (off: every send fails "operation not allowed")
  npm run platform:admin -- domain <merchant> add|remove <host>   (the merchant's domains; registering elsewhere fails "invalid domain URL")
  npm run platform:admin -- email <address>  (the e-mail outbox: codes and reset links sent to that address)
${CASHIER_USAGE}
${MESSAGES_USAGE}
${REWARDS_USAGE}
${PROMO_USAGE}
${POINTS_USAGE}
${AGENT_USAGE}
${JOIN_USAGE}
${CHAT_USAGE}
${RG_USAGE}
${EVENT_USAGE}
${BLOG_USAGE}
${LABEL_USAGE}
${JOBS_USAGE}`;

/** A desk's command: `<desk> <action> <merchant> …`; null when the action or its arguments are not the desk's. */
type Desk = (db: Db, action: string, merchant: MerchantRow, args: string[]) => Outcome | null;

/** The desks by their command word (the first argument). */
const DESKS: Partial<Record<string, Desk>> = {
  // the agent desk
  agent: agentCommand,
  // responsible-gambling limits and exclusions
  rg: rgCommand,
  // the join-us applications and players' feedback
  affiliate: affiliateCommand,
  feedback: feedbackCommand,
  // the chat room's moderator, lucky-draw events and tickets, articles and featured matches, a member's labels
  chat: chatCommand,
  event: eventCommand,
  blog: blogCommand,
  hot: hotCommand,
  label: labelCommand,
  // the cashier desk
  deposit: (db, action, merchant, args) => cashierCommand(db, 'deposit', action, merchant, args),
  withdraw: (db, action, merchant, args) => cashierCommand(db, 'withdraw', action, merchant, args),
  ledger: (db, action, merchant, args) => cashierCommand(db, 'ledger', action, merchant, args),
  reward: (db, action, merchant, args) => rewardsCommand(db, 'reward', action, merchant, args),
  vip: (db, action, merchant, args) => rewardsCommand(db, 'vip', action, merchant, args),
  // the point-mall desk and activity applications
  redeem: (db, action, merchant, args) => pointsCommand(db, 'redeem', action, merchant, args),
  points: (db, action, merchant, args) => pointsCommand(db, 'points', action, merchant, args),
  promo: promoCommand,
};

/** A command refused: its message goes to stderr with the exit code. */
class Refused extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

function fail(message: string, code = 1): never {
  throw new Refused(message, code);
}

/**
 * `npm run platform:admin -- …` (platform/admin.ts) as a function of an open database and the command's
 * arguments: what it prints and its exit code. It writes to the database directly; the running platform sees
 * the change at once (WAL), the site within its TTL. Tests call it in their own process to skip a process start.
 */
export function runAdmin(db: Db, argv: readonly string[]): Outcome {
  try {
    return run(db, argv);
  } catch (error) {
    if (error instanceof Refused) return { lines: [error.message], code: error.code };
    throw error;
  }
}

function run(db: Db, argv: readonly string[]): Outcome {
  const [command, merchantCode, ...rest] = argv;
  const out: string[] = [];
  // Own keys only: `constructor` is no desk.
  const desk = command && Object.hasOwn(DESKS, command) ? DESKS[command] : undefined;
  if (desk) {
    // `<desk> <action> <merchant> …`
    const [action, code, ...args] = [merchantCode, ...rest];
    const merchant = code ? findMerchant(db, code) : null;
    if (!action || !code) fail(USAGE, 2);
    if (!merchant) fail(`unknown merchant "${code}"`);
    return desk(db, action, merchant, args) ?? fail(USAGE, 2);
  }
  if (command === 'jobs') {
    // `jobs [run <job>]`: the scheduled jobs, and one run on demand.
    const outcome = jobsCommand(
      db,
      [merchantCode, ...rest].filter((arg): arg is string => arg !== undefined),
    );
    if (!outcome) fail(USAGE, 2);
    return outcome;
  }
  if (command === 'settle') {
    // `settle <merchant> <type> [period]`: a contract settlement job.
    const merchant = merchantCode ? findMerchant(db, merchantCode) : null;
    if (!merchantCode) fail(USAGE, 2);
    if (!merchant) fail(`unknown merchant "${merchantCode}"`);
    const outcome = settleCommand(db, merchant, rest);
    if (!outcome) fail(USAGE, 2);
    return outcome;
  }
  if (command === 'message') {
    const outcome = merchantCode ? messageCommand(db, findMerchant(db, merchantCode) ?? fail(`unknown merchant "${merchantCode}"`), rest) : null;
    if (!outcome) fail(USAGE, 2);
    return outcome;
  }
  if (
    !command ||
    !merchantCode ||
    !['status', 'feature', 'vendor', 'show', 'sms', 'email', 'analytics', 'smsquota', 'smssending', 'domain', 'session', 'hibernate'].includes(command)
  )
    fail(USAGE, 2);
  if (command === 'email') {
    // No mail server either: e-mails (bind and verification codes, reset tokens) wait in the outbox.
    const rows = db
      .prepare<unknown[], { merchant: string; email: string; purpose: string; token: string; sent_at: number }>(
        'SELECT merchant, email, purpose, token, sent_at FROM email_outbox WHERE lower(email) = lower(?) ORDER BY sent_at DESC, id DESC LIMIT 10',
      )
      .all(merchantCode);
    if (!rows.length) out.push(`no e-mail sent to ${merchantCode}`);
    for (const r of rows) out.push(`${r.token}  ${r.merchant}  ${r.email}  ${r.purpose.padEnd(10)} ${new Date(r.sent_at).toISOString()}`);
    return { lines: out, code: 0 };
  }
  if (command === 'sms') {
    // No SMS provider in the reference platform: this is where a tester reads the codes.
    const mobile = merchantCode.replace(/^\+?0*/, '');
    const rows = db
      .prepare<
        unknown[],
        { merchant: string; country_code: string; mobile: string; purpose: string; code: string; sent_at: number; expires_at: number; used_at: number | null }
      >('SELECT merchant, country_code, mobile, purpose, code, sent_at, expires_at, used_at FROM sms_outbox WHERE mobile = ? ORDER BY sent_at DESC LIMIT 10')
      .all(mobile);
    if (!rows.length) out.push(`no SMS sent to ${mobile}`);
    for (const r of rows) {
      const state = r.used_at ? 'used' : r.expires_at < Date.now() ? 'expired' : 'valid';
      out.push(`${r.code}  ${r.merchant}  +${r.country_code} ${r.mobile}  ${r.purpose.padEnd(8)} ${new Date(r.sent_at).toISOString()}  ${state}`);
    }
    return { lines: out, code: 0 };
  }
  const merchant = findMerchant(db, merchantCode) ?? fail(`unknown merchant "${merchantCode}"`);

  if (command === 'smsquota') {
    const [count] = rest;
    if (!count || !(count === 'unlimited' || /^\d{1,9}$/.test(count))) fail(USAGE, 2);
    setSmsQuota(db, merchant.code, count === 'unlimited' ? null : Number(count));
    out.push(`${merchant.code}: SMS quota ${count}`);
  } else if (command === 'smssending') {
    const [state] = rest;
    if (state !== 'on' && state !== 'off') fail(USAGE, 2);
    setSmsSending(db, merchant.code, state === 'on');
    out.push(`${merchant.code}: SMS sending ${state}`);
  } else if (command === 'domain') {
    const [action, host] = rest;
    if ((action !== 'add' && action !== 'remove') || !host || !/^[a-z0-9.-]{1,253}$/i.test(host)) fail(USAGE, 2);
    if (action === 'add') db.prepare('INSERT OR IGNORE INTO domains (merchant, domain_name) VALUES (?, ?)').run(merchant.code, host.toLowerCase());
    else db.prepare('DELETE FROM domains WHERE merchant = ? AND lower(domain_name) = ?').run(merchant.code, host.toLowerCase());
    out.push(
      `${merchant.code}: domains ${db.prepare<unknown[], string>('SELECT domain_name FROM domains WHERE merchant = ? ORDER BY domain_name').pluck().all(merchant.code).join(', ')}`,
    );
  } else if (command === 'analytics') {
    const [tag] = rest;
    if (!tag || !(tag === 'off' || /^[A-Z]{1,3}-[A-Z0-9-]{4,24}$/.test(tag))) fail(USAGE, 2);
    db.prepare('UPDATE merchants SET gtag_id = ? WHERE code = ?').run(tag === 'off' ? null : tag, merchant.code);
    out.push(`${merchant.code}: analytics ${tag === 'off' ? 'off' : tag}`);
  } else if (command === 'session') {
    const [what, secondsArg] = rest;
    const seconds = Number(secondsArg);
    if (what !== 'idle' || !Number.isInteger(seconds) || seconds < 5 || seconds > 86_400)
      fail('session <merchant> idle <seconds>: a whole number from 5 to 86400', 2);
    setSessionIdle(db, merchant.code, seconds);
    out.push(`${merchant.code}: sessions end after ${seconds} s without a keep-alive`);
  } else if (command === 'hibernate') {
    const [state, minutesArg] = rest;
    const minutes = minutesArg === undefined ? 10 : Number(minutesArg);
    if (!state || !['on', 'off'].includes(state) || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440) fail(USAGE, 2);
    setHibernateFault(db, merchant.code, state === 'on' ? minutes : null);
    out.push(`${merchant.code}: hibernate fault ${state === 'on' ? `on for ${minutes} minutes` : 'off'}`);
  } else if (command === 'status') {
    const status = rest[0] as MerchantStatus | undefined;
    if (!status || !['normal', 'maintenance', 'region'].includes(status)) fail(USAGE, 2);
    setMerchantStatus(db, merchant.code, status);
    out.push(`${merchant.code}: status ${status}`);
  } else if (command === 'feature') {
    const [modId, state] = rest;
    if (!modId || !state || !['on', 'off'].includes(state)) fail(USAGE, 2);
    if (!(ALL_MODULES as readonly string[]).includes(modId) || !setModule(db, merchant.code, modId, state === 'on')) {
      fail(`unknown module "${modId}"; modules: ${ALL_MODULES.join(', ')}`);
    }
    out.push(`${merchant.code}: ${modId} ${state}`);
  } else if (command === 'vendor') {
    const [vendorArg, state, minutesArg] = rest;
    if (!vendorArg || !state || !['maintenance', 'normal'].includes(state)) fail(USAGE, 2);
    const vendor = vendorArg.toUpperCase();
    const vendors = db
      .prepare<unknown[], string>('SELECT vendor_code FROM merchant_vendors WHERE merchant = ? ORDER BY vendor_code')
      .pluck()
      .all(merchant.code);
    if (!vendors.includes(vendor)) fail(`${merchant.code} has no vendor "${vendor}"; its vendors: ${vendors.join(', ')}`);
    if (state === 'normal') {
      out.push(`${merchant.code}: ${vendor} ${endVendorMaintenance(db, merchant.code, vendor) ? 'back to normal' : 'was not in maintenance'}`);
    } else {
      const minutes = minutesArg === undefined ? 60 : Number(minutesArg);
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60 * 24 * 30) fail('minutes: a whole number from 1 to 43200', 2);
      const window = setVendorMaintenance(db, merchant.code, vendor, minutes);
      out.push(`${merchant.code}: ${vendor} in maintenance ${new Date(window.startsAt).toISOString()} – ${new Date(window.endsAt).toISOString()}`);
    }
  } else {
    const on: string[] = [];
    const walk = (node: TreeNode, parentOn: boolean) => {
      const isOn = parentOn && node.enabled === '1';
      if (isOn && node.modId !== 'ROOT') on.push(node.modId);
      node.childrenNodes.forEach((child) => walk(child, isOn));
    };
    walk(whitelabelTree(db, merchant.code), true);
    out.push(`${merchant.code} (${merchant.name}): status ${merchant.status}, languages ${merchant.languages.join(', ')}`);
    out.push(`modules on: ${on.join(', ')}`);
    const sms = smsAllowance(db, merchant.code);
    out.push(`SMS: sending ${sms.sending ? 'on' : 'off'}, quota ${sms.quota ?? 'unlimited'}`);
    out.push(`sessions: idle ${sessionIdleSeconds(db, merchant.code)} s${hibernateFaultOn(db, merchant.code) ? '; hibernate fault on' : ''}`);
    const down = db
      .prepare<unknown[], { vendor_code: string; ends_at: number }>(
        'SELECT vendor_code, ends_at FROM vendor_maintenance WHERE merchant = ? AND ends_at > ? ORDER BY vendor_code',
      )
      .all(merchant.code, Date.now());
    if (down.length) out.push(`vendors in maintenance: ${down.map((d) => `${d.vendor_code} until ${new Date(d.ends_at).toISOString()}`).join(', ')}`);
  }
  return { lines: out, code: 0 };
}
