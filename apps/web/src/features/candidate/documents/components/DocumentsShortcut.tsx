import { Link } from 'react-router';

/** The way from Mi Perfil to the document portal (spec §2: "reachable from Mi Perfil"). */
export function DocumentsShortcut() {
  return (
    <section
      aria-labelledby="documents-shortcut-title"
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="documents-shortcut-title" className="text-lg font-bold text-brand-900">
          Mis documentos
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Carga tu cédula, hoja de vida, certificados y los documentos que te pida la empresa.
        </p>
      </div>
      <Link
        to="/documentos"
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Ver mis documentos
      </Link>
    </section>
  );
}
