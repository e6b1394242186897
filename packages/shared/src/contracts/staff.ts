import { z } from 'zod';
import { rowId } from '../ids';
import { CONTRACT_TYPES } from './template';

/** The agency's contract templates: the current version of each type, a new version, a preview. */

export const TEMPLATE_MAX_CHARS = 50_000;

export const contractTemplateMessages = {
  title: 'Plantillas de contrato',
  intro:
    'El texto de cada tipo de contrato, en Markdown, con campos entre llaves dobles como {{trabajador}}. Guardar crea una versión nueva: los contratos ya emitidos conservan la suya.',
  typeInvalid: 'Elige un tipo de contrato de la lista.',
  bodyRequired: 'Escribe el texto del contrato.',
  bodyTooLong: `El texto del contrato puede tener hasta ${TEMPLATE_MAX_CHARS.toLocaleString('es-CO')} caracteres.`,
  unknownFields: (names: string[]) =>
    `Estos campos no existen: ${names.map((name) => `{{${name}}}`).join(', ')}. Usa solo los de la lista.`,
  saved: (version: number) => `Plantilla guardada como versión ${version}.`,
  assignmentNotFound: 'Esa misión no existe o no está a tu alcance.',
  previewMissing: 'Faltan estos datos para emitir el contrato:',
  save: 'Guardar nueva versión',
  preview: 'Vista previa',
  previewWith: 'Ver con los datos de la misión',
} as const;

const type = z.enum(CONTRACT_TYPES, { error: contractTemplateMessages.typeInvalid });
const body = z
  .string({ error: contractTemplateMessages.bodyRequired })
  .trim()
  .min(20, contractTemplateMessages.bodyRequired)
  .max(TEMPLATE_MAX_CHARS, contractTemplateMessages.bodyTooLong);

export const contractTemplateSchema = z.object({
  id: z.number().int(),
  tipo: type,
  etiqueta: z.string(),
  version: z.number().int(),
  cuerpo: z.string(),
  creado_en: z.string(),
  /** Null for the text the portal ships with. */
  autor: z.string().nullable(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

export const contractTemplateListSchema = z.object({
  plantillas: z.array(contractTemplateSchema),
  /** Every field a template may name, with its label. */
  campos: z.array(z.object({ campo: z.string(), etiqueta: z.string() })),
});
export type ContractTemplateList = z.infer<typeof contractTemplateListSchema>;

export const saveContractTemplateBodySchema = z.object({ tipo: type, cuerpo: body });
export type SaveContractTemplateBody = z.infer<typeof saveContractTemplateBodySchema>;

export const contractPreviewBodySchema = z.object({
  cuerpo: body,
  id_mision: rowId('Elige la misión con cuyos datos ver el contrato.'),
});
export type ContractPreviewBody = z.infer<typeof contractPreviewBodySchema>;

export const contractPreviewSchema = z.object({
  texto: z.string().nullable(),
  /** The labels of the fields without a value; empty when `texto` is the whole contract. */
  faltan: z.array(z.string()),
});
export type ContractPreview = z.infer<typeof contractPreviewSchema>;
