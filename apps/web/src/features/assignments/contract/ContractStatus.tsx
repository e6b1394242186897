import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Assignment } from '@portal/shared/assignments/assignment';
import {
  certificateMessages,
  contractStateLabels,
  type ContractState,
} from '@portal/shared/contracts/signing';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { assignmentsKey, type AssignmentArea } from '../api';
import { downloadCertificate, downloadContract } from './api';
import { WorkerSignDialog } from './WorkerSignDialog';

const tones: Record<ContractState, BadgeTone> = {
  por_firmar_trabajador: 'warning',
  por_firmar_agencia: 'info',
  firmado: 'success',
  anulado: 'neutral',
};

const areaOf = { candidato: 'candidate', empresa: 'client', agencia: 'staff' } as const satisfies Record<
  string,
  AssignmentArea
>;

/** Runs a download and tells the person in Spanish when it fails. */
function useDownload() {
  const { showAlert } = useAlerts();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, download: () => Promise<void>) => {
    setBusy(key);
    try {
      await download();
    } catch (error) {
      showAlert({
        type: 'error',
        message: apiErrorMessage(error, 'No pudimos descargar el archivo. Intenta de nuevo.'),
      });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

/**
 * The assignment's contract as each reader sees it: its state and signatures, the PDF to download
 * (the company only once signed), and for the worker the button to read and sign it and the
 * certificado laboral.
 */
export function ContractStatus({
  assignment,
  reader,
}: {
  assignment: Assignment;
  reader: 'candidato' | 'empresa' | 'agencia';
}) {
  const contract = assignment.contrato;
  const { busy, run } = useDownload();
  const [signing, setSigning] = useState(false);
  const [withSalary, setWithSalary] = useState(false);
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const mayDownload = contract && (reader !== 'empresa' || contract.estado === 'firmado');
  const workerTurn = reader === 'candidato' && contract?.estado === 'por_firmar_trabajador';
  const certificate = reader === 'candidato' && assignment.estado !== 'por_iniciar';
  if (!contract && !certificate) return null;
  return (
    <div className="space-y-2 border-t border-slate-100 pt-2">
      {contract && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="font-medium text-slate-900">{contract.titulo}</span>
          <Badge tone={tones[contract.estado]}>{contractStateLabels[contract.estado]}</Badge>
          {contract.firmado_trabajador_en && (
            <span className="text-xs text-slate-600">
              Trabajador: {formatDate(contract.firmado_trabajador_en)}
              {contract.firmado_agencia_en && ` · Agencia: ${formatDate(contract.firmado_agencia_en)}`}
            </span>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {workerTurn && <Button onPress={() => setSigning(true)}>Leer y firmar el contrato</Button>}
        {mayDownload && (
          <Button
            variant="secondary"
            isLoading={busy === 'contract'}
            onPress={() => void run('contract', () => downloadContract(areaOf[reader], contract.id))}
            aria-label={`Descargar el contrato de ${reader === 'candidato' ? assignment.empresa : assignment.trabajador}`}
          >
            {contract.estado === 'firmado' ? 'Descargar contrato firmado' : 'Descargar contrato (PDF)'}
          </Button>
        )}
      </div>
      {certificate && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            isLoading={busy === 'certificate'}
            onPress={() => void run('certificate', () => downloadCertificate(assignment.id, withSalary))}
          >
            Descargar {certificateMessages.download.toLowerCase()}
          </Button>
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={withSalary}
              onChange={(event) => setWithSalary(event.target.checked)}
            />
            {certificateMessages.withSalary}
          </label>
        </div>
      )}
      {signing && contract && (
        <WorkerSignDialog
          contract={contract}
          onClose={() => setSigning(false)}
          onSigned={(message) => {
            setSigning(false);
            showAlert({ type: 'success', message });
            void queryClient.invalidateQueries({ queryKey: assignmentsKey });
          }}
        />
      )}
    </div>
  );
}
