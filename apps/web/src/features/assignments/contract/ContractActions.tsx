import type { Assignment } from '@portal/shared/assignments/assignment';
import { signingMessages as messages } from '@portal/shared/contracts/signing';
import { Button } from '@/components/ui/Button';

/**
 * The agency's contract buttons on an assignment: issue one when there is none, countersign once the
 * worker signed, void one not yet signed by both (to issue it again with corrected data).
 */
export function ContractActions({
  assignment,
  open,
}: {
  assignment: Assignment;
  open(kind: 'issue' | 'countersign' | 'void'): void;
}) {
  const contract = assignment.contrato;
  const who = assignment.trabajador;
  if (!contract)
    return (
      <Button onPress={() => open('issue')} aria-label={`${messages.issue} de ${who}`}>
        {messages.issue}
      </Button>
    );
  if (contract.estado === 'firmado') return null;
  return (
    <>
      {contract.estado === 'por_firmar_agencia' && (
        <Button onPress={() => open('countersign')} aria-label={`Firmar como agencia el contrato de ${who}`}>
          Firmar como agencia
        </Button>
      )}
      <Button
        variant="secondary"
        onPress={() => open('void')}
        aria-label={`${messages.voidAction} de ${who}`}
      >
        {messages.voidAction}
      </Button>
    </>
  );
}
