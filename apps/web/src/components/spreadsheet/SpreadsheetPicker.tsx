import { useId, useState } from 'react';
import { bulkMessages } from '@portal/shared/messages/staff';

/** The API's limit for a spreadsheet upload (users, shifts): a larger file is refused before it is sent. */
const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;

interface SpreadsheetPickerProps {
  /** Accessible name of the file input, e.g. "Archivo de usuarios". */
  label: string;
  /** The chosen CSV or XLSX; null when the choice was emptied or the file is over 5 MB. */
  onFile(file: File | null): void;
}

/** «Elegir archivo» for one CSV or XLSX, and the chosen file's name; why a file is refused, announced. */
export function SpreadsheetPicker({ label, onFile }: SpreadsheetPickerProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept=".csv,.xlsx,text/csv"
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problema` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const tooLarge = file !== null && file.size > SPREADSHEET_MAX_BYTES;
            setName(file?.name ?? '');
            setProblem(tooLarge ? bulkMessages.fileTooLarge : null);
            onFile(tooLarge ? null : file);
          }}
          className="peer sr-only"
        />
        {/* The browser's own file button speaks the browser's language; this one speaks Spanish. */}
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        >
          Elegir archivo
        </label>
        <span className="min-w-0 break-all text-sm text-slate-700">{name || 'Ningún archivo elegido'}</span>
      </div>
      {problem && (
        <p id={`${id}-problema`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
