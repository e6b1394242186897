import { Link, useSearchParams } from 'react-router';
import { matchTargetSchema, type MatchResult, type MatchTarget } from '@portal/shared/talent-pool/matching';
import { BackLink } from '@/components/ui/BackLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { LinkButton } from '@/components/ui/LinkButton';
import { formatCop } from '@/lib/format';
import { useMatches } from './api';
import { POOL_PATH, useBackHere, type BackTo } from './file-link';
import { MatchCandidateItem } from './MatchCandidateItem';
import { QueryState } from './QueryState';

/** Where the screen was opened from: the vacancy's editor or the order line. */
const origin = (target: MatchTarget): BackTo =>
  target.id_vacante
    ? { volver: `/dashboard/vacantes/${target.id_vacante}`, texto: 'Volver a la vacante' }
    : { volver: `/dashboard/ordenes/${target.id_proceso}`, texto: 'Volver a la línea de la orden' };

/**
 * `/dashboard/candidatos/coincidencias?id_vacante=N` (or `?id_proceso=N`): the pool's best 50 for a
 * vacancy or an order line, best first, with why, and «Invitar a postularse».
 */
export function MatchScreen() {
  const [params] = useSearchParams();
  const parsed = matchTargetSchema.safeParse({
    id_vacante: params.get('id_vacante') ?? undefined,
    id_proceso: params.get('id_proceso') ?? undefined,
  });
  if (!parsed.success)
    return (
      <section className="space-y-4">
        <BackLink to={POOL_PATH}>Volver a la base de talento</BackLink>
        <h1 className="text-2xl font-bold text-brand-900">Candidatos sugeridos</h1>
        <EmptyState title="Falta la vacante o la línea de orden.">
          Abre esta pantalla con «Candidatos sugeridos» desde una vacante o desde una línea de orden.
        </EmptyState>
      </section>
    );
  return <Matches target={parsed.data} />;
}

function Matches({ target }: { target: MatchTarget }) {
  const matches = useMatches(target);
  const back = origin(target);
  const here = useBackHere('Volver a los candidatos sugeridos');
  return (
    <QueryState
      title="Candidatos sugeridos"
      query={matches}
      loading="Buscando candidatos sugeridos..."
      failure="No pudimos calcular los candidatos sugeridos."
      back={back}
    >
      {({ objetivo, candidatos }) => (
        <section className="space-y-5">
          <BackLink to={back.volver}>{back.texto}</BackLink>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-brand-900">Candidatos sugeridos</h1>
              <p className="text-sm text-slate-600">
                Los 50 de la base de talento que mejor encajan, del más al menos adecuado.
              </p>
            </div>
            <Link
              to={`${POOL_PATH}/ajustes`}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
            >
              Pesos de la coincidencia
            </Link>
          </div>
          <TargetCard objetivo={objetivo} />
          {objetivo.no_invitable && <FormAlert tone="warning">{objetivo.no_invitable}</FormAlert>}
          {candidatos.length === 0 ? (
            <EmptyState
              title="Nadie de la base de talento encaja todavía con esta vacante."
              action={<LinkButton to={POOL_PATH}>Buscar en la base de talento</LinkButton>}
            >
              Busca en la base de talento con otros filtros, como las ciudades cercanas u otra categoría.
            </EmptyState>
          ) : (
            <ol className="space-y-3">
              {candidatos.map((candidate, index) => (
                <MatchCandidateItem
                  key={candidate.id_candidato}
                  rank={index + 1}
                  candidate={candidate}
                  target={target}
                  blocked={objetivo.no_invitable}
                  back={here}
                />
              ))}
            </ol>
          )}
        </section>
      )}
    </QueryState>
  );
}

/** The vacancy or order line being filled: title, city, category and salary. */
function TargetCard({ objetivo }: { objetivo: MatchResult['objetivo'] }) {
  const facts: [string, string | null][] = [
    ['Ciudad', objetivo.ciudad],
    ['Categoría', objetivo.categoria],
    ['Salario', objetivo.salario === null ? null : formatCop(objetivo.salario)],
  ];
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="text-xs font-semibold text-brand-700 uppercase">
        {[
          objetivo.id_proceso && `Línea de orden N.º ${objetivo.id_proceso}`,
          objetivo.id_vacante && `Vacante N.º ${objetivo.id_vacante}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="text-lg font-bold break-words text-slate-900">{objetivo.titulo}</p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-1.5">
            <dt className="text-slate-600">{term}:</dt>
            <dd className="font-medium text-slate-900">{value ?? 'Sin definir'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
