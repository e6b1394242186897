import { systemScreen as text } from '@portal/shared/messages';
import { Badge } from '@/components/ui/Badge';
import type { StatusCard, StatusRow } from './sections';
import { stateTone } from './StateIcon';

function Row({ row }: { row: StatusRow }) {
  const value = row.code ? 'font-mono text-[0.8125rem] break-all' : 'tabular-nums whitespace-nowrap';
  if (row.block) {
    return (
      <div className="py-2">
        <dt className="text-slate-600">{row.label}</dt>
        <dd className="mt-1 rounded-md bg-slate-50 px-2 py-1 font-mono text-[0.8125rem] break-words text-slate-900">
          {row.value}
        </dd>
      </div>
    );
  }
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-slate-600">{row.label}</dt>
      <dd className={`text-right font-semibold text-slate-900 ${value}`}>{row.value}</dd>
    </div>
  );
}

/** One part of the system: its name and state, its figures, and why its probe failed when it did. */
export function StatusCardView({ card }: { card: StatusCard }) {
  const headingId = `estado-${card.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div aria-hidden className={`h-1.5 ${stateTone[card.estado].stripe}`} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {card.title}
          </h2>
          <Badge tone={stateTone[card.estado].badge}>{text.states[card.estado]}</Badge>
        </div>
        {card.error && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
            <span className="font-semibold">{text.probeError}: </span>
            <span className="break-words">{card.error}</span>
          </p>
        )}
        <dl className="divide-y divide-slate-100 text-sm">
          {card.rows.map((row) => (
            <Row key={row.label} row={row} />
          ))}
        </dl>
        {card.note && <p className="mt-auto text-xs text-slate-600">{card.note}</p>}
      </div>
    </section>
  );
}
