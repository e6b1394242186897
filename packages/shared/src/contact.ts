import { z } from 'zod';
import { PHONE_DEFAULT_PREFIX, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './constants';
import { validationMessages } from './messages/common';

// Contact-field rules of spec §5, written once for sign-up, the profile, the identity service and staff.

/** No spaces, one at-sign, a dot in the domain (spec §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;
const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
/** What people type to group digits: spaces, dots, dashes and brackets. */
const PHONE_GROUPING = /[\s().-]/g;

export const isValidEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** An e-mail, trimmed and lower-cased, or null when invalid. */
export function normalizeEmail(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  return isValidEmail(value) ? value : null;
}

/**
 * numero_contacto1 (spec §5): an optional plus then 10 to 15 digits; +57 is added without a plus.
 * Grouping characters are ignored. '' for an empty value, null when invalid.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(PHONE_GROUPING, '');
  if (compact === '') return '';
  if (!PHONE_PATTERN.test(compact)) return null;
  return compact.startsWith('+') ? compact : `${PHONE_DEFAULT_PREFIX}${compact}`;
}

/** correo: required, trimmed, lower-cased, with the spec §5 message. */
export const emailSchema = z.string(validationMessages.correo).transform((value, ctx) => {
  const email = normalizeEmail(value);
  if (email === null) ctx.addIssue({ code: 'custom', message: validationMessages.correo });
  return email ?? value;
});

/** numero_contacto1: optional (spec §5); null when empty, E.164 with +57 by default otherwise. */
export const phoneSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    const phone = normalizePhone(value ?? '');
    if (phone === null) ctx.addIssue({ code: 'custom', message: validationMessages.numeroContacto });
    return phone || null;
  });

/** A person's name part: trimmed, inner spaces collapsed, up to 60 characters. */
export const NAME_MAX_LENGTH = 60;
export const normalizeName = (raw: string) => raw.trim().replace(/\s+/g, ' ');
