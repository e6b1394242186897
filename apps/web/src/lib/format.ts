const TIME_ZONE = 'America/Bogota';

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: TIME_ZONE });
const stamp = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
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

/** Money in COP (DESIGN.md §3): 1423500 → "$ 1.423.500". */
export const formatCop = (value: number) => cop.format(value);

/** A calendar date ("2026-12-31") or an instant, as a long es-CO date in Bogotá time. */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00-05:00`) : new Date(value);
  return day.format(date);
}

export const formatDateTime = (value: string) => dayTime.format(new Date(value));

/** An instant with its year, for records kept over time: "12 de nov de 2026, 3:45 p. m." (Bogotá). */
export const formatTimestamp = (value: string) => stamp.format(new Date(value));

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
