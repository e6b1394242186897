import type { Assignment } from '@portal/shared/assignments/assignment';
import type { ContractSummary } from '@portal/shared/contracts/signing';
import { Dialog } from '@/components/ui/Dialog';
import { sendSigningCode, signAsAgency } from './api';
import { SignWithCodeForm } from './SignWithCodeForm';

interface AgencySignDialogProps {
  assignment: Assignment;
  contract: ContractSummary;
  onClose(): void;
  onDone(message: string): void;
}

/** The agency's representative countersigns what the worker already signed. */
export function AgencySignDialog({ assignment, contract, onClose, onDone }: AgencySignDialogProps) {
  return (
    <Dialog title={`Firmar como agencia: contrato de ${assignment.trabajador}`} onClose={onClose}>
      <p className="mt-2 text-sm text-slate-700">
        {contract.titulo} · {assignment.servicio} · {assignment.empresa}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        El trabajador ya lo firmó; tu firma lo cierra y completa el paso «Contrato firmado».
      </p>
      <SignWithCodeForm
        signer="agency"
        sendCode={() => sendSigningCode('staff', contract.id)}
        sign={(values) => signAsAgency(contract.id, values)}
        onCancel={onClose}
        onSigned={onDone}
      />
    </Dialog>
  );
}
