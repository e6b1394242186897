import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { NoteAudience } from '@portal/shared/applications/note-audience';
import type { PipelineEntry } from '@portal/shared/applications/pipeline';
import {
  APPLICATION_TRANSITIONS,
  pipelineStateLabels,
  type ApplicationState,
} from '@portal/shared/vacancies/constants';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField } from '@/components/ui/SelectField';
import { apiErrorMessage } from '@/lib/api-client';
import { NoteAudienceSelect } from './NoteAudienceSelect';
import { moveApplication } from './pipeline-api';

/** The exception a move may need (decision 0056), recorded with the comment as its reason. */
const exceptions: Partial<
  Record<
    ApplicationState,
    { field: 'en_nombre_de_empresa' | 'sin_pasos_completos'; label: string; note?: string }
  >
> = {
  aprobada: {
    field: 'en_nombre_de_empresa',
    label: 'Aprobado por la agencia en nombre de la empresa (si la empresa pidió el proceso por orden)',
    note: 'La empresa verá que la agencia aprobó en su nombre; el motivo, solo si compartes el comentario con ella.',
  },
  contratada: { field: 'sin_pasos_completos', label: 'Contratar sin completar los pasos de contratación' },
};

/** Moving one application: the next state, a comment, who reads it, and an exception when it needs one. */
export function MoveControls({ entry, onMoved }: { entry: PipelineEntry; onMoved(): void }) {
  const { showAlert } = useAlerts();
  const [estado, setEstado] = useState<ApplicationState | ''>('');
  const [nota, setNota] = useState('');
  const [audiencia, setAudiencia] = useState<NoteAudience>('interna');
  const [exceptional, setExceptional] = useState(false);
  const exception = estado ? exceptions[estado] : undefined;
  const move = useMutation({
    mutationFn: () =>
      moveApplication(entry.id_postulacion, {
        estado: estado as ApplicationState,
        nota: nota.trim() || undefined,
        audiencia,
        ...(exception && exceptional ? { [exception.field]: true } : {}),
      }),
    onSuccess: (result) => {
      showAlert({ type: 'success', message: result.message });
      setEstado('');
      setNota('');
      setAudiencia('interna');
      setExceptional(false);
      onMoved();
    },
    onError: (error) =>
      showAlert({
        type: 'error',
        message: apiErrorMessage(error, 'No pudimos mover la postulación.'),
      }),
  });
  const options = APPLICATION_TRANSITIONS[entry.estado].map((state) => ({
    value: state,
    label: pipelineStateLabels[state],
  }));
  if (options.length === 0) return null;
  const reasonNeeded = estado === 'descartada' || (exception && exceptional);
  return (
    <div className="mt-3 space-y-2">
      <div className="grid gap-2 sm:grid-cols-[12rem_1fr_15rem_auto] sm:items-end">
        <SelectField
          label="Mover a"
          placeholder="Elige"
          options={options}
          value={estado}
          onChange={(event) => {
            setEstado(event.target.value as ApplicationState);
            setExceptional(false);
          }}
        />
        <div className="space-y-1.5">
          <label
            htmlFor={`nota-${entry.id_postulacion}`}
            className="block text-sm font-medium text-slate-800"
          >
            Comentario{reasonNeeded ? ' (motivo, obligatorio)' : ''}
          </label>
          <input
            id={`nota-${entry.id_postulacion}`}
            value={nota}
            onChange={(event) => setNota(event.target.value)}
            className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:outline-2 focus:outline-brand-600"
          />
        </div>
        <NoteAudienceSelect value={audiencia} onChange={setAudiencia} />
        <Button isDisabled={!estado} isLoading={move.isPending} onPress={() => move.mutate()}>
          Mover
        </Button>
      </div>
      {exception && (
        <CheckboxField
          label={exception.label}
          checked={exceptional}
          onChange={(event) => setExceptional(event.target.checked)}
        />
      )}
      {exception?.note && exceptional && <p className="text-sm text-slate-600">{exception.note}</p>}
    </div>
  );
}
