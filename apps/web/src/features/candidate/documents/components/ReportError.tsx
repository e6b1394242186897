import { LoadError } from '@/components/ui/LoadError';

/** A failed documents report: say so and offer a retry, never "al día" (issue 9 item 11). */
export function ReportError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  return (
    <LoadError title="No pudimos cargar tus documentos." onRetry={onRetry} isRetrying={isRetrying}>
      Revisa tu conexión e intenta de nuevo. Lo que ya cargaste sigue guardado.
    </LoadError>
  );
}
