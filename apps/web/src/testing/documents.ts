import type { DocumentTypeReport } from '@portal/shared/documents/candidate';

/** A document type of the candidate report with `requests` open requests and no files. */
export const documentType = (id: number, nombre: string, requests: number): DocumentTypeReport => ({
  id_documento: id,
  nombre,
  descripcion: '',
  cantidad_max: 1,
  obligatorio: true,
  documentos: [],
  solicitudes: Array.from({ length: requests }, (_, i) => ({
    id: id * 10 + i,
    client_doc_name: `Solicitud ${nombre}`,
    client_doc_description: null,
    client_doc_url: null,
  })),
  solicitudes_gestionadas: [],
});
