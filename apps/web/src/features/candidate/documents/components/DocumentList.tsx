import { SPECIAL_DOCUMENT_TYPE_ID } from '@portal/shared/constants';
import { type DocumentTypeReport } from '@portal/shared/documents/candidate';
import { isDocumentTypeVisible } from '@portal/shared/documents/rules';
import { useSignedUrls } from '../use-signed-urls';
import { AdditionalDocumentsCard } from './AdditionalDocumentsCard';
import { DocumentCard } from './DocumentCard';

/**
 * Cards for the given types: type 14 first with its own layout (only when it has requests or files,
 * spec §4), then one card per type. One signed-link call covers every file shown.
 */
export function DocumentList({ types }: { types: DocumentTypeReport[] }) {
  const visible = types.filter(isDocumentTypeVisible);
  const special = visible.find((type) => type.id_documento === SPECIAL_DOCUMENT_TYPE_ID);
  const regular = visible.filter((type) => type !== special);
  const urls = visible.flatMap((type) => [
    ...type.documentos.map((document) => document.doc_url),
    ...type.solicitudes.flatMap((request) => (request.client_doc_url ? [request.client_doc_url] : [])),
  ]);
  const signed = useSignedUrls(urls);
  return (
    <div className="space-y-4">
      {special && <AdditionalDocumentsCard type={special} signed={signed} />}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {regular.map((type) => (
          <DocumentCard key={type.id_documento} type={type} signed={signed} />
        ))}
      </div>
    </div>
  );
}
