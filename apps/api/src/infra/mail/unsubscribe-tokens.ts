import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A mail's unsubscribe link carries `<subject>.<HMAC>`: it works without signing in and never expires
 * (an old mail must still stop what it announces), and it can only withdraw. Each use has its own
 * purpose in the MAC, so a token of one kind of mail is worthless for another. The subject is a
 * number (a candidate) or a letter and a number (`u12`: a staff or company user).
 */
export class UnsubscribeTokens {
  constructor(
    private readonly secret: string,
    private readonly purpose: string,
  ) {}

  private mac(subject: string): Buffer {
    return createHmac('sha256', this.secret).update(`${this.purpose}:${subject}`).digest();
  }

  issue(subject: string | number): string {
    return `${subject}.${this.mac(String(subject)).toString('base64url')}`;
  }

  /** The subject the token names, or null when it was not issued here for this purpose. */
  read(token: string): string | null {
    const match = /^([a-z]?\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const subject = match[1]!;
    const given = Buffer.from(match[2]!, 'base64url');
    const expected = this.mac(subject);
    return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
  }
}
