import type { FieldError } from 'react-hook-form';
import type { Profile, ProfileUpdateInput } from '@portal/shared/candidates/profile';
import { workProfileFields } from '@portal/shared/candidates/work-profile';
import type { SelectOption } from '@/components/ui/SelectField';

const thousands = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** The profile as the form edits it: text in the inputs, one line per list item, ids as text. */
export const toInput = (profile: Profile): ProfileUpdateInput => ({
  primer_nombre: profile.primer_nombre,
  segundo_nombre: profile.segundo_nombre ?? '',
  primer_apellido: profile.primer_apellido ?? '',
  segundo_apellido: profile.segundo_apellido ?? '',
  correo: profile.correo ?? '',
  numero_contacto1: profile.numero_contacto1 ?? '',
  fecha_nacimiento: profile.fecha_nacimiento ?? '',
  anios_experiencia: profile.anios_experiencia ?? '',
  certificaciones: profile.certificaciones.join('\n'),
  id_ciudad: profile.id_ciudad === null ? '' : String(profile.id_ciudad),
  categorias_experiencia: profile.categorias_experiencia.map(String),
  experiencia: profile.experiencia ?? '',
  habilidades: profile.habilidades.join('\n'),
  aspiracion_salarial:
    profile.aspiracion_salarial === null ? '' : thousands.format(profile.aspiracion_salarial),
  disponibilidad: profile.disponibilidad ?? '',
});

/** The pesos a salary input holds, read with the API's own rule; null when empty or not a amount. */
export function salaryOf(value: unknown): number | null {
  const parsed = workProfileFields.aspiracion_salarial.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What the input shows once left: the amount grouped as in Colombia (1.800.000), or as typed. */
export function groupedSalary(value: string): string {
  const pesos = salaryOf(value);
  return pesos === null ? value : thousands.format(pesos);
}

/**
 * The message of a field's error, also for a list whose fault is one item (`habilidades.3`): react-hook-
 * form keeps those as an array of item errors, with no message of its own.
 */
export function messageOf(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') {
    return { type: 'validate', message: error.message };
  }
  if ('root' in error) return messageOf(error.root);
  return Array.isArray(error) ? error.map(messageOf).find(Boolean) : undefined;
}

/**
 * The catalogue's options plus any saved id it did not bring (a list that failed to load answers
 * empty): saving again keeps what the candidate chose instead of clearing it.
 */
export function withSaved(options: SelectOption[], saved: number[], label: (id: number) => string) {
  const missing = saved.filter((id) => !options.some((option) => option.value === String(id)));
  return [...options, ...missing.map((id) => ({ value: String(id), label: label(id) }))];
}
