import { AVAILABILITY_LABELS } from '@portal/shared/candidates/work-profile';
import {
  MATCH_REASON_LABELS,
  type MatchedCandidate,
  type MatchTarget,
} from '@portal/shared/talent-pool/matching';
import { formatCop } from '@/lib/format';
import type { BackTo } from './file-link';
import { FileLink } from './FileLink';
import { InviteButton } from './InviteButton';
import { placeText, signedWeight, yearsText } from './labels';

/** Why the candidate ranks where they do: each reason with its weight; the ones that subtract as warnings. */
export function ReasonChips({ reasons }: { reasons: MatchedCandidate['razones'] }) {
  if (reasons.length === 0)
    return <p className="text-sm text-slate-600">Sin razones a favor ni en contra.</p>;
  return (
    <ul aria-label="Razones del puntaje" className="flex flex-wrap gap-1.5">
      {reasons.map(({ razon, peso }) => (
        <li
          key={razon}
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ${peso < 0 ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-300' : 'bg-emerald-50 text-emerald-900'}`}
        >
          {peso < 0 && <span aria-hidden="true">⚠</span>}
          {MATCH_REASON_LABELS[razon]}
          <span className="font-semibold tabular-nums">
            <span className="sr-only">{peso < 0 ? ', resta ' : ', suma '}</span>
            <span aria-hidden="true">({signedWeight(peso)})</span>
            <span className="sr-only">{Math.abs(peso)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

interface MatchCandidateItemProps {
  rank: number;
  candidate: MatchedCandidate;
  target: MatchTarget;
  blocked: string | null;
  back: BackTo;
}

/** One suggested candidate: place in the ranking, score, reasons and the invitation. */
export function MatchCandidateItem({ rank, candidate, target, blocked, back }: MatchCandidateItemProps) {
  const facts = [
    candidate.ciudad ? placeText(candidate) : null,
    candidate.disponibilidad ? AVAILABILITY_LABELS[candidate.disponibilidad] : null,
    candidate.anios_experiencia === null ? null : `${yearsText(candidate.anios_experiencia)} de experiencia`,
    candidate.aspiracion_salarial === null ? null : `aspira a ${formatCop(candidate.aspiracion_salarial)}`,
  ].filter(Boolean);
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 w-7 shrink-0 text-right text-sm font-bold text-slate-500">
          {rank}.
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base">
            <FileLink id={candidate.id_candidato} name={candidate.nombre} back={back} />
          </h2>
          <p className="text-sm text-slate-600">
            {[`CC ${candidate.numero_documento}`, ...facts].join(' · ')}
          </p>
        </div>
        <p className="shrink-0 rounded-lg bg-brand-50 px-3 py-1 text-center text-brand-900">
          <span className="block text-xs font-medium">Puntaje</span>
          <span className="block text-xl font-bold tabular-nums">{candidate.puntaje}</span>
        </p>
      </div>
      <div className="space-y-3 sm:pl-10">
        <ReasonChips reasons={candidate.razones} />
        <InviteButton target={target} candidate={candidate} blocked={blocked} />
      </div>
    </li>
  );
}
