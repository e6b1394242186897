/** A table's header: one row of column headings (`scope="col"`), on the light band every table uses. */
export function TableHead({
  headers,
  cellClassName = 'px-4 py-3',
}: {
  headers: readonly string[];
  cellClassName?: string;
}) {
  return (
    <thead className="bg-slate-50 text-slate-600">
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col" className={cellClassName}>
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
