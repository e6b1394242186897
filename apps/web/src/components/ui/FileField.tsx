import { useId, useState } from 'react';
import { checkUploadCandidate } from '@portal/shared/documents/candidate';

export interface FileFieldProps {
  label: string;
  /** Said under the field until a chosen file is refused. */
  hint: string;
  /** The chosen file once it passes the portal's checks (PNG, JPG or PDF up to 10 MB), else null. */
  onFile(file: File | null): void;
  /** Changing it empties the field (after the file went with a message). */
  resetKey?: number;
}

/** One PNG, JPG or PDF up to 10 MB, checked as it is chosen; the reason a file is refused replaces the hint. */
export function FileField({ label, hint, onFile, resetKey }: FileFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        aria-describedby={`${id}-ayuda`}
        aria-invalid={problem ? true : undefined}
        className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const refused = file ? checkUploadCandidate(file) : null;
          setProblem(refused);
          onFile(refused ? null : file);
        }}
      />
      <p id={`${id}-ayuda`} className={`text-sm ${problem ? 'text-red-700' : 'text-slate-600'}`}>
        {problem ?? hint}
      </p>
    </div>
  );
}
