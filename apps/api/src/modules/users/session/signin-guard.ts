import { staffAuthMessages } from '@portal/shared/messages';
import type { Database, Db } from '../../../db/client.js';
import { forgetHits, hitWithin, refundHit } from '../../../infra/rate-limit.js';
import { AppError } from '../../../lib/app-error.js';
import { signedInFrom } from '../repository.js';

/*
 * Staff sign-in guessing limits (decision 0053). Every attempt is reserved before the password is
 * checked (so parallel guesses cannot pass a limit) and given back when it succeeds. All keys name the
 * e-mail as typed, so an unknown e-mail is counted exactly like an existing one. The account itself is
 * never locked: an address that keeps failing waits, and the owner signs in from elsewhere.
 */
const MINUTE_MS = 60_000;
/** Failures of one address for one e-mail in a sliding 15 minutes: about 20 guesses an hour. */
export const PAIR_FAILURES = { max: 5, windowMs: 15 * MINUTE_MS };
/** Failures of one address for any e-mail in a sliding 15 minutes (an office behind one NAT). */
export const ADDRESS_FAILURES = { max: 20, windowMs: 15 * MINUTE_MS };
/** Failures for one e-mail from addresses it never signed in from, in a sliding hour. */
export const ACCOUNT_FAILURES = { max: 30, windowMs: 60 * MINUTE_MS };
/** An address the account had a session from in this many days passes the account-wide limit. */
export const KNOWN_ADDRESS_DAYS = 30;

const keysOf = (correo: string, ip: string) => ({
  pair: `staff_signin:${correo}:${ip}`,
  address: `staff_signin_ip:${ip}`,
  account: `staff_signin_acct:${correo}`,
});

export interface Reservation {
  keys: string[];
  pairKey: string;
}

/**
 * Reserves one attempt of `ip` at `correo`, or refuses it with a Spanish 429 before any password is
 * checked. The account-wide count applies only to addresses the account never signed in from.
 */
export async function reserveAttempt(db: Database, correo: string, ip: string, now: Date) {
  const known = await signedInFrom(db, correo, ip, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000));
  const keys = keysOf(correo, ip);
  return db.transaction(async (tx): Promise<Reservation> => {
    if (!known && !(await hitWithin(tx, keys.account, now, ACCOUNT_FAILURES.max, ACCOUNT_FAILURES.windowMs)))
      throw new AppError('TOO_MANY_REQUESTS', staffAuthMessages.guarded);
    for (const [key, limit] of [
      [keys.address, ADDRESS_FAILURES],
      [keys.pair, PAIR_FAILURES],
    ] as const) {
      // Throwing rolls back the hits counted above: a refused attempt counts nothing.
      if (!(await hitWithin(tx, key, now, limit.max, limit.windowMs)))
        throw new AppError('TOO_MANY_REQUESTS', staffAuthMessages.slowDown);
    }
    return { keys: known ? [keys.address] : [keys.account, keys.address], pairKey: keys.pair };
  });
}

/** A right password: its attempt was no failure, and this address starts over for this e-mail. */
export async function releaseAttempt(db: Database, reservation: Reservation) {
  for (const key of reservation.keys) await refundHit(db, key);
  await forgetHits(db, reservation.pairKey);
}

/** After a password reset the owner proved the inbox: failures counted against the e-mail go. */
export const forgetAccountFailures = (db: Database, correo: string) =>
  forgetHits(db, keysOf(correo, '').account);

/** Sign-in help and reset mails to one address in a sliding hour, together: nobody floods an inbox. */
export const MAILS_PER_HOUR = 3;

/** Counts a mail about to go to `correo`; false (nothing counted, nothing sent) past the hour's cap. */
export const mayMail = (db: Db, correo: string, now: Date) =>
  hitWithin(db, `staff_mail_to:${correo}`, now, MAILS_PER_HOUR, 60 * MINUTE_MS);
