import { bogotaToday } from '@portal/shared/bogota-time';
import type { PoolFile } from '@portal/shared/talent-pool/file';
import { Badge } from '@/components/ui/Badge';
import { formatDate } from '@/lib/format';
import { FileSection, OutOfReach } from './FileSection';

type Mission = PoolFile['misiones'][number];

/** Ended, not started yet, or running (Bogotá's today). */
function MissionBadge({ mission }: { mission: Mission }) {
  if (mission.terminada_el) return <Badge tone="neutral">Terminada</Badge>;
  if (mission.inicio > bogotaToday()) return <Badge tone="info">Por empezar</Badge>;
  return <Badge tone="success">En curso</Badge>;
}

/** The assignments the caller's group reaches, and how many others the candidate had. */
export function FileAssignments({ misiones, outside }: { misiones: PoolFile['misiones']; outside: number }) {
  return (
    <FileSection title={`Misiones (${misiones.length})`}>
      {misiones.length === 0 && (
        <p className="text-sm text-slate-600">No tiene misiones con empresas de tu grupo.</p>
      )}
      <ul className="divide-y divide-slate-100 text-sm">
        {misiones.map((mission) => (
          <li key={mission.id_mision} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{mission.servicio}</span>
              <span className="text-slate-600">
                {mission.empresa} · del {formatDate(mission.inicio)} al{' '}
                {formatDate(mission.terminada_el ?? mission.fin_previsto)}
              </span>
            </span>
            <MissionBadge mission={mission} />
          </li>
        ))}
      </ul>
      <OutOfReach
        count={outside}
        one="misión con empresas de otros grupos"
        many="misiones con empresas de otros grupos"
      />
    </FileSection>
  );
}

/** The invitations to apply the candidate got, whether they opened them and whether they applied. */
export function FileInvitations({ invitaciones }: { invitaciones: PoolFile['invitaciones'] }) {
  return (
    <FileSection title={`Invitaciones (${invitaciones.length})`}>
      {invitaciones.length === 0 ? (
        <p className="text-sm text-slate-600">
          Aún no lo han invitado a postularse. Se invita desde «Candidatos sugeridos» de una vacante.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {invitaciones.map((invitation) => (
            <li
              key={invitation.id_invitacion}
              className="flex flex-wrap items-start justify-between gap-2 py-2"
            >
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{invitation.vacante}</span>
                <span className="text-slate-600">
                  Invitado el {formatDate(invitation.fecha)} ·{' '}
                  {invitation.abierta_en ? `la abrió el ${formatDate(invitation.abierta_en)}` : 'sin abrir'}
                </span>
              </span>
              {invitation.postulo ? (
                <Badge tone="success">Se postuló</Badge>
              ) : (
                <Badge tone="neutral">Sin postularse</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </FileSection>
  );
}
