const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatter = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-15' → '15 de noviembre de 2026'; anything that is not a real date is shown as written. */
export function formatPolicyDate(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const match = DATE_ONLY.exec(trimmed);
  if (!match) return trimmed;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-31 over to March: such a value is not a date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return trimmed;
  return formatter.format(date);
}
