import { config, type core } from 'zod';
import { es } from 'zod/locales';

/**
 * zod's Spanish locale says of a number it cannot read "se esperaba número, recibido NaN" (for 1e400,
 * "recibido número"; for 1.5 where a whole number goes, "se esperaba int"), which tells a person
 * nothing: they read instead what to write.
 */
function numberMessage(issue: core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.expected === 'int') return 'Escribe un número entero, sin decimales.';
  if (issue.expected !== 'number') return undefined;
  if (issue.input === Infinity || issue.input === -Infinity) {
    return 'El número es demasiado grande. Escribe uno más pequeño.';
  }
  return 'Escribe un número, solo con cifras.';
}

/**
 * Every message zod writes where a schema names none is Spanish, in the API (app.ts) and in the
 * web's forms alike: zod's English fallback ("Too small: expected number to be >0") never reaches a
 * person. A message a schema names still wins over these.
 */
export function speakSpanish() {
  config({ ...es(), customError: numberMessage });
}
