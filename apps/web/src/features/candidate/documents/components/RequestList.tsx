import type { DocumentRequest } from '@portal/shared/documents/candidate';

interface RequestListProps {
  requests: DocumentRequest[];
  signed(url: string): string | undefined;
}

/** Open requests on a type: who needs what, and the client's own file (a form to fill) when given. */
export function RequestList({ requests, signed }: RequestListProps) {
  if (requests.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2" aria-label="Solicitudes">
      {requests.map((request) => (
        <li key={request.id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-semibold">Solicitud: {request.client_doc_name}</p>
          {request.client_doc_description && <p className="mt-0.5">{request.client_doc_description}</p>}
          {request.client_doc_url && <ClientFileLink href={signed(request.client_doc_url)} />}
        </li>
      ))}
    </ul>
  );
}

export function ClientFileLink({ href }: { href: string | undefined }) {
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1 inline-block font-semibold text-brand-800 underline underline-offset-4"
    >
      Ver formato de la empresa
    </a>
  );
}
