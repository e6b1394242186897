import { payrollMessages as messages } from '@portal/shared/timesheets/payroll';
import { useDownload } from '@/components/spreadsheet/use-download';
import { Button } from '@/components/ui/Button';
import { downloadPeriodFile, type FileFormat, type PeriodFile } from './api';

interface Choice {
  file: PeriodFile;
  formato: FileFormat;
  label: string;
}

const CHOICES: readonly Choice[] = [
  { file: 'payroll', formato: 'xlsx', label: 'Nómina (Excel)' },
  { file: 'payroll', formato: 'csv', label: 'Nómina (CSV)' },
  { file: 'billing', formato: 'xlsx', label: 'Facturación (Excel)' },
  { file: 'billing', formato: 'csv', label: 'Facturación (CSV)' },
];

/** A closed period's four files: the payroll and the billing summary, each as Excel or CSV. */
export function PeriodDownloads({ id, labelledBy }: { id: number; labelledBy: string }) {
  const download = useDownload(
    (choice: Choice) => downloadPeriodFile(id, choice.file, choice.formato),
    messages.downloadFailed,
  );
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {CHOICES.map((choice) => (
        <Button
          key={choice.label}
          variant="secondary"
          loadingText="Descargando..."
          isLoading={download.isPending && download.variables === choice}
          onPress={() => download.mutate(choice)}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}
