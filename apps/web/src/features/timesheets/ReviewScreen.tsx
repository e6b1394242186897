import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isOvertime } from '@portal/shared/timesheets/hour-kinds';
import {
  timesheetMessages as messages,
  type WeekReviewList,
  weekStateLabels,
} from '@portal/shared/timesheets/timesheet';
import { useAlerts } from '@/components/alerts/alerts-context';
import { DataTable, type DataColumn } from '@/components/data-table/DataTable';
import { PageLoader } from '@/components/layout/PageLoader';
import { ScreenHeader } from '@/components/layout/ScreenHeader';
import { Badge } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { apiErrorMessage } from '@/lib/api-client';
import { reviewListQuery, reviewWeeks, timesheetsKey } from './api';
import { formatMinutes, weekStateTone } from './format';
import { type Decision, ReviewBar } from './ReviewBar';
import { ReviewDialog } from './ReviewDialogs';
import { ShiftImportButton } from './ShiftImportButton';
import { useWeek } from './use-week';
import { WeekNav } from './WeekNav';

type Week = WeekReviewList['semanas'][number];

/** Where the company reads one worker's week. */
export const weekPath = (idMision: number, monday: string) => `/order/horas/${idMision}?semana=${monday}`;

const overtime = (week: Week) =>
  week.totales.filter((total) => isOvertime(total.tipo)).reduce((sum, total) => sum + total.minutos, 0);

/**
 * `/order/horas`: the company's workers and their week (state, hours, overtime), each week opened
 * from its name; the ones chosen approved at once, or returned with a comment. Only an ended week
 * is reviewed, and only one with shifts that is not approved yet. «Importar turnos» brings shifts from a
 * spreadsheet.
 */
export function ReviewScreen() {
  const { monday, setWeek } = useWeek();
  const list = useQuery(reviewListQuery(monday));
  const [selection, setSelection] = useState<{ week: string; rows: RowSelectionState }>({
    week: monday,
    rows: {},
  });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const statusId = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const selected = selection.week === monday ? selection.rows : {};
  const ended = list.data?.terminada ?? false;
  const chosen = (list.data?.semanas ?? []).filter((week) => selected[String(week.id_mision)]);
  const review = useMutation({
    mutationFn: ({ decision, comment }: { decision: Decision; comment?: string }) =>
      reviewWeeks({
        semana: monday,
        misiones: chosen.map((week) => week.id_mision),
        decision,
        comentario: comment,
      }),
    onSuccess: async (result) => {
      showAlert({ type: 'success', message: result.message });
      setDeciding(null);
      setSelection({ week: monday, rows: {} });
      // The buttons that opened the dialog are off now that nothing is chosen: the focus goes to the line above them.
      requestAnimationFrame(() => document.getElementById(statusId)?.focus());
      await queryClient.invalidateQueries({ queryKey: timesheetsKey });
    },
    onError: (error) =>
      showAlert({
        type: 'error',
        message: apiErrorMessage(error, 'No pudimos guardar la revisión. Intenta de nuevo.'),
      }),
  });

  const name = (week: Week) => (
    <Link
      to={weekPath(week.id_mision, monday)}
      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
    >
      {week.trabajador}
    </Link>
  );
  const state = (week: Week) => (
    <Badge tone={weekStateTone[week.estado]}>{weekStateLabels[week.estado]}</Badge>
  );
  const extra = (week: Week) => (overtime(week) ? formatMinutes(overtime(week)) : '—');
  const columns: DataColumn<Week>[] = [
    { id: 'trabajador', header: 'Trabajador', cell: name, sortValue: (week) => week.trabajador },
    { id: 'cargo', header: 'Cargo', cell: (week) => week.cargo },
    { id: 'estado', header: 'Estado', cell: state, sortValue: (week) => weekStateLabels[week.estado] },
    {
      id: 'horas',
      header: 'Horas',
      cell: (week) => formatMinutes(week.total_minutos),
      sortValue: (w) => w.total_minutos,
    },
    { id: 'extras', header: 'Horas extra', cell: extra, sortValue: overtime },
  ];
  return (
    <section className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <ScreenHeader title={messages.clientTitle}>{messages.clientIntro}</ScreenHeader>
        <ShiftImportButton />
      </div>
      <WeekNav monday={monday} onChange={setWeek} />
      {list.isPending ? (
        <PageLoader label="Cargando las semanas..." />
      ) : list.isError ? (
        <LoadError
          title={apiErrorMessage(
            list.error,
            'No pudimos cargar las horas. Revisa tu conexión e intenta de nuevo.',
          )}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.semanas.length === 0 ? (
        <EmptyState title={messages.clientEmpty} />
      ) : (
        <>
          <ReviewBar list={list.data} chosen={chosen.length} statusId={statusId} onDecide={setDeciding} />
          <DataTable
            caption="Semanas de tus trabajadores"
            rows={list.data.semanas}
            columns={columns}
            getRowId={(week) => String(week.id_mision)}
            rowLabel={(week) => week.trabajador}
            selection={{
              selected,
              onChange: (rows) => setSelection({ week: monday, rows }),
              isSelectable: (week) => ended && (week.estado === 'pendiente' || week.estado === 'devuelta'),
            }}
            renderCard={(week) => (
              <div className="space-y-1 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {name(week)}
                  {state(week)}
                </div>
                <p className="text-slate-600">{week.cargo}</p>
                <p className="text-slate-700">
                  {formatMinutes(week.total_minutos)} en total
                  {overtime(week) > 0 && ` · ${formatMinutes(overtime(week))} extra`}
                </p>
              </div>
            )}
          />
        </>
      )}
      {deciding && (
        <ReviewDialog
          decision={deciding}
          names={chosen.map((week) => week.trabajador)}
          isPending={review.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={(comment) => review.mutate({ decision: deciding, comment })}
        />
      )}
    </section>
  );
}
