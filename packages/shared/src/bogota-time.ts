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

/** The latest instant at or before `now` when Bogotá's clock read `hour`:00 (a daily job's last turn). */
export function latestBogotaHour(now: Date, hour: number): Date {
  const turn = new Date(`${bogotaToday(now)}T${String(hour).padStart(2, '0')}:00:00${BOGOTA_UTC_OFFSET}`);
  return turn <= now ? turn : new Date(turn.getTime() - 24 * 3600_000);
}

const dayAndTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

/** An appointment as a person reads it, in Bogotá: "martes, 1 de diciembre, 9:00 a. m.". */
export const formatAppointment = (instant: Date) => dayAndTime.format(instant);

const longDay = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A calendar day (YYYY-MM-DD) as a person reads it, whatever the zone: "5 de enero de 2027". */
export const formatCalendarDay = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));
