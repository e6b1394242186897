import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { bogotaToday } from '@portal/shared/bogota-time';
import { staffVacancyMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import {
  categoriesQuery,
  citiesQuery,
  minimumWageQuery,
  orderLineQuery,
  saveVacancy,
  setVacancyState,
  vacanciesKey,
  vacancyDetailQuery,
} from './api';
import { emptyVacancy, fromOrderLine, toFormValues } from './form-values';
import { HiringSection } from './HiringSection';
import { PipelineSection } from './PipelineSection';
import { VacancyForm } from './VacancyForm';

const messageOf = (error: unknown) =>
  apiErrorMessage(error, 'No pudimos guardar. Revisa tu conexión e intenta de nuevo.');

interface VacancyEditorScreenProps {
  companies: { id_empresa: number; razon_social: string }[] | null;
  /** The saved vacancy's change history, composed by app/ (the audit log is another feature). */
  renderHistory?(vacancyId: number): ReactNode;
  /** The conversation with the client company, when the vacancy is one of its processes. */
  renderConversation?(processId: number): ReactNode;
}

/** The audit log's cache: a save or a state change adds to the vacancy's history. */
const auditKey = ['staff', 'audit'];

/** `/dashboard/vacantes/nueva` and `/dashboard/vacantes/:id`: the form, and publish / close / reopen. */
export function VacancyEditorScreen({
  companies,
  renderHistory,
  renderConversation,
}: VacancyEditorScreenProps) {
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const detail = useQuery({ ...vacancyDetailQuery(id ?? 0), enabled: id !== null });
  const orderParam = useSearchParams()[0].get('orden');
  const orderId = id === null && orderParam && /^\d+$/.test(orderParam) ? Number(orderParam) : null;
  const orderLine = useQuery({ ...orderLineQuery(orderId ?? 0), enabled: orderId !== null });
  const cities = useQuery(citiesQuery);
  const categories = useQuery(categoriesQuery);
  const minimumWage = useQuery(minimumWageQuery);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: (estado: 'abierta' | 'cerrada') => setVacancyState(id!, estado),
    onSuccess: async (result) => {
      setConfirmingClose(false);
      showAlert({ type: 'success', message: result.message });
      await queryClient.invalidateQueries({ queryKey: vacanciesKey });
      await queryClient.invalidateQueries({ queryKey: auditKey });
    },
    onError: (error) => {
      setConfirmingClose(false);
      showAlert({ type: 'error', message: messageOf(error) });
    },
  });

  if (
    (orderId !== null && orderLine.isPending) ||
    (id !== null && detail.isPending) ||
    cities.isPending ||
    categories.isPending ||
    companies === null
  ) {
    return <PageLoader label="Cargando la vacante..." />;
  }
  if (id !== null && detail.error) return <FormAlert tone="error">{messageOf(detail.error)}</FormAlert>;
  if (orderId !== null && orderLine.error)
    return <FormAlert tone="error">{messageOf(orderLine.error)}</FormAlert>;
  const vacancy = detail.data;
  const line = orderLine.data;
  return (
    <section className="space-y-5">
      <Link
        to="/dashboard/vacantes"
        className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        ← Vacantes
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{vacancy ? vacancy.titulo : 'Nueva vacante'}</h1>
        {vacancy && (
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={`/vacancy/${vacancy.id_vacante}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline"
            >
              Ver página pública
            </a>
            <Button
              variant={vacancy.estado === 'abierta' ? 'danger' : 'primary'}
              isLoading={toggle.isPending}
              // Closing stops applications at once: asked first. Reopening is harmless.
              onPress={() =>
                vacancy.estado === 'abierta' ? setConfirmingClose(true) : toggle.mutate('abierta')
              }
            >
              {vacancy.estado === 'abierta' ? 'Cerrar vacante' : 'Reabrir vacante'}
            </Button>
            {confirmingClose && (
              <ConfirmDialog
                title="¿Cerrar la vacante?"
                confirmLabel="Cerrar vacante"
                cancelLabel="Seguir publicada"
                isPending={toggle.isPending}
                onCancel={() => setConfirmingClose(false)}
                onConfirm={() => toggle.mutate('cerrada')}
              >
                «{vacancy.titulo}» dejará de recibir postulaciones desde ahora y su página dirá que cerró hoy.
                Podrás reabrirla después.
              </ConfirmDialog>
            )}
          </div>
        )}
      </div>
      {line && (
        <FormAlert tone="info">
          Vacante para la orden N.º {line.id_orden} de {line.empresa}: revisa los datos prellenados, agrega
          los espacios de entrevista y publícala. La empresa la seguirá en su proceso.
        </FormAlert>
      )}
      {vacancy && (
        <PipelineSection
          vacancyId={vacancy.id_vacante}
          slots={vacancy.espacios.map((slot) => ({
            id: slot.id_espacio_agendamiento,
            fecha_hora: slot.fecha_hora,
            lugar: slot.lugar,
            libres: slot.capacidad - slot.reservados,
          }))}
        />
      )}
      {vacancy && <HiringSection vacancyId={vacancy.id_vacante} />}
      <VacancyForm
        key={vacancy ? `${vacancy.id_vacante}` : `nueva-${orderId ?? ''}`}
        initial={vacancy ? toFormValues(vacancy) : line ? fromOrderLine(line, bogotaToday()) : emptyVacancy()}
        companies={companies ?? []}
        cities={cities.data ?? []}
        categories={categories.data ?? []}
        submitLabel={vacancy ? 'Guardar cambios' : 'Crear y publicar'}
        failure={failure}
        smmlv={minimumWage.data?.smmlv}
        onSubmit={async (input) => {
          setFailure(null);
          try {
            const saved = await saveVacancy(id, input);
            await queryClient.invalidateQueries({ queryKey: vacanciesKey });
            await queryClient.invalidateQueries({ queryKey: auditKey });
            if (line) await queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
            showAlert({
              type: 'success',
              message: id ? staffVacancyMessages.saved : staffVacancyMessages.created,
            });
            if (!id) void navigate(`/dashboard/vacantes/${saved.id_vacante}`);
          } catch (error) {
            setFailure(messageOf(error));
          }
        }}
      />
      {vacancy?.proceso_empresa && renderConversation?.(vacancy.proceso_empresa)}
      {vacancy && renderHistory?.(vacancy.id_vacante)}
    </section>
  );
}
