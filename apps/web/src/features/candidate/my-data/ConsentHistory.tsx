import { CONSENT_LABELS, type ConsentEntry } from '@portal/shared/consents/consents';
import { myDataScreen } from '@portal/shared/messages';
import { formatTimestamp } from '@/lib/format';

/** "Retiró" only what had been given before; a box left unticked at sign-up reads "No autorizó". */
function actLabel(entries: ConsentEntry[], index: number): string {
  const entry = entries[index]!;
  if (entry.otorgado) return myDataScreen.given;
  const givenBefore = entries.slice(index + 1).some((older) => older.tipo === entry.tipo && older.otorgado);
  return givenBefore ? myDataScreen.withdrawn : myDataScreen.notGivenAct;
}

/** Every act, newest first: the proof the agency keeps, shown to its owner. */
export function ConsentHistory({ entries }: { entries: ConsentEntry[] }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry, index) => (
        <li key={`${entry.fecha}-${entry.tipo}-${index}`} className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            {actLabel(entries, index)}: {CONSENT_LABELS[entry.tipo]}
          </p>
          <p className="mt-1 text-slate-600">
            <time dateTime={entry.fecha}>{formatTimestamp(entry.fecha)}</time> ·{' '}
            {myDataScreen.policyVersion(entry.politica_version)}
            {entry.ip && <> · IP {entry.ip}</>}
          </p>
        </li>
      ))}
    </ol>
  );
}
