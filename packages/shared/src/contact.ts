import { z } from 'zod';
import { PHONE_DEFAULT_PREFIX, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './constants';
import { validationMessages } from './messages/common';

// Contact-field rules of spec §5, written once for sign-up, the profile, the identity service and staff.

/**
 * No spaces, one at-sign, a dot in the domain (spec §5); and only the characters a plain address has
 * (letters, digits and RFC 5322's specials), so `<owner@x.co>`, `"owner"@x.co` or `owner(x)@x.co`,
 * which mail servers deliver to owner@x.co, cannot pass for another address.
 */
const EMAIL_PATTERN = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;
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
/**
 * Invisible format characters (bidi marks and overrides, zero-width spaces and joiners, soft hyphens,
 * BOM): pasted along from chats, or used to make one name read as another on screen. Dropped, not
 * refused, since people paste them without knowing.
 */
const HIDDEN_CHARACTERS = /\p{Cf}/gu;
export const withoutHiddenCharacters = (raw: string) => raw.replace(HIDDEN_CHARACTERS, '');
export const normalizeName = (raw: string) => withoutHiddenCharacters(raw).trim().replace(/\s+/g, ' ');
/** A person's name part in a request: normalized as above; `message` when missing. */
export const personName = (message?: string) =>
  z
    .string(message)
    .overwrite(normalizeName)
    .min(1, message)
    // Its own text: a schema's message (`z.string(message)`) would otherwise answer every issue.
    .max(NAME_MAX_LENGTH, `Escribe como máximo ${NAME_MAX_LENGTH} caracteres.`);
