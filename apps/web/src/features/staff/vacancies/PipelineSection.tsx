import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectionCheckbox } from '@/components/data-table/SelectionCheckbox';
import { ExportMenu } from '@/components/spreadsheet/ExportMenu';
import type { PipelineEntry } from '@portal/shared/applications/pipeline';
import {
  APPLICATION_STATES,
  pipelineStateLabels,
  type ApplicationState,
} from '@portal/shared/vacancies/constants';
import { SelectField } from '@/components/ui/SelectField';
import type { SlotChoice } from '@/components/ui/SlotChoiceDialog';
import { PipelineBulkBar } from './PipelineBulkBar';
import { PipelineHistory } from './PipelineHistory';
import { exportPipeline, pipelineQuery } from './pipeline-api';
import { MoveControls } from './MoveControls';
import { InterviewControls } from './InterviewControls';

/**
 * E-mail, phone and origin. Only a long e-mail may break anywhere; the phone and the origin wrap as
 * whole items, so a number is never split across two lines on a phone.
 */
function ContactLine({ entry }: { entry: PipelineEntry }) {
  const items = [
    { text: entry.correo, className: 'break-all' },
    { text: entry.numero_contacto1, className: 'whitespace-nowrap' },
    { text: entry.utm_source && `origen: ${entry.utm_source}`, className: 'whitespace-nowrap' },
  ].filter((item) => item.text);
  return (
    <p className="flex flex-wrap gap-x-1.5 text-sm text-slate-600">
      {items.map((item, index) => (
        <span key={item.className + index} className={item.className}>
          {index > 0 && <span aria-hidden="true">· </span>}
          {item.text}
        </span>
      ))}
    </p>
  );
}

/** The applications of the vacancy with the moves each one allows; stale ones are flagged. */
export function PipelineSection({ vacancyId, slots }: { vacancyId: number; slots: SlotChoice[] }) {
  const pipeline = useQuery(pipelineQuery(vacancyId));
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A move or a booking changes the slots' counts in the editor too.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['staff', 'pipeline', vacancyId] });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'vacancies', 'detail', vacancyId] });
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const [shown, setShown] = useState<ApplicationState | ''>('');
  const chosen = pipeline.data?.filter((entry) => selected.has(entry.id_postulacion)) ?? [];
  const counts = new Map<ApplicationState, number>();
  for (const entry of pipeline.data ?? []) counts.set(entry.estado, (counts.get(entry.estado) ?? 0) + 1);
  const visible = pipeline.data?.filter((entry) => !shown || entry.estado === shown);
  return (
    <section
      aria-labelledby="postulaciones"
      className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="postulaciones" className="text-lg font-semibold text-slate-900">
          Postulaciones {pipeline.data ? `(${pipeline.data.length})` : ''}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/dashboard/candidatos/coincidencias?id_vacante=${vacancyId}`}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
          >
            Candidatos sugeridos
          </Link>
          {Boolean(pipeline.data?.length) && (
            <Link
              to={`/dashboard/vacantes/${vacancyId}/solicitar-documento`}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
            >
              Solicitar documento a todos
            </Link>
          )}
          {Boolean(pipeline.data?.length) && (
            <ExportMenu
              what="postulaciones"
              onExport={(formato) => exportPipeline(vacancyId, shown, formato)}
            />
          )}
        </div>
      </div>
      {pipeline.error && <p role="alert">No pudimos cargar las postulaciones.</p>}
      {pipeline.data?.length === 0 && <p className="text-sm text-slate-600">Aún no hay postulaciones.</p>}
      {Boolean(pipeline.data?.length) && (
        <SelectField
          label="Ver por estado"
          className="max-w-xs"
          value={shown}
          onChange={(event) => setShown(event.target.value as ApplicationState | '')}
          options={[
            { value: '', label: `Todas (${pipeline.data!.length})` },
            ...APPLICATION_STATES.filter((estado) => counts.has(estado)).map((estado) => ({
              value: estado,
              label: `${pipelineStateLabels[estado]} (${counts.get(estado)})`,
            })),
          ]}
        />
      )}
      {chosen.length > 0 && (
        <PipelineBulkBar
          vacancyId={vacancyId}
          selected={chosen}
          onDone={() => {
            setSelected(new Set());
            refresh();
          }}
        />
      )}
      <ul className="divide-y divide-slate-100">
        {visible?.map((entry) => (
          <li key={entry.id_postulacion} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <SelectionCheckbox
                label={`Seleccionar a ${entry.nombre}`}
                checked={selected.has(entry.id_postulacion)}
                onChange={(on) => toggle(entry.id_postulacion, on)}
              />
              <p className="mr-auto font-semibold text-slate-900">
                {entry.nombre}{' '}
                <span className="font-normal whitespace-nowrap text-slate-600">
                  · CC {entry.numero_documento}
                </span>
              </p>
              <p className="flex flex-wrap gap-2 text-xs font-semibold">
                {!entry.comparte_con_empresas && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                    No autoriza compartir sus documentos con empresas
                  </span>
                )}
                {entry.estancada && (
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-900">
                    Sin cambios hace 5 días o más
                  </span>
                )}
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900">
                  {pipelineStateLabels[entry.estado]}
                </span>
              </p>
            </div>
            <ContactLine entry={entry} />
            <InterviewControls entry={entry} slots={slots} onChanged={refresh} />
            <Link
              to={`/dashboard/candidatos/${entry.id_candidato}/documentos`}
              className="mt-1 inline-block text-sm font-semibold text-brand-800 underline"
              aria-label={`Documentos de ${entry.nombre}`}
            >
              Documentos
            </Link>
            <PipelineHistory entry={entry} onForwarded={refresh} />
            <MoveControls entry={entry} onMoved={refresh} />
          </li>
        ))}
      </ul>
    </section>
  );
}
