import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  contractStateLabels,
  signingMessages as messages,
  type Verification,
  VERIFIED_FILE_MAX_BYTES,
} from '@portal/shared/contracts/signing';
import { PageLoader } from '@/components/layout/PageLoader';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadError } from '@/components/ui/LoadError';
import { ApiError, apiErrorMessage, networkMessages } from '@/lib/api-client';
import { formatDate, formatTimestamp } from '@/lib/format';
import { checkFile, verificationQuery } from './api';

const PAGE = 'mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-10';
const CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8';

/** The state's pill: signed or issued reads as done, voided as a warning in red, the rest as pending. */
function stateTone(estado: string): BadgeTone {
  if (estado === contractStateLabels.firmado || estado === 'Expedido') return 'success';
  if (estado === contractStateLabels.anulado) return 'danger';
  return 'warning';
}

/** The hashes to show: a contract's as issued and as signed; a certificate's file (one and the same). */
function hashesOf(record: Verification): { label: string; value: string }[] {
  if (record.tipo !== 'contrato')
    return [{ label: messages.verifyFileHash, value: record.sha256_archivo ?? record.sha256_documento }];
  const issued = { label: messages.verifyDocumentHash, value: record.sha256_documento };
  if (!record.sha256_archivo) return [issued];
  return [issued, { label: messages.verifySignedFileHash, value: record.sha256_archivo }];
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function DocumentCard({ record }: { record: Verification }) {
  return (
    <section aria-labelledby="documento" className={CARD}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-brand-800">{messages.verifyKinds[record.tipo]}</span>
        <Badge tone={stateTone(record.estado)}>{record.estado}</Badge>
      </div>
      <h2 id="documento" className="mt-2 text-xl font-bold text-slate-900">
        {record.titulo}
      </h2>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Fact label={messages.verifyHolder}>{record.titular}</Fact>
        <Fact label={messages.verifyIssuer}>{record.emisor}</Fact>
        <Fact label={messages.verifyIssuedAt}>{formatDate(record.emitido_en)}</Fact>
        <Fact label={messages.verifyCode}>
          <span className="font-mono tracking-wider">{record.codigo}</span>
        </Fact>
      </dl>

      {record.tipo === 'contrato' && (
        <>
          <h3 className="mt-6 text-base font-semibold text-slate-900">{messages.verifySigners}</h3>
          {record.firmantes.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{messages.verifyNoSigners}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
              {record.firmantes.map((signer) => (
                <li key={`${signer.rol}-${signer.firmado_en}`} className="px-4 py-3">
                  <p className="font-medium break-words text-slate-900">{signer.nombre}</p>
                  <p className="text-sm text-slate-700">{signer.rol}</p>
                  <p className="text-sm text-slate-600">
                    <time dateTime={signer.firmado_en}>{formatTimestamp(signer.firmado_en)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <dl className="mt-6 space-y-3">
        {hashesOf(record).map((hash) => (
          <div key={hash.label}>
            <dt className="text-sm font-semibold text-slate-800">{hash.label}</dt>
            <dd className="mt-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs leading-relaxed break-all text-slate-800 ring-1 ring-slate-200">
              {hash.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

function FileCheckForm({ codigo }: { codigo: string }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useMutation({ mutationFn: (chosen: File) => checkFile(codigo, chosen) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.reset();
    if (!file || !isPdf(file) || file.size === 0 || file.size > VERIFIED_FILE_MAX_BYTES) {
      setProblem(messages.verifyFileRequired);
      return;
    }
    setProblem(null);
    check.mutate(file);
  };

  return (
    <section aria-labelledby="comprobar" className={CARD}>
      <h2 id="comprobar" className="text-xl font-bold text-slate-900">
        {messages.verifyCheckTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{messages.verifyCheckIntro}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {messages.verifyFileLabel}
          </label>
          <input
            id={id}
            type="file"
            accept=".pdf,application/pdf"
            aria-describedby={`${id}-ayuda`}
            aria-invalid={problem ? true : undefined}
            className="block w-full rounded-lg text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              check.reset();
            }}
          />
          <p id={`${id}-ayuda`} className="text-sm text-slate-600">
            {messages.verifyFileHint}
          </p>
        </div>
        <Button type="submit" isLoading={check.isPending} className="w-full sm:w-auto">
          {messages.verifyCheckAction}
        </Button>
      </form>
      <div className="mt-4 empty:hidden">
        {problem && <FormAlert tone="error">{problem}</FormAlert>}
        {check.isSuccess && (
          <FormAlert tone={check.data.coincide ? 'success' : 'error'}>{check.data.message}</FormAlert>
        )}
        {check.isError && (
          <FormAlert tone="error">{apiErrorMessage(check.error, messages.verifyCheckError)}</FormAlert>
        )}
      </div>
    </section>
  );
}

/**
 * `/verificar/:codigo` (issue 31 items 2 and 5): anyone holding a contract or a certificado laboral
 * checks it by the code printed on it, without signing in: what was issued, to whom, who signed it,
 * its SHA-256, and whether the PDF they hold is that very file.
 */
export function VerificationScreen({ codigo }: { codigo: string }) {
  const query = useQuery(verificationQuery(codigo));

  let body: ReactNode;
  if (query.isPending) body = <PageLoader label={messages.verifyLoading} />;
  else if (query.isError) {
    const error = query.error;
    const notFound = error instanceof ApiError && [400, 404].includes(error.status);
    body = notFound ? (
      <div role="alert" className={CARD}>
        <h2 className="text-xl font-bold text-slate-900">{messages.verifyNotFoundTitle}</h2>
        <p className="mt-2 text-slate-700">
          {error.status === 404 ? error.message : messages.verifyNotFound}
        </p>
      </div>
    ) : (
      <LoadError
        title={messages.verifyLoadError}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      >
        {apiErrorMessage(error, networkMessages.unreachable)}
      </LoadError>
    );
  } else
    body = (
      <>
        <DocumentCard record={query.data} />
        <FileCheckForm codigo={codigo} />
      </>
    );

  return (
    <div className={PAGE}>
      <title>{`${messages.verifyTitle} | Portal de Empleo`}</title>
      <header>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{messages.verifyTitle}</h1>
        {query.isSuccess && <p className="mt-2 text-slate-700">{messages.verifyIntro}</p>}
      </header>
      {body}
    </div>
  );
}
