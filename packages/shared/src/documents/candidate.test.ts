import { describe, expect, it } from 'vitest';
import { checkUploadCandidate, type DocumentTypeReport } from './candidate';
import { bogotaToday, canAddMore, isDocumentTypeVisible, needsAttention, needsUpdate } from './rules';
import { documentMessages } from '../messages/documents';

const file = {
  id_documento_candidato: 1,
  doc_url: '/api/files/1/a/1/a.pdf',
  fecha_carga: '',
  fecha_actualizacion: '',
  ids_solicitudes: [],
  estado_revision: 'pendiente' as const,
  motivo_rechazo: null,
  fecha_vencimiento: null,
};
const request = { id: 9, client_doc_name: 'Carta', client_doc_description: null, client_doc_url: null };
const type = (over: Partial<DocumentTypeReport> = {}): DocumentTypeReport => ({
  id_documento: 3,
  nombre: 'Tipo',
  descripcion: '',
  cantidad_max: 5,
  obligatorio: false,
  documentos: [],
  solicitudes: [],
  solicitudes_gestionadas: [],
  ...over,
});

describe('document card rules (spec §4)', () => {
  it('needs attention when a file has expired, not on its last day', () => {
    const licence = { ...file, fecha_vencimiento: '2026-11-23' };
    expect(needsAttention(type({ documentos: [licence] }), '2026-11-23')).toBe(false);
    expect(needsAttention(type({ documentos: [licence] }), '2026-11-24')).toBe(true);
    expect(bogotaToday(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
  });

  it('needs attention when required and empty, requested and empty, or needing an update', () => {
    expect(needsAttention(type())).toBe(false);
    expect(needsAttention(type({ obligatorio: true }))).toBe(true);
    expect(needsAttention(type({ obligatorio: true, documentos: [file] }))).toBe(false);
    expect(needsAttention(type({ solicitudes: [request] }))).toBe(true);
    expect(needsUpdate(type({ solicitudes: [request], documentos: [file] }))).toBe(true);
    expect(needsAttention(type({ solicitudes: [request], documentos: [file] }))).toBe(true);
  });

  it('hides type 14 unless it has requests or files', () => {
    expect(isDocumentTypeVisible(type({ id_documento: 14 }))).toBe(false);
    expect(isDocumentTypeVisible(type({ id_documento: 14, solicitudes: [request] }))).toBe(true);
    expect(isDocumentTypeVisible(type({ id_documento: 14, documentos: [file] }))).toBe(true);
    expect(isDocumentTypeVisible(type())).toBe(true);
  });

  it('stops adding at the maximum; max 1 or less replaces instead', () => {
    expect(canAddMore(type({ cantidad_max: 2, documentos: [file] }))).toBe(true);
    expect(canAddMore(type({ cantidad_max: 2, documentos: [file, file] }))).toBe(false);
    expect(canAddMore(type({ cantidad_max: 1, documentos: [file] }))).toBe(false);
    expect(canAddMore(type({ cantidad_max: 1 }))).toBe(true);
  });
});

describe('client-side upload check (spec §5)', () => {
  it('gives the same messages as the API', () => {
    expect(
      checkUploadCandidate({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 }),
    ).toBeNull();
    expect(checkUploadCandidate({ name: 'a.JPG', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkUploadCandidate({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      documentMessages.tooLarge,
    );
    expect(checkUploadCandidate({ name: 'a.txt', type: 'text/plain', size: 1 })).toBe(
      documentMessages.invalidType,
    );
    expect(checkUploadCandidate({ name: 'a.png', type: 'text/plain', size: 1 })).toBe(
      documentMessages.invalidType,
    );
  });
});
