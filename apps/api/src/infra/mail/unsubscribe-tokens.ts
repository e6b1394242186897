import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The digest's one-click unsubscribe link carries `<candidate id>.<HMAC>`: it works without signing
 * in and never expires (an old mail must still stop the alerts), and it can only withdraw.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  private mac(candidateId: number): Buffer {
    return createHmac('sha256', this.secret).update(`alertas-baja:${candidateId}`).digest();
  }

  issue(candidateId: number): string {
    return `${candidateId}.${this.mac(candidateId).toString('base64url')}`;
  }

  /** The candidate the token names, or null when it was not issued here. */
  read(token: string): number | null {
    const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const candidateId = Number(match[1]);
    const given = Buffer.from(match[2]!, 'base64url');
    const expected = this.mac(candidateId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? candidateId : null;
  }
}
