import { BOGOTA_UTC_OFFSET, bogotaToday, bogotaWallClock } from '@portal/shared/bogota-time';
import type { StaffVacancyDetail, VacancyInput } from '@portal/shared/vacancies/staff';
import type { StaffOrderLine } from '@portal/shared/orders/staff';

/**
 * The form edits requisitos one per line, and slot times in Bogotá's time, as candidates see them
 * (lib/format.ts), whatever the staff browser's zone.
 */
export interface VacancyFormValues extends Omit<VacancyInput, 'requisitos' | 'espacios'> {
  requisitos: string;
  espacios: {
    id_espacio_agendamiento?: number;
    fecha_hora: string;
    lugar: string;
    capacidad: number;
    reservados?: number;
    agendados?: string[];
  }[];
}

/** An ISO instant as the value of an <input type="datetime-local">, in Bogotá's time. */
export const toLocalInput = (iso: string) => bogotaWallClock(iso).slice(0, 16);

/** A datetime-local value read as Bogotá's time; empty stays empty, for the schema to name it. */
export const fromLocalInput = (local: string) =>
  local ? `${local.slice(0, 16)}:00${BOGOTA_UTC_OFFSET}` : '';

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A new vacancy: no salary yet (an empty field, as `valueAsNumber` reads it), closing in 30 days. */
export const emptyVacancy = (today = bogotaToday()): VacancyFormValues => ({
  titulo: '',
  descripcion: '',
  requisitos: '',
  empresa: '',
  id_empresa: null,
  id_proceso: null,
  id_ciudad: 0,
  id_categoria: 0,
  lugar: '',
  salario: Number.NaN,
  turno: '',
  tipo_contrato: 'obra_labor',
  cantidad_vacantes: 1,
  fecha_cierre: plusDays(today, 30),
  espacios: [],
});

export const toFormValues = (vacancy: StaffVacancyDetail): VacancyFormValues => ({
  ...vacancy,
  id_proceso: null,
  requisitos: vacancy.requisitos.join('\n'),
  espacios: vacancy.espacios.map((slot) => ({ ...slot, fecha_hora: toLocalInput(slot.fecha_hora) })),
});

export const toInput = (values: VacancyFormValues): VacancyInput => ({
  ...values,
  requisitos: values.requisitos
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  espacios: values.espacios.map(({ reservados: _booked, agendados: _names, ...slot }) => ({
    ...slot,
    fecha_hora: fromLocalInput(slot.fecha_hora),
  })),
});

const yes = (flag: boolean, text: string) => (flag ? [text] : []);

/** A vacancy prefilled from a company's order line: staff review it, add slots and publish. */
export const fromOrderLine = (line: StaffOrderLine, today: string): VacancyFormValues => {
  const { pedido } = line;
  // Applications close by the start date the company asked for, leaving at least three days to apply.
  const earliestClose = plusDays(today, 3);
  return {
    ...emptyVacancy(today),
    titulo: line.cargo,
    descripcion: [line.descripcion, pedido.jobDescription].filter(Boolean).join('\n\n'),
    requisitos: [
      `Experiencia: ${pedido.experienceLevel}`,
      ...pedido.selectedSkills,
      ...yes(pedido.requiresTravel, 'Disponibilidad para viajar'),
      ...yes(pedido.flexibleHours, 'Horario flexible'),
    ].join('\n'),
    empresa: line.empresa,
    id_empresa: line.id_empresa,
    id_proceso: line.id_proceso,
    id_ciudad: pedido.cityId,
    id_categoria: line.id_categoria ?? 0,
    lugar: pedido.location,
    salario: pedido.customSalary,
    turno: pedido.schedule ? `${pedido.workType} · ${pedido.schedule}` : pedido.workType,
    cantidad_vacantes: pedido.quantity,
    fecha_cierre: pedido.startDate > earliestClose ? pedido.startDate : earliestClose,
  };
};
