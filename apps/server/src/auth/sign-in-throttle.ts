import type { Db } from '../db/connection.ts';
import { rateLimited } from '../lib/errors.ts';
import { countRateHit, readRateCount } from '../lib/rate-limit.ts';
import {
  addSignInFailure,
  clearSignInFailures,
  findSignInLock,
  hasSignedInFrom,
  setSignInLock,
} from './sign-in-throttle.repository.ts';

export type SignInThrottleOptions = {
  /** Failed sign-ins per client address and window, past which the address is refused (except known accounts). */
  addressLimit: number;
  addressWindowSeconds: number;
  /** The failure of one account that locks it (5: the 5th failure locks it). */
  accountLockAfter: number;
  /** The first lock, doubled at each further failure, up to the cap. */
  accountLockSeconds: number;
  accountLockMaxSeconds: number;
};

/** A day without failures starts an account's count again. */
const FAILURES_FORGOTTEN_AFTER_SECONDS = 24 * 60 * 60;

/**
 * How long an account is locked after its `failures`-th failure: nothing up to the free failures, then the
 * first lock, doubling with each further failure, capped (after 5: the 5th failure locks 1 min, the 6th 2 min…).
 */
export function accountLockSeconds(failures: number, options: SignInThrottleOptions): number {
  if (failures < options.accountLockAfter) return 0;
  const doublings = Math.min(failures - options.accountLockAfter, 30);
  return Math.min(options.accountLockSeconds * 2 ** doublings, options.accountLockMaxSeconds);
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `sign-in-failures:${ip}`;

/**
 * Before a sign-in: refused (429 with `retry-after`) while the account is locked, or when the address has failed
 * too often — unless this account signed in from this address before, so that one noisy client behind a shared
 * address (NAT, proxy) never locks out the others' valid credentials.
 */
export async function checkSignInAllowed(
  db: Db,
  email: string,
  ip: string,
  options: SignInThrottleOptions,
  now = new Date(),
) {
  const lock = await findSignInLock(db, accountKey(email));
  if (lock?.lockedUntil && lock.lockedUntil > now) {
    throw rateLimited((lock.lockedUntil.getTime() - now.getTime()) / 1000);
  }
  const address = await readRateCount(db, addressKey(ip), options.addressWindowSeconds, now);
  if (address.count >= options.addressLimit && !(await hasSignedInFrom(db, email.trim().toLowerCase(), ip))) {
    throw rateLimited(address.retryAfterSeconds);
  }
}

/** After a sign-in: a failure counts for the account and the address; a success clears the account's count. */
export async function recordSignInOutcome(
  db: Db,
  email: string,
  ip: string,
  succeeded: boolean,
  options: SignInThrottleOptions,
  now = new Date(),
) {
  const key = accountKey(email);
  if (succeeded) {
    await clearSignInFailures(db, key);
    return;
  }
  await countRateHit(db, addressKey(ip), options.addressWindowSeconds, now);
  const failures = await addSignInFailure(db, key, now, FAILURES_FORGOTTEN_AFTER_SECONDS);
  const seconds = accountLockSeconds(failures, options);
  if (seconds > 0) await setSignInLock(db, key, failures, new Date(now.getTime() + seconds * 1000));
}
