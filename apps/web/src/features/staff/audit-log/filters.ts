import { AUDIT_ENTITIES, type AuditEntity } from '@portal/shared/audit';
import type { AuditFilters } from './api';

/** The filters' names in the address (?entidad=&registro=&usuario=&desde=&hasta=). */
export const FILTER_PARAMS = ['entidad', 'registro', 'usuario', 'desde', 'hasta'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const isDate = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** The address's filters as the API takes them; a value it would refuse is left out, not sent. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const entidad = params.get('entidad') ?? '';
  const registro = params.get('registro')?.trim().slice(0, 40) ?? '';
  const usuario = params.get('usuario') ?? '';
  const desde = params.get('desde');
  const hasta = params.get('hasta');
  return {
    ...((AUDIT_ENTITIES as readonly string[]).includes(entidad) && { entidad: entidad as AuditEntity }),
    ...(registro && { entidad_id: registro }),
    ...(/^\d{1,9}$/.test(usuario) && Number(usuario) > 0 && { id_usuario: Number(usuario) }),
    ...(isDate(desde) && { desde }),
    ...(isDate(hasta) && { hasta }),
  };
}
