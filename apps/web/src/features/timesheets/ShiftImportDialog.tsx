import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ShiftImportResult,
  shiftImportMessages as messages,
} from '@portal/shared/timesheets/shift-import';
import { RowErrorsTable } from '@/components/spreadsheet/RowErrorsTable';
import { SpreadsheetPicker } from '@/components/spreadsheet/SpreadsheetPicker';
import { TemplateLinks } from '@/components/spreadsheet/TemplateLinks';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import { importShifts, shiftTemplateUrl } from './api';

type Modo = ShiftImportResult['modo'];
const errorColumns = [{ header: 'Error', cell: (row: ShiftImportResult['errores'][number]) => row.mensaje }];

interface ShiftImportDialogProps {
  onClose(): void;
  /** Called with the API's message once the file is saved. */
  onSaved(message: string): void;
}

/**
 * «Importar turnos»: the template, a file, «Revisar archivo» (nothing is saved) with the rows that fail,
 * then «Guardar turnos», on only after a clean check of that same file (the API saves it whole or not
 * at all).
 */
export function ShiftImportDialog({ onClose, onSaved }: ShiftImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ file: File; result: ShiftImportResult } | null>(null);
  const send = useMutation({
    mutationFn: ({ modo, file }: { modo: Modo; file: File }) => importShifts(modo, file),
    onMutate: () => setChecked(null),
    // A commit that still fails (a shift entered meanwhile crosses one of the file) shows its rows.
    onSuccess: (result, { file }) =>
      result.modo === 'commit' && result.errores.length === 0
        ? onSaved(result.message)
        : setChecked({ file, result }),
  });
  const run = (modo: Modo) => file && send.mutate({ modo, file });
  // The answer for a file chosen before this one says nothing of this one.
  const result = checked?.file === file ? checked.result : null;
  const clean = result !== null && result.errores.length === 0 && result.total > 0;
  const pending = (modo: Modo) => send.isPending && send.variables.modo === modo;
  return (
    <Dialog title={messages.title} onClose={onClose} size="lg">
      <div className="mt-2 space-y-4 text-sm text-slate-600">
        {/* Non-breaking hyphens keep «AAAA-MM-DD» on one line. */}
        <p>{messages.intro.replaceAll('-', '\u2011')}</p>
        <p>
          Plantilla: <TemplateLinks url={shiftTemplateUrl} />.
        </p>
        <SpreadsheetPicker
          label="Archivo de turnos"
          onFile={(picked) => {
            send.reset();
            setFile(picked);
          }}
        />
        {send.isError && (
          <FormAlert tone="error">
            {apiErrorMessage(send.error, 'No pudimos conectar con el servidor. Intenta de nuevo.')}
          </FormAlert>
        )}
        {result && !clean && (
          <FormAlert tone="error">{result.errores.length ? result.message : messages.noRows}</FormAlert>
        )}
        <div aria-live="polite">{clean && <FormAlert tone="success">{result.message}</FormAlert>}</div>
        {result && <RowErrorsTable rows={result.errores} columns={errorColumns} />}
      </div>
      <DialogActions>
        <Button variant="secondary" onPress={onClose}>
          Cancelar
        </Button>
        <Button
          variant="secondary"
          isDisabled={!file || send.isPending}
          isLoading={pending('dry_run')}
          onPress={() => run('dry_run')}
        >
          Revisar archivo
        </Button>
        <Button
          isDisabled={!clean || send.isPending}
          isLoading={pending('commit')}
          onPress={() => run('commit')}
        >
          Guardar turnos
        </Button>
      </DialogActions>
    </Dialog>
  );
}
