import { useParams } from 'react-router';
import { talentPoolMessages } from '@portal/shared/messages/talent-pool';
import { BackLink } from '@/components/ui/BackLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { usePoolFile } from './api';
import { useBackFromFile } from './file-link';
import { FileApplications } from './FileApplications';
import { FileDocuments } from './FileDocuments';
import { FileAssignments, FileInvitations } from './FileHistory';
import { FileConsents, FileProfile, FileSummary } from './FileProfile';
import { QueryState } from './QueryState';

/**
 * `/dashboard/candidatos/:id`: a candidate's file. Profile, consents and figures are the agency's;
 * applications, documents and assignments show where the caller's group reaches them, the rest counted.
 */
export function CandidateFileScreen() {
  const id = Number(useParams().id);
  const back = useBackFromFile();
  if (!Number.isInteger(id) || id <= 0)
    return (
      <section className="space-y-4">
        <BackLink to={back.volver}>{back.texto}</BackLink>
        <h1 className="text-2xl font-bold text-brand-900">Ficha del candidato</h1>
        <EmptyState title={talentPoolMessages.candidateNotFound} />
      </section>
    );
  return <CandidateFile id={id} />;
}

function CandidateFile({ id }: { id: number }) {
  const file = usePoolFile(id);
  const back = useBackFromFile();
  return (
    <QueryState
      title="Ficha del candidato"
      query={file}
      loading="Abriendo la ficha..."
      failure="No pudimos abrir la ficha del candidato."
      back={back}
    >
      {(data) => (
        <section className="space-y-5">
          <BackLink to={back.volver}>{back.texto}</BackLink>
          <div>
            <p className="text-sm font-semibold text-brand-700">Ficha del candidato</p>
            <h1 className="text-2xl font-bold break-words text-brand-900">{data.perfil.nombre}</h1>
            <p className="text-sm text-slate-600">CC {data.perfil.numero_documento}</p>
          </div>
          <FileSummary resumen={data.resumen} />
          <div className="grid gap-5 lg:grid-cols-3">
            <div className="min-w-0 space-y-5 lg:col-span-2">
              <FileProfile perfil={data.perfil} reachable={data.a_tu_alcance} />
              <FileApplications
                postulaciones={data.postulaciones}
                outside={data.postulaciones_fuera_de_alcance}
              />
              <FileAssignments misiones={data.misiones} outside={data.misiones_fuera_de_alcance} />
              <FileInvitations invitaciones={data.invitaciones} />
            </div>
            <div className="min-w-0 space-y-5">
              <FileConsents consents={data.consentimientos} />
              <FileDocuments candidateId={id} documentos={data.documentos} />
            </div>
          </div>
        </section>
      )}
    </QueryState>
  );
}
