import { AGENT_DOMAIN_COOKIE_DAYS } from '@casino/contract/constants.ts';
import { deleteCookie, getCookie, setCookie } from '../../../lib/cookies.ts';
import type { RegisterType } from './register-fields.ts';

/**
 * How long a referral link is remembered, in minutes. The SPEC names a LINK_EXPIRE_TIME setting without giving its
 * value and the runtime configuration does not carry one, so the link is kept for an hour.
 */
export const LINK_EXPIRE_TIME_MIN = 60;

export const REFERRAL_COOKIES = {
  type: 'register_type',
  agent: 'member_agent',
  recommendCode: 'recommend_code',
  currency: 'currency',
  agentDomain: 'agent_domain_id',
} as const;

const MAX_INTRODUCER_LENGTH = 20;

export type Referral = { type: RegisterType; value: string; currency: string };

function clean(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_INTRODUCER_LENGTH);
}

function linkCookie(name: string, value: string) {
  setCookie(name, value, { maxAgeSeconds: LINK_EXPIRE_TIME_MIN * 60, path: '/', sameSite: 'Lax' });
}

/**
 * Remembers a referral link (SPEC section 4, "Registration type"): id is an agent link, invite a recommend code,
 * currency the currency to register in. Returns the type remembered, or '' when the address has no referral.
 */
export function captureReferral(search: string): RegisterType {
  const params = new URLSearchParams(search);
  const agent = clean(params.get('id'));
  const invite = clean(params.get('invite'));
  const currency = clean(params.get('currency')).toUpperCase();
  if (!agent && !invite) return '';
  if (agent) {
    linkCookie(REFERRAL_COOKIES.type, 'member_agent');
    linkCookie(REFERRAL_COOKIES.agent, agent);
    deleteCookie(REFERRAL_COOKIES.recommendCode);
  } else {
    linkCookie(REFERRAL_COOKIES.type, 'recommend_code');
    linkCookie(REFERRAL_COOKIES.recommendCode, invite);
    deleteCookie(REFERRAL_COOKIES.agent);
  }
  if (currency) linkCookie(REFERRAL_COOKIES.currency, currency);
  else deleteCookie(REFERRAL_COOKIES.currency);
  return agent ? 'member_agent' : 'recommend_code';
}

/** The referral remembered in the cookies, if any. */
export function readReferral(): Referral {
  const type = getCookie(REFERRAL_COOKIES.type);
  const currency = getCookie(REFERRAL_COOKIES.currency) ?? '';
  if (type === 'member_agent') {
    const value = getCookie(REFERRAL_COOKIES.agent) ?? '';
    if (value) return { type, value, currency };
  }
  if (type === 'recommend_code') {
    const value = getCookie(REFERRAL_COOKIES.recommendCode) ?? '';
    if (value) return { type, value, currency };
  }
  return { type: '', value: '', currency };
}

/** Unlocks the introducer so that another can be typed: the link cookies go and the type is reset. */
export function clearReferral(): void {
  deleteCookie(REFERRAL_COOKIES.type);
  deleteCookie(REFERRAL_COOKIES.agent);
  deleteCookie(REFERRAL_COOKIES.recommendCode);
  deleteCookie(REFERRAL_COOKIES.currency);
}

/** On an agent domain the agent id is kept for a day. */
export function rememberAgentDomain(agentId: string): void {
  setCookie(REFERRAL_COOKIES.agentDomain, agentId, { days: AGENT_DOMAIN_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
}
