import type { InterviewSlot } from '@portal/shared/vacancies/public';
import { formatDateTime } from '@/lib/format';

/** The radios' name: a plain form sends the time chosen as the link to a time names it (decision 0072). */
const SLOT_FIELD = 'id_espacio_agendamiento';

/** Radio list of the open interview slots, plus "no interview yet". */
export function SlotChoice({
  slots,
  value,
  onChange,
}: {
  slots: InterviewSlot[];
  value: number | null;
  onChange: (slot: number | null) => void;
}) {
  const option =
    'flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-600';
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Elige tu entrevista</legend>
      {slots.map((slot) => (
        <label key={slot.id_espacio_agendamiento} className={option}>
          <input
            type="radio"
            name={SLOT_FIELD}
            value={slot.id_espacio_agendamiento}
            className="mt-1 size-4 accent-brand-700"
            checked={value === slot.id_espacio_agendamiento}
            onChange={() => onChange(slot.id_espacio_agendamiento)}
          />
          <span className="text-sm">
            <span className="block font-medium text-slate-900 first-letter:uppercase">
              {formatDateTime(slot.fecha_hora)}
            </span>
            <span className="block text-slate-600">{slot.lugar}</span>
            <span className="block text-slate-600">
              {slot.disponibles === 1 ? 'Queda 1 cupo' : `Quedan ${slot.disponibles} cupos`}
            </span>
          </span>
        </label>
      ))}
      <label className={option}>
        <input
          type="radio"
          name={SLOT_FIELD}
          value=""
          className="mt-1 size-4 accent-brand-700"
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span className="text-sm font-medium text-slate-900">Prefiero que me contacten para agendar</span>
      </label>
    </fieldset>
  );
}
