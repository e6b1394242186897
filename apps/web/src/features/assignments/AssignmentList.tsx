import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Assignment, assignmentMessages as messages } from '@portal/shared/assignments/assignment';
import { PageLoader } from '@/components/layout/PageLoader';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { assignmentsQuery } from './api';
import { AssignmentCard } from './AssignmentCard';

const loadError = 'No pudimos cargar las misiones. Revisa tu conexión e intenta de nuevo.';

/** The company's 'Trabajadores en misión' (`/order/misiones`). */
export function CompanyAssignments() {
  const assignments = useQuery(assignmentsQuery('client'));
  return (
    <section className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{messages.clientTitle}</h1>
        <p className="text-sm text-slate-600">{messages.clientIntro}</p>
      </div>
      {assignments.isPending ? (
        <PageLoader label="Cargando misiones..." />
      ) : assignments.isError ? (
        <LoadError
          title={loadError}
          onRetry={() => void assignments.refetch()}
          isRetrying={assignments.isFetching}
        />
      ) : assignments.data.length === 0 ? (
        <EmptyState title={messages.clientEmpty} />
      ) : (
        <ul className="space-y-3">
          {assignments.data.map((assignment) => (
            <AssignmentCard key={assignment.id} assignment={assignment} reader="empresa" />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The worker's 'Mis misiones', above their applications: shown only once they have one, since most
 * candidates are still applying. `actions` are what the app composes into each card (its hours).
 */
export function CandidateAssignments({ actions }: { actions?(assignment: Assignment): ReactNode }) {
  const assignments = useQuery(assignmentsQuery('candidate'));
  if (!assignments.data || assignments.data.length === 0) return null;
  return (
    <section aria-labelledby="mis-misiones" className="mb-6 space-y-3">
      <h2 id="mis-misiones" className="text-xl font-bold text-brand-900">
        {messages.candidateTitle}
      </h2>
      <ul className="space-y-3">
        {assignments.data.map((assignment) => (
          <AssignmentCard
            key={assignment.id}
            assignment={assignment}
            reader="candidato"
            heading="h3"
            actions={actions?.(assignment)}
          />
        ))}
      </ul>
    </section>
  );
}
