import type { RateLimitRule } from './rate-limit-store';

const MINUTE = 60_000;

/**
 * The limits of one protected call. Three counters per attempt: the client IP (any account), the pair
 * (IP, account), and the account from every IP. The account-wide counter never locks the account: once it
 * passes `underAttack`, each IP keeps only `pairUnderAttack` attempts for that account in the window, so an
 * attacker spreading guesses over many IPs gets one guess per IP while the owner, from an IP that has not
 * failed, still gets through.
 */
export interface AttemptPolicy {
  /** `failures`: only refused attempts count (a success clears the pair); `attempts`: every request counts. */
  counts: 'failures' | 'attempts';
  perIp: RateLimitRule;
  perPair: RateLimitRule;
  /** Account-wide attempts after which `pairUnderAttack` applies instead of `perPair`. */
  underAttack: RateLimitRule;
  pairUnderAttack: RateLimitRule;
}

function policy(
  call: string,
  counts: AttemptPolicy['counts'],
  windowMs: number,
  limits: { ip: number; pair: number; account: number; pairUnderAttack: number },
): AttemptPolicy {
  return {
    counts,
    perIp: { name: `${call}.ip`, limit: limits.ip, windowMs },
    perPair: { name: `${call}.ip-account`, limit: limits.pair, windowMs },
    underAttack: { name: `${call}.account`, limit: limits.account, windowMs },
    // Same name as perPair: the same counter, read against a lower ceiling.
    pairUnderAttack: { name: `${call}.ip-account`, limit: limits.pairUnderAttack, windowMs },
  };
}

/**
 * The limits of a call whose attempts name no account before they succeed (a sign-up, a reset token, a feed
 * token): only the IP is known, so every counter gets the same ceiling and none is stricter than the IP's.
 */
const ipOnly = (limit: number) => ({ ip: limit, pair: limit, account: limit, pairUnderAttack: limit });

/**
 * The numbers (README "Brute force"): failures per 15 minutes for login, reset tokens and vouchers; requests
 * per hour for links and sign-ups.
 */
export const ATTEMPT_POLICIES = {
  /** POST /api/auth/login: wrong passwords. */
  login: policy('login', 'failures', 15 * MINUTE, { ip: 30, pair: 5, account: 50, pairUnderAttack: 1 }),
  /** POST /api/auth/password/link: every request (each may send an e-mail). */
  passwordLink: policy('password-link', 'attempts', 60 * MINUTE, {
    ip: 10,
    pair: 3,
    account: 10,
    pairUnderAttack: 1,
  }),
  /**
   * POST /api/auth/register: every request, per IP (the account is not known yet), so e-mails cannot be
   * checked for an account at speed through 409 EMAIL_TAKEN and accounts cannot be created in bulk. 20,
   * not fewer: families behind one address (a school's or an employer's network, a mobile carrier's NAT)
   * sign up in the same registration-opening hour.
   */
  register: policy('register', 'attempts', 60 * MINUTE, ipOnly(20)),
  /** POST /api/auth/password: invalid or used tokens (the account is the token's, unknown before). */
  passwordReset: policy('password-reset', 'failures', 15 * MINUTE, ipOnly(10)),
  /** GET and PUT /api/vouchers/redeem: codes that match no voucher, per signed-in customer. */
  voucherRedeem: policy('voucher-redeem', 'failures', 15 * MINUTE, {
    ip: 30,
    pair: 10,
    account: 20,
    pairUnderAttack: 2,
  }),
  /**
   * GET /calendar/<token>.ics: tokens that open no feed, per IP (the account is unknown: a token is all the
   * request has). A subscribed calendar app polling a valid link never counts.
   */
  calendarFeed: policy('calendar-feed', 'failures', 15 * MINUTE, ipOnly(30)),
} as const satisfies Record<string, AttemptPolicy>;
