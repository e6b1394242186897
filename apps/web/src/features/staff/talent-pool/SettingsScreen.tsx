import { MATCH_REASON_LABELS, MATCH_REASONS, type PoolSettings } from '@portal/shared/talent-pool/matching';
import { ScreenHeader } from '@/components/layout/ScreenHeader';
import { BackLink } from '@/components/ui/BackLink';
import { usePoolSettings } from './api';
import { POOL_PATH } from './file-link';
import { Facts, FileSection } from './FileSection';
import { signedWeight } from './labels';
import { QueryState } from './QueryState';
import { SettingsForm } from './SettingsForm';

const back = { volver: POOL_PATH, texto: 'Volver a la base de talento' };

/** The weights and the cap as the rest of the team reads them. */
function SettingsSummary({ settings }: { settings: PoolSettings }) {
  const { maximo, dias } = settings.tope_invitaciones;
  return (
    <div className="space-y-5">
      <FileSection title="Peso de cada razón">
        <Facts
          items={MATCH_REASONS.map((reason) => [
            MATCH_REASON_LABELS[reason],
            signedWeight(settings.pesos[reason]),
          ])}
        />
      </FileSection>
      <FileSection title="Tope de invitaciones">
        <p className="text-sm text-slate-800">
          Máximo {maximo} {maximo === 1 ? 'invitación' : 'invitaciones'} por candidato en {dias}{' '}
          {dias === 1 ? 'día' : 'días'}.
        </p>
      </FileSection>
      <p className="text-sm text-slate-600">Solo un administrador puede cambiar estos ajustes.</p>
    </div>
  );
}

/** `/dashboard/candidatos/ajustes`: how «Candidatos sugeridos» scores; admins change it, others read it. */
export function SettingsScreen({ canEdit }: { canEdit: boolean }) {
  const settings = usePoolSettings();
  return (
    <QueryState
      title="Pesos de la coincidencia"
      query={settings}
      loading="Cargando ajustes..."
      failure="No pudimos cargar los ajustes."
      back={back}
    >
      {(data) => (
        <section className="space-y-5">
          <BackLink to={back.volver}>{back.texto}</BackLink>
          <ScreenHeader title="Pesos de la coincidencia">
            Cada razón suma (o resta) su peso al puntaje de un candidato en «Candidatos sugeridos».
          </ScreenHeader>
          {canEdit ? <SettingsForm settings={data} /> : <SettingsSummary settings={data} />}
        </section>
      )}
    </QueryState>
  );
}
