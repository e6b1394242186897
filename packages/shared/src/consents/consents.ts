import { z } from 'zod';
import { POLICY_TEXTS_VERSION } from './policies';

/**
 * The authorizations a candidate gives (Ley 1581 de 2012, arts. 9 and 6; Decreto 1377 de 2013, art. 7).
 * `tratamiento` is required to have an account; the other two are optional and can be withdrawn.
 */
export const CONSENT_KINDS = ['tratamiento', 'compartir', 'alertas'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The wording each box shows; the exact text accepted is stored with every consent as proof. */
export const CONSENT_TEXTS: Record<ConsentKind, string> = {
  tratamiento:
    'Autorizo a Portal de Empleo S.A.S. a tratar mis datos personales, incluidos los datos sensibles de salud de los exámenes médicos ocupacionales, para los fines de selección y contratación descritos en la Política de Privacidad.',
  compartir:
    'Autorizo compartir mi hoja de vida y mis documentos con las empresas cliente de las vacantes a las que me postule.',
  alertas: 'Quiero recibir por correo alertas de vacantes nuevas.',
};

/** Short names for lists and buttons. */
export const CONSENT_LABELS: Record<ConsentKind, string> = {
  tratamiento: 'Tratamiento de mis datos personales',
  compartir: 'Compartir mi hoja de vida y documentos con las empresas',
  alertas: 'Alertas de vacantes por correo',
};

/** The privacy policy in force is the one in the current folder of policy texts. */
export const PRIVACY_POLICY_VERSION = POLICY_TEXTS_VERSION;

/**
 * The sign-up form sends the boxes as Cognito ClientMetadata, which the pre-sign-up trigger reads:
 * `consentimiento_tratamiento` carries the policy version read; the others 'si' or 'no'.
 */
export const SIGN_UP_CONSENT_KEYS = {
  tratamiento: 'consentimiento_tratamiento',
  compartir: 'consentimiento_compartir',
  alertas: 'consentimiento_alertas',
} as const satisfies Record<ConsentKind, string>;

export function signUpConsentMetadata(choices: { compartir: boolean; alertas: boolean }) {
  return {
    [SIGN_UP_CONSENT_KEYS.tratamiento]: PRIVACY_POLICY_VERSION,
    [SIGN_UP_CONSENT_KEYS.compartir]: choices.compartir ? 'si' : 'no',
    [SIGN_UP_CONSENT_KEYS.alertas]: choices.alertas ? 'si' : 'no',
  };
}

export const consentKindSchema = z.enum(CONSENT_KINDS);

export const consentEntrySchema = z.object({
  tipo: consentKindSchema,
  otorgado: z.boolean(),
  texto: z.string(),
  politica_version: z.string(),
  politica_hash: z.string(),
  fecha: z.string(),
  ip: z.string().nullable(),
  agente: z.string().nullable(),
});
export type ConsentEntry = z.infer<typeof consentEntrySchema>;

/** GET /api/candidate/consents: where each authorization stands, and every act as proof, newest first. */
export const consentStateSchema = z.object({
  politica_version: z.string(),
  requiere_renovacion: z.boolean(),
  vigentes: z.object({ tratamiento: z.boolean(), compartir: z.boolean(), alertas: z.boolean() }),
  historial: z.array(consentEntrySchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** POST /api/candidate/consents: give or withdraw one authorization (the policy version read, for tratamiento). */
export const consentChangeSchema = z.object({
  tipo: consentKindSchema,
  otorgado: z.boolean(),
  politica_version: z.string().max(40).optional(),
});
export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** GET /api/candidate/document-openings: who opened my documents; `para` names the company, or null for the agency. */
export const documentOpeningSchema = z.object({
  fecha: z.string(),
  quien: z.string(),
  para: z.string().nullable(),
  documento: z.string(),
});
export const documentOpeningListSchema = z.array(documentOpeningSchema);
export type DocumentOpening = z.infer<typeof documentOpeningSchema>;
