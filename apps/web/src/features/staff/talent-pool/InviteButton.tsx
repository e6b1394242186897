import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { MatchedCandidate, MatchResult, MatchTarget } from '@portal/shared/talent-pool/matching';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { inviteCandidate, matchesQuery, poolFileQuery } from './api';

interface InviteButtonProps {
  target: MatchTarget;
  candidate: MatchedCandidate;
  /** Why nobody can be invited to this target yet (no published vacancy, closed), or null. */
  blocked: string | null;
}

/**
 * «Invitar a postularse»: off, with the reason written beside it, when the target or the candidate does
 * not allow it; once sent it reads «Invitado» with the date.
 */
export function InviteButton({ target, candidate, blocked }: InviteButtonProps) {
  const reasonId = useId();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const matches = matchesQuery(target).queryKey;
  const invite = useMutation({
    mutationFn: () => inviteCandidate({ id_candidato: candidate.id_candidato, ...target }),
    onSuccess: (answer) => {
      queryClient.setQueryData<MatchResult>(
        matches,
        (result) =>
          result && {
            ...result,
            candidatos: result.candidatos.map((item) =>
              item.id_candidato === candidate.id_candidato
                ? { ...item, invitado_en: answer.creado_en }
                : item,
            ),
          },
      );
      void queryClient.invalidateQueries({ queryKey: poolFileQuery(candidate.id_candidato).queryKey });
      showAlert({ type: 'success', message: `Invitamos a ${candidate.nombre} a postularse.` });
    },
    onError: (error) => {
      showAlert({ type: 'error', message: apiErrorMessage(error, 'No pudimos enviar la invitación.') });
      // The refusal may come from a change since the list loaded (the cap, a withdrawn consent).
      void queryClient.invalidateQueries({ queryKey: matches });
    },
  });

  if (candidate.invitado_en)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <Button variant="secondary" isDisabled>
          Invitado
        </Button>
        <span>el {formatDate(candidate.invitado_en)}</span>
      </p>
    );
  const own = candidate.no_invitable;
  return (
    <div className="flex flex-col gap-x-3 gap-y-1 sm:flex-row sm:items-center">
      <Button
        isDisabled={Boolean(blocked ?? own)}
        isLoading={invite.isPending}
        loadingText="Invitando..."
        aria-describedby={
          [blocked && `${reasonId}-objetivo`, own && reasonId].filter(Boolean).join(' ') || undefined
        }
        aria-label={`Invitar a postularse a ${candidate.nombre}`}
        onPress={() => invite.mutate()}
      >
        Invitar a postularse
      </Button>
      {/* The target's reason is said once above the list: here only to screen readers. */}
      {blocked && (
        <span id={`${reasonId}-objetivo`} className="sr-only">
          {blocked}
        </span>
      )}
      {own && (
        <p id={reasonId} className="max-w-md text-sm text-slate-700">
          {own}
        </p>
      )}
    </div>
  );
}
