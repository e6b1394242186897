import { Button } from '@/components/ui/Button';

/** A failed documents report: say so and offer a retry, never "al día" (issue 9 item 11). */
export function ReportError({ onRetry, isRetrying }: { onRetry(): void; isRetrying: boolean }) {
  return (
    <div role="alert" className="space-y-3 rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">No pudimos cargar tus documentos.</p>
      <p className="text-sm">Revisa tu conexión e intenta de nuevo. Lo que ya cargaste sigue guardado.</p>
      <Button variant="secondary" isLoading={isRetrying} onPress={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
