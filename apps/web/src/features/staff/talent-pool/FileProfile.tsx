import { AVAILABILITY_LABELS } from '@portal/shared/candidates/work-profile';
import { CONSENT_LABELS } from '@portal/shared/consents/consents';
import type { PoolFile } from '@portal/shared/talent-pool/file';
import { Badge } from '@/components/ui/Badge';
import { formatCop, formatDate, formatNumber } from '@/lib/format';
import { Chips, Facts, FileSection } from './FileSection';
import { placeText, yearsText } from './labels';

/** Told instead of the contact data to a group that manages none of the candidate's applications. */
const CONTACT_HIDDEN = 'Lo ve el grupo que gestiona sus postulaciones; invítalo desde «Candidatos sugeridos»';

/** Contact, place, experience, skills and what the candidate asks for. */
export function FileProfile({ perfil, reachable }: { perfil: PoolFile['perfil']; reachable: boolean }) {
  const contact = (value: string | null) => (reachable ? value : CONTACT_HIDDEN);
  return (
    <FileSection title="Perfil">
      <Facts
        items={[
          [
            'Correo',
            reachable && perfil.correo ? <span className="break-all">{perfil.correo}</span> : contact(null),
          ],
          ['Teléfono', contact(perfil.numero_contacto1)],
          ['Edad', perfil.edad === null ? null : `${perfil.edad} años`],
          ['Ciudad', perfil.ciudad ? placeText(perfil) : null],
          ['Experiencia', perfil.anios_experiencia === null ? null : yearsText(perfil.anios_experiencia)],
          [
            'Aspiración salarial',
            perfil.aspiracion_salarial === null ? null : formatCop(perfil.aspiracion_salarial),
          ],
          ['Disponibilidad', perfil.disponibilidad ? AVAILABILITY_LABELS[perfil.disponibilidad] : null],
          ['Registrado el', formatDate(perfil.registrado_en)],
          ['Última actividad', perfil.ultima_actividad ? formatDate(perfil.ultima_actividad) : null],
        ]}
      />
      {perfil.experiencia && (
        <div className="text-sm">
          <h3 className="font-medium text-slate-600">Experiencia contada por el candidato</h3>
          <p className="whitespace-pre-line text-slate-900">{perfil.experiencia}</p>
        </div>
      )}
      <Facts
        items={[
          ['Categorías', <Chips key="c" words={perfil.categorias} none="Ninguna" />],
          ['Habilidades', <Chips key="h" words={perfil.habilidades} none="Ninguna" />],
          ['Certificaciones', <Chips key="s" words={perfil.certificaciones} none="Ninguna" />],
        ]}
      />
    </FileSection>
  );
}

/** Each authorization of the candidate, its state and since when. */
export function FileConsents({ consents }: { consents: PoolFile['consentimientos'] }) {
  return (
    <FileSection title="Autorizaciones">
      <ul className="divide-y divide-slate-100 text-sm">
        {consents.map((consent) => (
          <li key={consent.tipo} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-slate-900">{CONSENT_LABELS[consent.tipo]}</span>
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={consent.otorgado ? 'success' : 'neutral'}>
                {consent.otorgado ? 'Otorgada' : 'No otorgada'}
              </Badge>
              {consent.fecha && <span className="text-slate-600">desde el {formatDate(consent.fecha)}</span>}
            </span>
          </li>
        ))}
      </ul>
    </FileSection>
  );
}

/** The candidate's history with the agency in figures (all groups), and whether their documents are ready. */
export function FileSummary({ resumen }: { resumen: PoolFile['resumen'] }) {
  const figures: [string, number][] = [
    ['Postulaciones', resumen.postulaciones],
    ['Contrataciones', resumen.contrataciones],
    ['Misiones', resumen.misiones],
    ['Asistió a entrevistas', resumen.asistencias],
    ['Faltó a entrevistas', resumen.inasistencias],
  ];
  const ready = resumen.documentos_listos;
  return (
    <FileSection title="Resumen">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([term, value]) => (
          <div key={term} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{term}</dt>
            <dd className="text-2xl font-bold text-brand-900 tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
        <div className={`rounded-lg p-3 ${ready ? 'bg-emerald-50' : 'bg-amber-50'}`}>
          <dt className="text-xs font-medium text-slate-700">Documentos</dt>
          <dd className={`text-lg font-bold ${ready ? 'text-emerald-800' : 'text-amber-900'}`}>
            {ready ? 'Listos' : 'Pendientes'}
          </dd>
        </div>
      </dl>
    </FileSection>
  );
}
