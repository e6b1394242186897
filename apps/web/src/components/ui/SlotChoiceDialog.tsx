import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';

/** An appointment one may choose: when, where and how many places are left. */
export interface SlotChoice {
  id: number;
  fecha_hora: string;
  lugar: string;
  libres: number;
}

export interface SlotChoiceDialogProps {
  title: string;
  /** The slots offered; those in the past, full, or the current one are left out here. */
  slots: SlotChoice[];
  currentId?: number | null;
  confirmLabel: string;
  isPending?: boolean;
  onCancel(): void;
  onConfirm(slotId: number): void;
}

/** Choose one interview slot among those still ahead with a free place (radio buttons, keyboard-usable). */
export function SlotChoiceDialog({
  title,
  slots,
  currentId = null,
  confirmLabel,
  isPending = false,
  onCancel,
  onConfirm,
}: SlotChoiceDialogProps) {
  const name = useId();
  // Read once, on open: which slots are still ahead.
  const [now] = useState(() => Date.now());
  const offered = slots.filter(
    (slot) => slot.id !== currentId && slot.libres > 0 && Date.parse(slot.fecha_hora) > now,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Dialog title={title} onClose={onCancel}>
      {offered.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No hay otros horarios con cupos libres en esta vacante.</p>
      ) : (
        <fieldset className="mt-3 space-y-2">
          <legend className="text-sm text-slate-700">Horarios con cupos libres</legend>
          {offered.map((slot) => (
            <label
              key={slot.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={slot.id}
                checked={chosen === slot.id}
                onChange={() => setChosen(slot.id)}
                className="h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="font-semibold text-slate-900 first-letter:uppercase">
                  {formatDateTime(slot.fecha_hora)}
                </span>
                <span className="block text-slate-600">
                  {slot.lugar} · {slot.libres === 1 ? '1 cupo libre' : `${slot.libres} cupos libres`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <DialogActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancelar
        </Button>
        <Button
          isDisabled={chosen === null}
          isLoading={isPending}
          onPress={() => chosen !== null && onConfirm(chosen)}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
