/** DIAN's weights for the NIT check digit, applied from the rightmost digit leftwards. */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The check digit (dígito de verificación) of a Colombian NIT given without it. */
export function nitCheckDigit(nit: string): number {
  const digits = nit.replace(/\D/g, '');
  const sum = [...digits].reverse().reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i]!, 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/** "900123456-8", "900.123.456-8" or "9001234568" with its digit: valid when the digit matches. */
export function parseNit(raw: string): { nit: string; digito_verificacion: number } | null {
  const match = /^(\d[\d.]{4,18})-?(\d)$/.exec(raw.trim().replace(/\s/g, ''));
  if (!match) return null;
  const nit = match[1]!.replace(/\./g, '');
  const digit = Number(match[2]);
  return nit.length <= 15 && nitCheckDigit(nit) === digit ? { nit, digito_verificacion: digit } : null;
}
