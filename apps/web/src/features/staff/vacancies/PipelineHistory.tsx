import type { PipelineEntry } from '@portal/shared/staff-pipeline';
import { pipelineStateLabels } from '@portal/shared/vacancy-constants';
import { formatDateTime } from '@/lib/format';

/** The application's history as staff read it: each state, when, who moved it and the comment. */
export function PipelineHistory({ entry }: { entry: PipelineEntry }) {
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        Historial ({entry.historial.length})
      </summary>
      <ol className="ml-1 space-y-2 border-l-2 border-slate-200 pl-3">
        {entry.historial.map((step, i) => (
          <li key={`${step.estado}-${i}`}>
            <p className="font-medium text-slate-900">{pipelineStateLabels[step.estado]}</p>
            <p className="text-xs text-slate-600">
              {formatDateTime(step.fecha)} · {step.por ?? 'El candidato'}
            </p>
            {step.nota && <p className="text-slate-700">{step.nota}</p>}
          </li>
        ))}
      </ol>
    </details>
  );
}
