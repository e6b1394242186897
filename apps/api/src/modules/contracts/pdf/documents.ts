import { PDFDocument } from 'pdf-lib';
import { bogotaWallClock } from '@portal/shared/bogota-time';
import { signerRoleLabels, type SignerRole } from '@portal/shared/contracts/signing';
import { embedFonts } from './fonts.js';
import { markdownBlocks } from './markdown-blocks.js';
import { PAGE, PageWriter } from './page-writer.js';
import { drawQr } from './qr.js';

/**
 * The PDFs the contracts module hands out (decision 0065): the contract as issued, the same file with
 * the evidence page once both parties signed, and the certificado laboral. Each names its verification
 * code and the public page that checks it, in the footer and as a QR.
 */

export interface Verifiable {
  /** The verification code (ABCD-EFGH-JKLM) and the public page that checks it. */
  code: string;
  verifyUrl: string;
}

interface Metadata {
  title: string;
  subject: string;
  author: string;
  code: string;
}

const PRODUCER = 'Portal de reclutamiento (pdf-lib)';

function describe(doc: PDFDocument, meta: Metadata, now: Date) {
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setSubject(meta.subject);
  doc.setAuthor(meta.author);
  doc.setKeywords([`verificacion:${meta.code}`]);
  doc.setLanguage('es-CO');
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
}

const footerOf = ({ code, verifyUrl }: Verifiable) => `Código de verificación ${code} · ${verifyUrl}`;

/** The contract as issued: its Markdown laid out on A4 pages, each with the verification footer. */
export async function contractPdf(
  input: Verifiable & { title: string; markdown: string; employer: string },
  now: Date,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const writer = new PageWriter(doc, await embedFonts(doc));
  writer.newPage();
  writer.blocks(markdownBlocks(input.markdown));
  writer.footers(footerOf(input));
  describe(
    doc,
    { title: input.title, subject: 'Contrato de trabajo', author: input.employer, code: input.code },
    now,
  );
  return Buffer.from(await doc.save());
}

export interface SignatureEvidence {
  rol: SignerRole;
  nombre: string;
  documento: string;
  correo: string;
  ip: string;
  agente: string;
  consentimiento: string;
  firmado_en: Date;
}

export const bogotaStamp = (instant: Date) =>
  `${bogotaWallClock(instant).replace('T', ' ')} (hora de Bogotá, UTC−5)`;

/** A QR to the verification page in the bottom-right corner above the footer, with its caption. */
function verificationMark(writer: PageWriter, target: Verifiable) {
  const size = 96;
  const x = PAGE.width - PAGE.margin - size;
  const y = PAGE.margin + PAGE.footer;
  drawQr(writer.page, target.verifyUrl, { x, y, size });
  writer.page.drawText('Escanee para verificar', { x, y: y - 10, size: 7.5, font: writer.fonts.regular });
}

/**
 * The signed contract: the pages the parties signed, unchanged, and one more with the evidence of each
 * signature (Decreto 2364 de 2012, art. 4: who signed, and that any later change shows).
 */
export async function signedContractPdf(
  document: Buffer,
  input: Verifiable & {
    title: string;
    employer: string;
    documentSha256: string;
    signatures: SignatureEvidence[];
  },
  now: Date,
): Promise<Buffer> {
  const doc = await PDFDocument.load(document, { updateMetadata: false });
  const signedPages = doc.getPageCount();
  const writer = new PageWriter(doc, await embedFonts(doc));
  writer.newPage();
  writer.write([{ text: 'Evidencia de firma electrónica', bold: true }], { size: 15, leading: 1.35 });
  writer.gap(6);
  writer.field('Documento firmado', input.title);
  writer.field('SHA-256 del contrato emitido, el que firmaron las partes', input.documentSha256);
  writer.field('Código de verificación', input.code);
  writer.field('Verificación pública', input.verifyUrl);
  for (const signature of input.signatures) {
    writer.gap(6);
    writer.write([{ text: signerRoleLabels[signature.rol], bold: true }], { size: 11.5 });
    writer.gap(2);
    writer.field('Nombre', signature.nombre);
    writer.field('Número de documento', signature.documento);
    writer.field('Fecha y hora de la firma', bogotaStamp(signature.firmado_en));
    writer.field('Código de un solo uso enviado a', signature.correo);
    writer.field('Dirección IP', signature.ip);
    writer.field('Navegador (user agent)', signature.agente);
    writer.field('Consentimiento aceptado', signature.consentimiento);
  }
  writer.ensure(130);
  verificationMark(writer, input);
  writer.footers(`${footerOf(input)} · Evidencia de firma`, signedPages);
  describe(
    doc,
    {
      title: input.title,
      subject: 'Contrato de trabajo firmado electrónicamente',
      author: input.employer,
      code: input.code,
    },
    now,
  );
  return Buffer.from(await doc.save());
}

/** The certificado laboral (CST art. 57 num. 7): a page of paragraphs, then the verification mark. */
export async function certificatePdf(
  input: Verifiable & { employer: string; paragraphs: string[]; issuedAt: Date },
  now: Date,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const writer = new PageWriter(doc, await embedFonts(doc));
  writer.newPage();
  writer.write([{ text: input.employer, bold: true }], { size: 13 });
  writer.gap(18);
  writer.write([{ text: 'CERTIFICA QUE', bold: true }], { size: 13 });
  writer.gap(8);
  for (const paragraph of input.paragraphs) {
    writer.write([{ text: paragraph, bold: false }], { size: 11 });
    writer.gap(8);
  }
  writer.gap(10);
  writer.field('Expedido', bogotaStamp(input.issuedAt));
  writer.field('Código de verificación', input.code);
  writer.ensure(130);
  verificationMark(writer, input);
  writer.footers(footerOf(input));
  describe(
    doc,
    {
      title: 'Certificado laboral',
      subject: 'Certificado laboral',
      author: input.employer,
      code: input.code,
    },
    now,
  );
  return Buffer.from(await doc.save());
}
