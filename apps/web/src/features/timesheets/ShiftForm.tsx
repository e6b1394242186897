import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { formatCalendarDay } from '@portal/shared/bogota-time';
import { MAX_BREAKS, type Shift, shiftBodySchema, type Timesheet } from '@portal/shared/timesheets/timesheet';
import { Button } from '@/components/ui/Button';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { saveShift, type TimesheetArea } from './api';
import { dayLabel } from './format';

interface ShiftFormProps {
  area: TimesheetArea;
  sheet: Pick<Timesheet, 'id_mision' | 'semana' | 'fin_semana' | 'desde' | 'hasta'>;
  /** The shift to change; a new one without it. */
  shift?: Shift;
  onClose(): void;
  onSaved(message: string, day: string): void;
}

/** A new shift goes on the last day that may be entered in the week on screen, or else the last one at all. */
function defaultDay({ semana, fin_semana, desde, hasta }: ShiftFormProps['sheet']) {
  const lastInWeek = fin_semana < hasta ? fin_semana : hasta;
  return lastInWeek >= semana && lastInWeek >= desde ? lastInWeek : hasta;
}

/**
 * Registers or changes a shift: its day (within the assignment, never after today), the entry and
 * exit times (an exit at or before the entry is the next day) and up to four breaks. The API checks
 * the rest (overlaps, approved weeks) and its Spanish message shows at the top.
 */
export function ShiftForm({ area, sheet, shift, onClose, onSaved }: ShiftFormProps) {
  const addId = useId();
  const { form, failure, submitWith } = useZodForm(shiftBodySchema, {
    defaultValues: shift
      ? { fecha: shift.fecha, inicio: shift.inicio, fin: shift.fin, descansos: shift.descansos }
      : { fecha: defaultDay(sheet), inicio: '', fin: '', descansos: [] },
  });
  const { register, formState, control } = form;
  const breaks = useFieldArray({ control, name: 'descansos' });
  const errors = formState.errors;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos guardar el turno. Intenta de nuevo.'),
    async (values) => {
      const result = await saveShift(area, { idMision: sheet.id_mision, idTurno: shift?.id }, values);
      onSaved(result.message, values.fecha);
    },
  );
  const removeBreak = (index: number) => {
    breaks.remove(index);
    // Once the row is gone, the focus goes to 'Añadir descanso' instead of the page.
    requestAnimationFrame(() => document.getElementById(addId)?.focus());
  };
  return (
    <Dialog
      title={shift ? `Editar el turno del ${dayLabel(shift.fecha).toLowerCase()}` : 'Registrar un turno'}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        <TextField
          type="date"
          label="Fecha del turno"
          min={sheet.desde}
          max={sheet.hasta}
          hint={`Entre el ${formatCalendarDay(sheet.desde)} y el ${formatCalendarDay(sheet.hasta)}.`}
          registration={register('fecha')}
          error={errors.fecha}
        />
        <div className="grid grid-cols-2 items-start gap-3">
          <TextField type="time" label="Entrada" registration={register('inicio')} error={errors.inicio} />
          <TextField
            type="time"
            label="Salida"
            hint="Pasada la medianoche, es del día siguiente."
            registration={register('fin')}
            error={errors.fin}
          />
        </div>
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold text-slate-800">Descansos</legend>
          <p className="text-sm text-slate-600">El tiempo de descanso no se cuenta como trabajado.</p>
          {breaks.fields.map((field, index) => (
            <fieldset key={field.id} className="min-w-0 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              {/* Floated, the legend still names the group and shares its line with 'Quitar'. */}
              <legend className="float-left py-3 text-sm font-medium text-slate-800">
                Descanso {index + 1}
              </legend>
              <Button
                variant="ghost"
                className="float-right px-3 text-red-700 hover:bg-red-50"
                aria-label={`Quitar el descanso ${index + 1}`}
                onPress={() => removeBreak(index)}
              >
                Quitar
              </Button>
              <div className="clear-both grid grid-cols-2 gap-3">
                <TextField
                  type="time"
                  label="Inicio"
                  registration={register(`descansos.${index}.inicio`)}
                  error={errors.descansos?.[index]?.inicio}
                />
                <TextField
                  type="time"
                  label="Fin"
                  registration={register(`descansos.${index}.fin`)}
                  error={errors.descansos?.[index]?.fin}
                />
              </div>
            </fieldset>
          ))}
          {breaks.fields.length < MAX_BREAKS ? (
            <Button id={addId} variant="secondary" onPress={() => breaks.append({ inicio: '', fin: '' })}>
              <span aria-hidden="true">+</span> Añadir descanso
            </Button>
          ) : (
            <p id={addId} tabIndex={-1} className="text-sm text-slate-600">
              Máximo {MAX_BREAKS} descansos por turno.
            </p>
          )}
        </fieldset>
        <FormDialogActions
          onCancel={onClose}
          submitLabel="Guardar turno"
          isSubmitting={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
