import { useState } from 'react';
import type { Assignment } from '@portal/shared/assignments/assignment';
import { type ContractSummary, signingMessages as messages } from '@portal/shared/contracts/signing';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import { voidContract } from './api';

/** Voids a contract not yet signed by both, after asking: the worker can no longer sign it. */
export function VoidContractDialog({
  assignment,
  contract,
  onClose,
  onDone,
}: {
  assignment: Assignment;
  contract: ContractSummary;
  onClose(): void;
  onDone(message: string): void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      onDone((await voidContract(contract.id)).message);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'No pudimos anular el contrato. Intenta de nuevo.'));
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      title={`${messages.voidAction} de ${assignment.trabajador}`}
      confirmLabel={messages.voidAction}
      isPending={pending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {error && <FormAlert tone="error">{error}</FormAlert>}
      El trabajador ya no podrá firmar el {contract.titulo.toLowerCase()} (código {contract.codigo}). Después
      puedes emitir uno nuevo con los datos corregidos.
    </ConfirmDialog>
  );
}
