import { AFFILIATE_CHANNELS, affiliateProgramme, storeAffiliateApplication, type AffiliateChannel } from '../db/affiliate-programme';
import { Refusal } from '../db/refusal';
import { text } from '../http/body';
import { jsonBody, requestIdOf } from '../http/cashier-params';
import type { RequestContext, Route } from '../http/router';

/** The join-us page's calls (decision 021): the affiliate programme and applications to it. Guests may call both. */

function programme(ctx: RequestContext) {
  return affiliateProgramme(ctx.db, ctx.merchant.code);
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const MOBILE = /^\+?[0-9 ()-]{6,24}$/;

/** `{ name, email?, mobile?, messengerId?, channel, experience, requestId }`: at least one of email and mobile. */
function apply(ctx: RequestContext) {
  const body = jsonBody(ctx);
  const requestId = requestIdOf(body);
  const name = text(body, 'name', 80);
  const email = text(body, 'email', 254);
  const mobile = text(body, 'mobile', 24);
  const messengerId = text(body, 'messengerId', 80);
  const experience = text(body, 'experience', 500);
  const channel = text(body, 'channel', 20).toUpperCase();
  const invalid = (field: string) => new Refusal('affiliate.application.invalid', { field });
  if (!name) throw invalid('name');
  if (!email && !mobile) throw invalid('contact');
  if (email && !EMAIL.test(email)) throw invalid('email');
  if (mobile && !MOBILE.test(mobile)) throw invalid('mobile');
  if (!(AFFILIATE_CHANNELS as readonly string[]).includes(channel)) throw invalid('channel');
  const stored = storeAffiliateApplication(ctx.db, ctx.merchant.code, {
    name,
    email: email || null,
    mobile: mobile || null,
    messengerId: messengerId || null,
    channel: channel as AffiliateChannel,
    experience,
    language: ctx.language,
    clientIp: ctx.clientIp || null,
    requestId,
  });
  return { id: stored.id, status: 'RECEIVED' };
}

export const joinRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getAffiliateProgramme', modId: 'AFFMAN3', handle: programme },
  { method: 'POST', path: '/wps/relay/MCSFE_applyAffiliate', modId: 'AFFMAN3', handle: apply },
];
