import { z } from 'zod';
import { isCalendarDay } from '../calendar-days';
import { rowId } from '../ids';

/**
 * The policy that guarantees the agency's wage obligations to its workers at a client company, as
 * the agency's contract with it names it (Ley 50 de 1990, art. 81 num. 3): insurer, number, validity
 * and amount. The workers' contracts quote it.
 */

export const wagePolicyMessages = {
  title: 'Póliza de salarios por empresa',
  intro:
    'La que nombra el contrato de la agencia con cada empresa usuaria (Ley 50 de 1990, art. 81); los contratos de los trabajadores la citan.',
  insurerRequired: 'Escribe la aseguradora.',
  numberRequired: 'Escribe el número de la póliza.',
  dayInvalid: 'Escribe la vigencia como AAAA-MM-DD.',
  amountInvalid: 'Escribe el valor asegurado en pesos, sin puntos ni signos.',
  companyNotFound: 'Esa empresa no existe o no está a tu alcance.',
  saved: 'Póliza guardada.',
  save: 'Guardar póliza',
} as const;

export const wagePolicySchema = z.object({
  aseguradora: z.string().nullable(),
  numero: z.string().nullable(),
  vigencia_hasta: z.string().nullable(),
  valor: z.number().int().nullable(),
});
export type WagePolicy = z.infer<typeof wagePolicySchema>;

export const wagePolicyBodySchema = z.object({
  aseguradora: z
    .string({ error: wagePolicyMessages.insurerRequired })
    .trim()
    .min(2, wagePolicyMessages.insurerRequired)
    .max(120),
  numero: z
    .string({ error: wagePolicyMessages.numberRequired })
    .trim()
    .min(2, wagePolicyMessages.numberRequired)
    .max(60),
  vigencia_hasta: z
    .string({ error: wagePolicyMessages.dayInvalid })
    .refine(isCalendarDay, wagePolicyMessages.dayInvalid),
  valor: z
    .number({ error: wagePolicyMessages.amountInvalid })
    .int(wagePolicyMessages.amountInvalid)
    .min(1, wagePolicyMessages.amountInvalid)
    .max(2_000_000_000, wagePolicyMessages.amountInvalid),
});
export type WagePolicyBody = z.infer<typeof wagePolicyBodySchema>;

export const wagePolicyParamsSchema = z.object({ id: rowId() });
