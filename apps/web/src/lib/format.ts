import { TIME_ZONE } from '@portal/shared/bogota-time';

// Every date and time the portal shows is Bogotá's, whatever the device's zone.
export { TIME_ZONE };

const day = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: TIME_ZONE });
const stamp = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const shortStamp = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const shortStampSeconds = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: TIME_ZONE,
});
const dayTime = new Intl.DateTimeFormat('es-CO', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

const shortDecimal = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** A measured time: "0,8 ms" below ten, "245 ms" above. */
export const formatMilliseconds = (ms: number) => `${(ms < 10 ? shortDecimal : whole).format(ms)} ms`;

/** Any figure shown to a person, the Colombian way: 6.4 → "6,4", 12500 → "12.500" (one decimal at most). */
export const formatNumber = (value: number) => shortDecimal.format(value);

/** A name closing a sentence: "Andina S.A.S." stays as is, "Andina" gets its period. */
export const asSentenceEnd = (text: string) =>
  text.trimEnd().endsWith('.') ? text.trimEnd() : `${text.trimEnd()}.`;

/** Money in COP (DESIGN.md §3): 1423500 → "$ 1.423.500". */
export { formatCop } from '@portal/shared/text';

/** A calendar date ("2026-12-31") or an instant, as a long es-CO date in Bogotá time. */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00-05:00`) : new Date(value);
  return day.format(date);
}

export const formatDateTime = (value: string) => dayTime.format(new Date(value));

/** An instant with its year, for records kept over time: "12 de nov de 2026, 3:45 p. m." (Bogotá). */
export const formatTimestamp = (value: string) => stamp.format(new Date(value));

/** A recent instant, without its year: "24 de nov, 6:41 a. m." (Bogotá); with seconds on request. */
export const formatRecent = (value: string, { seconds = false } = {}) =>
  (seconds ? shortStampSeconds : shortStamp).format(new Date(value));

/** "hace 3 días" style age of a publication. */
export function formatAge(value: string, now = Date.now()): string {
  const days = Math.floor((now - new Date(value).getTime()) / 86_400_000);
  if (days <= 0) return 'Publicada hoy';
  if (days === 1) return 'Publicada ayer';
  return `Publicada hace ${days} días`;
}

/** The file name a stored URL ends with (`…/timestamp/nombre.pdf`). */
export function fileNameOf(url: string): string {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return path.slice(path.lastIndexOf('/') + 1);
  }
}

/** How long something has been running: "3 d 4 h", "2 h 5 min", "4 min 10 s", "45 s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${s % 60} s`;
  return `${s} s`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes as people read it, in binary steps with es-CO decimals: "512 MB", "38,4 GB". */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('es-CO', { maximumFractionDigits: digits })} ${BYTE_UNITS[unit]}`;
}
