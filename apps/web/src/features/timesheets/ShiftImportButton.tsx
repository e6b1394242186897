import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { shiftImportMessages as messages } from '@portal/shared/timesheets/shift-import';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { timesheetsKey } from './api';
import { ShiftImportDialog } from './ShiftImportDialog';

/** «Importar turnos» on the company's hours: the dialog, then the saved message and the weeks read anew. */
export function ShiftImportButton() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const saved = (message: string) => {
    setOpen(false);
    showAlert({ type: 'success', message });
    void queryClient.invalidateQueries({ queryKey: timesheetsKey });
  };
  return (
    <>
      <Button variant="secondary" className="shrink-0" onPress={() => setOpen(true)}>
        {messages.title}
      </Button>
      {open && <ShiftImportDialog onClose={() => setOpen(false)} onSaved={saved} />}
    </>
  );
}
