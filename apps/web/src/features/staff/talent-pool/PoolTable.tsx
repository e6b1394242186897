import { AVAILABILITY_LABELS } from '@portal/shared/candidates/work-profile';
import type { PoolCandidate } from '@portal/shared/talent-pool/search';
import { DataTable, type DataColumn } from '@/components/data-table/DataTable';
import { Badge } from '@/components/ui/Badge';
import { useBackHere, type BackTo } from './file-link';
import { FileLink } from './FileLink';
import { formatShortDate, placeText, yearsText } from './labels';

const availability = (candidate: PoolCandidate) =>
  candidate.disponibilidad ? AVAILABILITY_LABELS[candidate.disponibilidad] : 'Sin indicar';
const categories = (candidate: PoolCandidate) => candidate.categorias.join(', ') || '—';
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const history = (candidate: PoolCandidate) =>
  `${plural(candidate.postulaciones, 'postulación', 'postulaciones')} · ${plural(candidate.contrataciones, 'contratación', 'contrataciones')}`;

/** In the table the column names them; on a card the badge says what it is about. */
function DocumentsBadge({ candidate, named = false }: { candidate: PoolCandidate; named?: boolean }) {
  const word = candidate.documentos_listos ? 'Listos' : 'Pendientes';
  return (
    <Badge tone={candidate.documentos_listos ? 'success' : 'warning'}>
      {named ? `Documentos ${word.toLowerCase()}` : word}
    </Badge>
  );
}

/** The name, opening the file, and the document under it. */
function Who({ candidate, back }: { candidate: PoolCandidate; back: BackTo }) {
  return (
    <>
      <FileLink id={candidate.id_candidato} name={candidate.nombre} back={back} />
      <span className="block text-xs text-slate-600">CC {candidate.numero_documento}</span>
    </>
  );
}

const columns = (back: BackTo): DataColumn<PoolCandidate>[] => [
  {
    id: 'nombre',
    header: 'Candidato',
    cell: (candidate) => <Who candidate={candidate} back={back} />,
    className: 'min-w-48',
  },
  { id: 'ciudad', header: 'Ciudad', cell: placeText, className: 'text-slate-700' },
  { id: 'categorias', header: 'Categorías', cell: categories, className: 'max-w-56 text-slate-700' },
  {
    id: 'experiencia',
    header: 'Experiencia',
    cell: (c) => yearsText(c.anios_experiencia),
    className: 'whitespace-nowrap',
  },
  { id: 'disponibilidad', header: 'Disponibilidad', cell: availability, className: 'text-slate-700' },
  { id: 'documentos', header: 'Documentos', cell: (c) => <DocumentsBadge candidate={c} /> },
  {
    id: 'historial',
    header: 'Postulaciones / contrataciones',
    cell: (c) => `${c.postulaciones} / ${c.contrataciones}`,
    className: 'text-center tabular-nums',
  },
  {
    id: 'actividad',
    header: 'Última actividad',
    cell: (c) => formatShortDate(c.ultima_actividad),
    className: 'whitespace-nowrap text-slate-700',
  },
];

/** One page of the pool: a table on wide screens, a card per candidate on phones; each name opens the file. */
export function PoolTable({ candidates }: { candidates: readonly PoolCandidate[] }) {
  const back = useBackHere('Volver a la búsqueda');
  return (
    <DataTable<PoolCandidate>
      caption="Candidatos de la base de talento"
      rows={candidates}
      columns={columns(back)}
      // The API pages the pool: the table shows the whole page it gets.
      pageSize={Math.max(1, candidates.length)}
      getRowId={(candidate) => String(candidate.id_candidato)}
      rowLabel={(candidate) => candidate.nombre}
      renderCard={(candidate) => (
        <div className="space-y-1 text-sm text-slate-700">
          <p>
            <Who candidate={candidate} back={back} />
          </p>
          <DocumentsBadge candidate={candidate} named />
          <p>
            {placeText(candidate)} · {availability(candidate)}
          </p>
          <p>Categorías: {categories(candidate)}</p>
          <p>Experiencia: {yearsText(candidate.anios_experiencia)}</p>
          <p>{history(candidate)}</p>
          <p className="text-slate-600">Última actividad: {formatShortDate(candidate.ultima_actividad)}</p>
        </div>
      )}
    />
  );
}
