/**
 * Bogotá's time, which every date and hour in the portal is read and written in. Colombia keeps
 * UTC−5 all year (no daylight saving time since 1993), so a fixed offset is exact.
 */
export const TIME_ZONE = 'America/Bogota';
export const BOGOTA_UTC_OFFSET = '-05:00';
const OFFSET_MS = -5 * 3600_000;

/** An instant as Bogotá's wall clock, YYYY-MM-DDTHH:mm:ss (no offset). */
export const bogotaWallClock = (instant: Date | number | string) =>
  new Date(new Date(instant).getTime() + OFFSET_MS).toISOString().slice(0, 19);

/** Today in Bogotá as YYYY-MM-DD, the form calendar days (expiry, start dates) are kept in. */
export const bogotaToday = (now = new Date()) => bogotaWallClock(now).slice(0, 10);
