import { useState } from 'react';
import type { BulkParsedFile, BulkResult } from '@portal/shared/users/bulk';
import { SpreadsheetPicker } from '@/components/spreadsheet/SpreadsheetPicker';
import { TemplateLinks } from '@/components/spreadsheet/TemplateLinks';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import { downloadCsv } from '@/lib/csv';
import { mapRows, readFileOnServer, registerMany, templateUrl, type Mapping } from './api';
import { MappingStep } from './MappingStep';
import { showsRegisterOptions } from './register-options';
import { rejectedRowsCsv } from './rejected-rows';
import { ResultTable } from './ResultTable';

type CommitMode = 'all_or_nothing' | 'valid_only';

/** `/dashboard/usuarios/importar`: template, upload, column mapping, a dry run, then the commit. */
export function BulkImportScreen() {
  const [file, setFile] = useState<BulkParsedFile | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [mode, setMode] = useState<CommitMode>('all_or_nothing');
  const [busy, setBusy] = useState<'read' | 'check' | 'commit' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (step: 'read' | 'check' | 'commit', action: () => Promise<void>) => {
    setBusy(step);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(apiErrorMessage(failure, 'No pudimos conectar con el servidor. Intenta de nuevo.'));
    } finally {
      setBusy(null);
    }
  };
  // A new file discards the last review at once: nothing is checked or saved against the old rows
  // while the new one is being read.
  const onFile = (picked: File | null) => {
    if (!picked) return;
    setResult(null);
    return run('read', async () => {
      const parsed = await readFileOnServer(picked);
      setFile(parsed);
      setMapping(parsed.mapeo);
      setResult(null);
    });
  };
  const rows = file && mapping ? mapRows(file, mapping) : [];
  const check = () => run('check', async () => setResult(await registerMany('dry_run', rows)));
  const commit = () => run('commit', async () => setResult(await registerMany(mode, rows)));

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Registro masivo de usuarios</h1>
        <p className="text-sm text-slate-600">
          Cada usuario recibe una invitación por correo para crear su contraseña.
        </p>
      </div>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <div className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">1. Archivo</h2>
        <p className="text-sm text-slate-600">
          Descarga la plantilla <TemplateLinks url={templateUrl} />, llénala y súbela (CSV separado por ; o ,
          en UTF-8 o Windows-1252, o XLSX; máximo 5.000 filas).
        </p>
        <SpreadsheetPicker label="Archivo de usuarios" onFile={(picked) => void onFile(picked)} />
        {busy === 'read' && <p role="status">Leyendo el archivo...</p>}
      </div>
      {file && mapping && (
        <div className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <MappingStep
            file={file}
            mapping={mapping}
            onChange={(next) => (setMapping(next), setResult(null))}
          />
          <Button isLoading={busy === 'check'} isDisabled={busy !== null} onPress={() => void check()}>
            3. Revisar sin guardar
          </Button>
        </div>
      )}
      {result && (
        <div className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <FormAlert tone={result.invalidas ? 'warning' : 'success'}>{result.message}</FormAlert>
          <ResultTable result={result} />
          {showsRegisterOptions(result) && (
            <fieldset className="space-y-2">
              <legend className="font-semibold text-slate-900">4. Registrar</legend>
              {(['all_or_nothing', 'valid_only'] as const).map((option) => (
                <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="modo"
                    value={option}
                    checked={mode === option}
                    onChange={() => setMode(option)}
                    className="size-4"
                  />
                  {option === 'all_or_nothing'
                    ? 'Todo o nada: si alguna fila tiene errores, no se registra ninguna'
                    : 'Solo las filas válidas'}
                </label>
              ))}
              <Button isLoading={busy === 'commit'} isDisabled={busy !== null} onPress={() => void commit()}>
                Registrar e invitar
              </Button>
            </fieldset>
          )}
          {result.invalidas > 0 && (
            <Button
              variant="secondary"
              onPress={() => downloadCsv('usuarios-rechazados.csv', rejectedRowsCsv(rows, result))}
            >
              Descargar filas con errores
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
