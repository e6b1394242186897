import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { cvStateLabels, type ApprovalCandidate, type ProcessDetail } from '@portal/shared/processes/client';
import { DataTable, type DataColumn } from '@/components/data-table/DataTable';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { apiErrorMessage } from '@/lib/api-client';
import { decideCandidates, processesKey } from './api';
import { candidateTone } from './candidate-state';
import { DecisionDialog } from './DecisionDialog';

interface Deciding {
  decision: 'aprobado' | 'rechazado';
  candidates: ApprovalCandidate[];
}

const SHARED_LABEL = 'Visibles para tu empresa y la agencia';

function Progress({ value, name }: { value: number; name: string }) {
  return (
    <div
      role="progressbar"
      aria-label={`Progreso de ${name}`}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-brand-600" style={{ width: `${value}%` }} />
    </div>
  );
}

/**
 * Stage 2, Aprobar candidatos: the people the agency sent. Pending ones are approved or rejected for
 * real (one, or the selected ones at once); the decision reaches the agency and the candidate.
 */
export function ApprovalStage({ process }: { process: ProcessDetail }) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const decide = useMutation({
    mutationFn: ({ decision, candidates, comment }: Deciding & { comment: string }) =>
      decideCandidates(process.id, {
        ids_postulacion: candidates.map((candidate) => candidate.id_postulacion),
        decision,
        comentario: comment || undefined,
      }),
    onSuccess: async (result) => {
      showAlert({ type: 'success', message: result.message });
      setDeciding(null);
      setSelected({});
      await queryClient.invalidateQueries({ queryKey: processesKey });
    },
    onError: (error) =>
      showAlert({
        type: 'error',
        message: apiErrorMessage(error, 'No pudimos guardar la decisión.'),
      }),
  });
  const pending = process.candidatos.filter((candidate) => candidate.estado === 'pendiente');
  const chosen = pending.filter((candidate) => selected[String(candidate.id_postulacion)]);

  const actions = (candidate: ApprovalCandidate) =>
    candidate.estado === 'pendiente' ? (
      <div className="flex flex-wrap gap-2">
        <Button
          className="min-h-9 px-3"
          aria-label={`Aprobar a ${candidate.nombre}`}
          onPress={() => setDeciding({ decision: 'aprobado', candidates: [candidate] })}
        >
          Aprobar
        </Button>
        <Button
          variant="ghost"
          className="min-h-9 px-3 text-red-700"
          aria-label={`Rechazar a ${candidate.nombre}`}
          onPress={() => setDeciding({ decision: 'rechazado', candidates: [candidate] })}
        >
          Rechazar
        </Button>
      </div>
    ) : null;
  const cvLink = (candidate: ApprovalCandidate) =>
    candidate.hojaDeVida ? (
      <a
        href={candidate.hojaDeVida}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        aria-label={`Ver la hoja de vida de ${candidate.nombre}`}
      >
        Ver hoja de vida
      </a>
    ) : (
      <span className="text-slate-600">
        {cvStateLabels[candidate.hojaDeVidaEstado === 'sin_cargar' ? 'sin_cargar' : 'no_compartida']}
      </span>
    );
  // The API sends only the comments shared with the company (decision 0056); the label says so.
  const comments = (candidate: ApprovalCandidate) =>
    candidate.comentarios.length ? (
      <>
        <span className="block text-xs font-semibold text-slate-600">{SHARED_LABEL}</span>
        {candidate.comentarios.join(' · ')}
      </>
    ) : (
      '—'
    );

  const columns = useMemo<DataColumn<ApprovalCandidate>[]>(
    () => [
      {
        id: 'nombre',
        header: 'Nombre',
        cell: (c) => c.nombre,
        sortValue: (c) => c.nombre,
        className: 'font-medium',
      },
      {
        id: 'estado',
        header: 'Estado',
        cell: (c) => <Badge tone={candidateTone[c.estado]}>{c.estado}</Badge>,
        sortValue: (c) => c.estado,
      },
      { id: 'progreso', header: 'Progreso', cell: (c) => <Progress value={c.progreso} name={c.nombre} /> },
      { id: 'comentarios', header: 'Comentarios', cell: comments, className: 'max-w-72 text-slate-700' },
      { id: 'hoja', header: 'Hoja de vida', cell: cvLink },
      { id: 'acciones', header: 'Acciones', cell: actions },
    ],
    [],
  );

  if (process.candidatos.length === 0)
    return (
      <EmptyState title="La agencia aún no te ha enviado candidatos.">
        Cuando lo haga, los verás aquí para aprobarlos o rechazarlos.
      </EmptyState>
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <span className="text-sm text-slate-700">
          {pending.length} pendiente{pending.length === 1 ? '' : 's'} de aprobación
          {chosen.length > 0 && ` · ${chosen.length} seleccionado${chosen.length === 1 ? '' : 's'}`}
        </span>
        {chosen.length > 0 && (
          <>
            <Button
              className="min-h-9 px-3"
              onPress={() => setDeciding({ decision: 'aprobado', candidates: chosen })}
            >
              Aprobar seleccionados
            </Button>
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              onPress={() => setDeciding({ decision: 'rechazado', candidates: chosen })}
            >
              Rechazar seleccionados
            </Button>
          </>
        )}
      </div>
      <DataTable
        caption="Candidatos enviados por la agencia"
        rows={process.candidatos}
        columns={columns}
        getRowId={(c) => String(c.id_postulacion)}
        rowLabel={(c) => c.nombre}
        selection={{ selected, onChange: setSelected }}
        renderCard={(c) => (
          <div className="space-y-2">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold text-slate-900">{c.nombre}</p>
              <Badge tone={candidateTone[c.estado]}>{c.estado}</Badge>
            </div>
            <Progress value={c.progreso} name={c.nombre} />
            <div className="text-sm text-slate-700">
              <p className="font-semibold text-slate-800">Comentarios</p>
              <p>{comments(c)}</p>
            </div>
            <div className="text-sm">
              <p className="font-semibold text-slate-800">Hoja de vida</p>
              <p>{cvLink(c)}</p>
            </div>
            {actions(c)}
          </div>
        )}
      />
      {deciding && (
        <DecisionDialog
          decision={deciding.decision}
          names={deciding.candidates.map((c) => c.nombre)}
          isPending={decide.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={(comment) => decide.mutate({ ...deciding, comment })}
        />
      )}
    </div>
  );
}
