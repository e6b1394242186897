/** The file name a stored URL ends with (`…/timestamp/nombre.pdf`). */
export function fileNameOf(url: string): string {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return path.slice(path.lastIndexOf('/') + 1);
  }
}

const dateFormat = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
