import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@portal/shared/constants';
import { authFlowMessages } from '@portal/shared/messages';

/** A base32 key in groups of four, easier to type by hand. */
export const secretGroups = (secret: string) => secret.match(/.{1,4}/g) ?? [secret];

/** The authenticator key as a QR code and as text to type, with a copy button (feedback 2 s). */
export function TotpSecret({ secret, setupUri }: { secret: string; setupUri: string }) {
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(setupUri, { margin: 1, width: 192, errorCorrectionLevel: 'M' }))
      .then((url) => live && setQr(url))
      .catch((error: unknown) => console.warn('No se pudo dibujar el código QR', error));
    return () => {
      live = false;
    };
  }, [setupUri]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch (error) {
      console.warn('No se pudo copiar la clave', error);
    }
  };

  return (
    <div className="@container">
      <div className="flex flex-col items-center gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 @md:flex-row @md:items-start">
        <div className="grid size-48 shrink-0 place-items-center rounded-lg bg-white ring-1 ring-slate-200">
          {qr ? (
            <img
              src={qr}
              width={192}
              height={192}
              alt="Código QR para agregar el portal a tu aplicación de autenticación"
            />
          ) : (
            <span className="text-sm text-slate-500">Generando código QR…</span>
          )}
        </div>
        <div className="w-full min-w-0 space-y-2 text-sm text-slate-700">
          <p>Escanea el código con tu aplicación de autenticación o escribe esta clave a mano:</p>
          <p
            className="flex flex-wrap gap-x-2 font-mono text-base font-semibold text-brand-900"
            data-testid="totp-secret"
            data-secret={secret}
          >
            {secretGroups(secret).map((group, index) => (
              <span key={index}>{group}</span>
            ))}
          </p>
          <button
            type="button"
            onClick={() => void copy()}
            className="rounded-md px-3 py-1.5 font-semibold text-brand-700 ring-1 ring-brand-700/30 hover:bg-brand-50"
          >
            {copied ? authFlowMessages.copied : 'Copiar clave'}
          </button>
          <span role="status" className="sr-only">
            {copied ? authFlowMessages.copied : ''}
          </span>
        </div>
      </div>
    </div>
  );
}
