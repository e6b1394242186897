import { ShortcutCard } from '@/components/ui/ShortcutCard';

/** The way from Mi Perfil to the document portal (spec §2: "reachable from Mi Perfil"). */
export const DocumentsShortcut = () => (
  <ShortcutCard
    title="Mis documentos"
    body="Carga tu cédula, hoja de vida, certificados y los documentos que te pida la empresa."
    to="/documentos"
    action="Ver mis documentos"
  />
);
