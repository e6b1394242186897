import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PipelineEntry } from '@portal/shared/applications/pipeline';
import {
  APPLICATION_TRANSITIONS,
  pipelineStateLabels,
  type ApplicationState,
} from '@portal/shared/vacancies/constants';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { messageApplicants, moveApplications } from './pipeline-api';
import { NoteAudienceSelect } from './NoteAudienceSelect';
import type { NoteAudience } from '@portal/shared/applications/note-audience';

interface PipelineBulkBarProps {
  vacancyId: number;
  selected: PipelineEntry[];
  onDone(): void;
}

/** The moves every selected application allows (the pipeline refuses the rest, all or none). */
const commonMoves = (entries: PipelineEntry[]) =>
  entries.reduce<readonly ApplicationState[]>(
    (moves, entry) => moves.filter((state) => APPLICATION_TRANSITIONS[entry.estado].includes(state)),
    APPLICATION_TRANSITIONS[entries[0]!.estado],
  );

/** Bulk actions on the selected applications: move (a reason to discard) or write to them. */
export function PipelineBulkBar({ vacancyId, selected, onDone }: PipelineBulkBarProps) {
  const { showAlert } = useAlerts();
  const [estado, setEstado] = useState<ApplicationState | ''>('');
  const [nota, setNota] = useState('');
  const [audiencia, setAudiencia] = useState<NoteAudience>('interna');
  const [writing, setWriting] = useState(false);
  const [asunto, setAsunto] = useState('');
  const [mensaje, setMensaje] = useState('');
  const ids = selected.map((entry) => entry.id_postulacion);
  const succeed = (message: string) => {
    showAlert({ type: 'success', message });
    setEstado('');
    setNota('');
    setAudiencia('interna');
    setWriting(false);
    setAsunto('');
    setMensaje('');
    onDone();
  };
  const move = useMutation({
    mutationFn: () =>
      moveApplications(vacancyId, {
        ids_postulacion: ids,
        estado: estado as ApplicationState,
        nota: nota.trim() || undefined,
        audiencia,
      }),
    onSuccess: (result) => succeed(result.message),
    onError: (error) =>
      showAlert({ type: 'error', message: apiErrorMessage(error, 'No pudimos mover las postulaciones.') }),
  });
  const write = useMutation({
    mutationFn: () => messageApplicants(vacancyId, { ids_postulacion: ids, asunto, mensaje }),
    onSuccess: (result) => succeed(result.message),
    onError: (error) =>
      showAlert({ type: 'error', message: apiErrorMessage(error, 'No pudimos enviar el mensaje.') }),
  });
  const moves = commonMoves(selected);
  return (
    <div className="space-y-3 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-700/20">
      <p className="text-sm font-semibold text-brand-900">
        {selected.length} seleccionada{selected.length === 1 ? '' : 's'}
      </p>
      <div className="grid gap-2 sm:grid-cols-[12rem_1fr_15rem] sm:items-end lg:grid-cols-[12rem_1fr_15rem_auto_auto]">
        <SelectField
          label="Mover seleccionadas a"
          placeholder={moves.length ? 'Elige' : 'Sin un paso común'}
          options={moves.map((state) => ({ value: state, label: pipelineStateLabels[state] }))}
          value={estado}
          onChange={(event) => setEstado(event.target.value as ApplicationState)}
        />
        <TextField
          label={`Comentario${estado === 'descartada' ? ' (motivo, obligatorio)' : ''}`}
          value={nota}
          onChange={(event) => setNota(event.target.value)}
        />
        <NoteAudienceSelect value={audiencia} onChange={setAudiencia} />
        <Button isDisabled={!estado} isLoading={move.isPending} onPress={() => move.mutate()}>
          Mover seleccionadas
        </Button>
        <Button variant="secondary" onPress={() => setWriting(true)}>
          Escribir a seleccionados
        </Button>
      </div>
      {writing && (
        <Dialog
          title={`Mensaje a ${selected.length} candidato${selected.length === 1 ? '' : 's'}`}
          onClose={() => setWriting(false)}
          size="lg"
        >
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              write.mutate();
            }}
          >
            <TextField label="Asunto" value={asunto} onChange={(event) => setAsunto(event.target.value)} />
            <TextAreaField
              label="Mensaje"
              rows={5}
              hint="Les llega por correo con su nombre y la vacante."
              value={mensaje}
              onChange={(event) => setMensaje(event.target.value)}
            />
            <DialogActions>
              <Button variant="secondary" onPress={() => setWriting(false)}>
                Cancelar
              </Button>
              <Button
                type="submit"
                isLoading={write.isPending}
                isDisabled={!asunto.trim() || !mensaje.trim()}
              >
                Enviar mensaje
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      )}
    </div>
  );
}
