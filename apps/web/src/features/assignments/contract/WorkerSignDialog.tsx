import { useQuery } from '@tanstack/react-query';
import type { ContractSummary } from '@portal/shared/contracts/signing';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { LoadError } from '@/components/ui/LoadError';
import { PageLoader } from '@/components/layout/PageLoader';
import { candidateContractQuery, downloadContract, sendSigningCode, signAsWorker } from './api';
import { SignWithCodeForm } from './SignWithCodeForm';

interface WorkerSignDialogProps {
  contract: ContractSummary;
  onClose(): void;
  onSigned(message: string): void;
}

/** The worker reads the whole contract on the phone, then signs it with the code mailed to them. */
export function WorkerSignDialog({ contract, onClose, onSigned }: WorkerSignDialogProps) {
  const full = useQuery(candidateContractQuery(contract.id));
  return (
    <Dialog title={`Leer y firmar: ${contract.titulo}`} onClose={onClose} size="lg">
      {full.isPending ? (
        <PageLoader label="Cargando el contrato..." />
      ) : full.isError ? (
        <LoadError
          title="No pudimos cargar el contrato. Revisa tu conexión e intenta de nuevo."
          onRetry={() => void full.refetch()}
          isRetrying={full.isFetching}
        />
      ) : (
        <>
          <div
            tabIndex={0}
            aria-label="Texto del contrato"
            className="mt-3 max-h-72 overflow-y-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
          >
            {full.data.texto
              .replace(/\*\*/g, '')
              .replace(/^#+\s*/gm, '')
              .replace(/^- /gm, '• ')}
          </div>
          <Button
            variant="ghost"
            className="mt-2"
            onPress={() => void downloadContract('candidate', contract.id)}
          >
            Descargar el contrato en PDF
          </Button>
          <SignWithCodeForm
            signer="worker"
            sendCode={() => sendSigningCode('candidate', contract.id)}
            sign={(values) => signAsWorker(contract.id, values)}
            onCancel={onClose}
            onSigned={onSigned}
          />
        </>
      )}
    </Dialog>
  );
}
