import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentListSchema } from '@portal/shared/assignments/assignment';
import { bogotaToday } from '@portal/shared/bogota-time';
import { addDays } from '@portal/shared/calendar-days';
import {
  candidateContractSchema,
  fileCheckSchema,
  signingMessages,
  SIGNING_CONSENT,
  VERIFIED_FILE_MAX_BYTES,
  verificationSchema,
} from '@portal/shared/contracts/signing';
import { pasosContratacion } from '../../db/schema/index.js';
import { asCandidate, asDemoCandidate, type CandidateActor } from '../../test-support/actors.js';
import { approvedHire } from '../../test-support/hires.js';
import { mailsTo } from '../../test-support/outbox.js';
import { asStaff, companyIdAs, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';

// Issue 31 items 2 and 5: the worker signs the contract with a mailed code, the agency countersigns,
// the signed PDF carries its evidence and verifies publicly; any changed byte fails verification.
let ctx: TestContext;
let director: StaffActor;
let company: StaffActor;
let otherCompany: StaffActor;
let worker: CandidateActor;
let idMision: number;
let idPostulacion: number;
let idContrato: number;
/** The contract as issued, before anyone signed. */
let issued: Buffer;
const today = bogotaToday();

const post = (headers: Record<string, string>, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const get = (headers: Record<string, string>, url: string) => ctx.app.inject({ url, headers });
const lastCode = async (address: string) => {
  const [mail] = await mailsTo(ctx, address);
  expect(mail?.subject).toBe('Tu código para firmar el contrato');
  return /(\d{6})/.exec(mail!.text)![1]!;
};
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const contractOf = async () => {
  const list = assignmentListSchema.parse((await get(worker.headers, '/api/candidate/assignments')).json());
  return list.find((a) => a.id === idMision)!.contrato;
};

beforeAll(async () => {
  ctx = await createTestApp();
  director = await asStaff(ctx, 'director@portal.local');
  company = await asStaff(ctx, 'empresa@portal.local');
  otherCompany = await asStaff(ctx, 'empresa2@portal.local');
  const idEmpresa = await companyIdAs(ctx, director);
  const hire = await approvedHire(ctx, director, '5820000001', idEmpresa);
  worker = hire.candidate;
  idPostulacion = hire.id;
  const created = await post(director.headers, '/api/staff/assignments', {
    id_postulacion: hire.id,
    causal: 'incremento',
    servicio: 'Auxiliar de bodega',
    inicio: today,
    fin_previsto: addDays(today, 90),
    salario: 1_900_000,
    tiempo_completo: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  idMision = created.json().id;
});
afterAll(() => ctx.close());

describe('issuing a contract', () => {
  it('names what is missing (a company’s wage policy) instead of issuing a contract with blanks', async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    const all = assignmentListSchema.parse((await get(admin.headers, '/api/staff/assignments')).json());
    const alimentos = all.find((a) => a.empresa.startsWith('Alimentos del Valle') && !a.contrato)!;
    const res = await post(admin.headers, `/api/staff/assignments/${alimentos.id}/contract`, {
      tipo: 'obra_labor',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/faltan estos datos: Número de la póliza, Aseguradora/);
  });

  it('issues it once the policy is on record; a second one while it is in force is refused', async () => {
    const idEmpresa = await companyIdAs(ctx, director);
    const policy = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/companies/${idEmpresa}/wage-policy`,
      headers: director.headers,
      payload: {
        aseguradora: 'Seguros del Estado S.A.',
        numero: 'GL-2026-00917',
        vigencia_hasta: '2027-06-30',
        valor: 250_000_000,
      },
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const res = await post(director.headers, `/api/staff/assignments/${idMision}/contract`, {
      tipo: 'obra_labor',
    });
    expect(res.statusCode, res.body).toBe(201);
    idContrato = res.json().id;
    const again = await post(director.headers, `/api/staff/assignments/${idMision}/contract`, {
      tipo: 'termino_fijo',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(signingMessages.alreadyIssued);
    expect(await contractOf()).toMatchObject({
      id: idContrato,
      estado: 'por_firmar_trabajador',
      firmado_trabajador_en: null,
    });
  });

  it('lets the worker read it, and no other candidate', async () => {
    const res = await get(worker.headers, `/api/candidate/contracts/${idContrato}`);
    expect(res.statusCode, res.body).toBe(200);
    const contract = candidateContractSchema.parse(res.json());
    expect(contract.texto).toContain('5820000001');
    expect(contract.texto).toContain('GL-2026-00917');
    expect(contract.consentimiento).toBe(SIGNING_CONSENT);
    expect(contract.correo).toBe('5***@e***');
    issued = (await get(worker.headers, `/api/candidate/contracts/${idContrato}/pdf`)).rawPayload;
    const stranger = await asCandidate(ctx, '5820009999', 'Otra Persona');
    expect((await get(stranger.headers, `/api/candidate/contracts/${idContrato}`)).statusCode).toBe(404);
    expect((await get(stranger.headers, `/api/candidate/contracts/${idContrato}/pdf`)).statusCode).toBe(404);
    expect((await post(stranger.headers, `/api/candidate/contracts/${idContrato}/code`)).statusCode).toBe(
      404,
    );
  });
});

describe('signing', () => {
  it('the agency cannot sign before the worker', async () => {
    const res = await post(director.headers, `/api/staff/contracts/${idContrato}/code`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(signingMessages.notAgencysTurn);
  });

  it('the worker signs with the code mailed to them; a wrong code or no consent does not sign', async () => {
    const sent = await post(worker.headers, `/api/candidate/contracts/${idContrato}/code`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toMatch(/^Te enviamos un código de 6 dígitos a 5\*\*\*@e\*\*\*/);
    const code = await lastCode('5820000001@example.co');
    const wrong = code === '000000' ? '111111' : '000000';
    const url = `/api/candidate/contracts/${idContrato}/sign`;
    const bad = await post(worker.headers, url, { codigo: wrong, acepto: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'SIGNING_CODE_WRONG', message: signingMessages.codeWrong });
    const noConsent = await post(worker.headers, url, { codigo: code });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().fields.acepto).toBe(signingMessages.consentRequired);
    const signed = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...worker.headers, 'user-agent': 'Mozilla/5.0 (Linux; Android 10; Moto E) Prueba' },
      payload: { codigo: code, acepto: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().message).toBe(signingMessages.signedByWorker);
    const replay = await post(worker.headers, url, { codigo: code, acepto: true });
    expect(replay.statusCode).toBe(409);
    expect(await contractOf()).toMatchObject({
      estado: 'por_firmar_agencia',
      firmado_trabajador_en: expect.any(String),
    });
  });

  it('a code dies after five wrong guesses', async () => {
    // The director's own code, guessed wrong five times: the sixth guess hears it expired.
    await post(director.headers, `/api/staff/contracts/${idContrato}/code`);
    const code = await lastCode('director@portal.local');
    const wrong = code === '000000' ? '111111' : '000000';
    const url = `/api/staff/contracts/${idContrato}/sign`;
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post(director.headers, url, { codigo: wrong, acepto: true, documento: '79123456' })).json()
          .code,
      );
    expect(statuses).toEqual([
      ...Array(4).fill('SIGNING_CODE_WRONG'),
      'SIGNING_CODE_EXPIRED',
      'SIGNING_CODE_EXPIRED',
    ]);
    const late = await post(director.headers, url, { codigo: code, acepto: true, documento: '79123456' });
    expect(late.json().code).toBe('SIGNING_CODE_EXPIRED');
  });

  it('a representative’s code is theirs alone: another one cannot sign with it', async () => {
    const admin = await asStaff(ctx, 'admin@portal.local');
    await post(director.headers, `/api/staff/contracts/${idContrato}/code`);
    const code = await lastCode('director@portal.local');
    const res = await post(admin.headers, `/api/staff/contracts/${idContrato}/sign`, {
      codigo: code,
      acepto: true,
      documento: '52123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SIGNING_CODE_EXPIRED');
  });

  it('the agency countersigns: the hiring step completes and the file is sealed', async () => {
    await post(director.headers, `/api/staff/contracts/${idContrato}/code`);
    const code = await lastCode('director@portal.local');
    const res = await post(director.headers, `/api/staff/contracts/${idContrato}/sign`, {
      codigo: code,
      acepto: true,
      documento: '79123456',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(signingMessages.signedByAgency);
    expect(await contractOf()).toMatchObject({ estado: 'firmado', firmado_agencia_en: expect.any(String) });
    const [step] = await ctx.app.db
      .select()
      .from(pasosContratacion)
      .where(
        and(eq(pasosContratacion.id_postulacion, idPostulacion), eq(pasosContratacion.paso, 'contrato')),
      );
    expect(step).toMatchObject({
      completado: true,
      comentario: expect.stringContaining('Firmado electrónicamente'),
    });
    const voided = await post(director.headers, `/api/staff/contracts/${idContrato}/void`);
    expect(voided.statusCode).toBe(409);
  });
});

describe('the signed PDF and its verification', () => {
  let signed: Buffer;
  let codigo: string;

  it('carries the contract and an evidence page with the hash, the signers and their evidence', async () => {
    const res = await get(worker.headers, `/api/candidate/contracts/${idContrato}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    signed = res.rawPayload;
    codigo = (await contractOf())!.codigo;
    const { pages, info } = await pdfText(signed);
    const all = pages.join('\n');
    expect(all).toContain('Contrato individual de trabajo por duración de la obra o labor contratada');
    expect(all).toContain('Trabajador Prueba 0001');
    expect(all).toContain('cédula de ciudadanía 5820000001');
    expect(all).toMatch(/Salario mensual:\s*\$\s?1\.900\.000/);
    const evidence = pages
      .slice(pages.findIndex((page) => page.includes('Evidencia de firma electrónica')))
      .join(' ');
    expect(evidence).toContain('Evidencia de firma electrónica');
    const verification = verificationSchema.parse((await get({}, `/api/public/verify/${codigo}`)).json());
    expect(evidence).toContain(verification.sha256_documento);
    expect(evidence).toContain('5820000001@example.co');
    expect(evidence).toContain('director@portal.local');
    expect(evidence).toContain('79123456');
    expect(evidence).toContain('Mozilla/5.0 (Linux; Android 10; Moto E) Prueba');
    expect(evidence).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(hora de Bogotá, UTC−5\)/);
    expect(evidence).toContain(SIGNING_CONSENT.slice(0, 60));
    expect(info.Keywords).toBe(`verificacion:${codigo}`);
    expect(info.Title).toBe('Contrato de trabajo por obra o labor');
    expect(sha256(signed)).toBe(verification.sha256_archivo);
  });

  it('verifies publicly with names only, and a changed file fails', async () => {
    const res = await get({}, `/api/public/verify/${codigo.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const verification = verificationSchema.parse(res.json());
    expect(verification.firmantes.map((f) => f.nombre)).toEqual([
      'Trabajador Prueba 0001',
      expect.stringMatching(/\S+ \S+/),
    ]);
    expect(res.body).not.toMatch(/5820000001|79123456|@|127\.0\.0\.1|Mozilla/);
    const check = async (bytes: Buffer) =>
      fileCheckSchema.parse(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/public/verify/${codigo}`,
            headers: { 'content-type': 'application/pdf' },
            payload: bytes,
          })
        ).json(),
      );
    expect(await check(signed)).toEqual({ coincide: true, message: signingMessages.verifyMatch });
    // One byte changed in the middle of the file, and the same document re-saved with another title.
    const flipped = Buffer.from(signed);
    flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
    expect((await check(flipped)).coincide).toBe(false);
    const doc = await PDFDocument.load(signed);
    doc.setTitle('Contrato modificado');
    expect(await check(Buffer.from(await doc.save()))).toEqual({
      coincide: false,
      message: signingMessages.verifyMismatch,
    });
    expect((await get({}, '/api/public/verify/ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(404);
    // The copy as issued (what the worker read before signing) is recognised, not called modified.
    expect(await check(issued)).toEqual({ coincide: true, message: signingMessages.verifyIssuedCopy });
    // An unknown code is refused before its file is read; a file past 2 MB is not read at all.
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/verify/ZZZZ-ZZZZ-ZZZZ',
      headers: { 'content-type': 'application/pdf' },
      payload: signed,
    });
    expect(unknown.statusCode).toBe(404);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/verify/${codigo}`,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.alloc(VERIFIED_FILE_MAX_BYTES + 1),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('the company downloads it; another company does not', async () => {
    const res = await get(company.headers, `/api/client/contracts/${idContrato}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(signed));
    expect((await get(otherCompany.headers, `/api/client/contracts/${idContrato}/pdf`)).statusCode).toBe(404);
  });
});

describe('the certificado laboral', () => {
  it('states the employer, position and dates, the salary only if asked, and verifies', async () => {
    const url = `/api/candidate/assignments/${idMision}/certificate`;
    const without = await get(worker.headers, url);
    expect(without.statusCode, without.body).toBe(200);
    const plain = (await pdfText(without.rawPayload)).pages.join('\n');
    expect(plain).toContain('CERTIFICA QUE');
    expect(plain).toMatch(
      /Trabajador Prueba 0001, identificado\(a\) con cédula de ciudadanía N\.º 5820000001, labora con/,
    );
    expect(plain).toContain('Auxiliar de bodega');
    expect(plain).toContain('Logística Andina S.A.S.');
    expect(plain).not.toMatch(/salario/i);
    const withSalary = await get(worker.headers, `${url}?salario=si`);
    const text = (await pdfText(withSalary.rawPayload)).pages.join('\n');
    expect(text).toMatch(/Devenga un salario mensual de \$\s?1\.900\.000/);
    const code = /Código de verificación\s+([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(text)![1]!;
    const verification = verificationSchema.parse((await get({}, `/api/public/verify/${code}`)).json());
    expect(verification).toMatchObject({ tipo: 'certificado_laboral', titular: 'Trabajador Prueba 0001' });
    expect(verification.sha256_archivo).toBe(sha256(withSalary.rawPayload));
    const stranger = await asCandidate(ctx, '5820008888', 'Otra Persona');
    expect((await get(stranger.headers, url)).statusCode).toBe(404);
    expect((await get(worker.headers, `${url}?salario=tal-vez`)).statusCode).toBe(400);
  });
});

describe('the demo data', () => {
  it('gives the demo candidate a running assignment under a signed contract and one to sign', async () => {
    const demo = await asDemoCandidate(ctx);
    const mine = assignmentListSchema.parse((await get(demo.headers, '/api/candidate/assignments')).json());
    expect(mine.map((a) => [a.empresa, a.estado, a.contrato?.estado])).toEqual(
      expect.arrayContaining([
        ['Logística Andina S.A.S.', 'activa', 'firmado'],
        ['Logística Andina S.A.S.', 'por_iniciar', 'por_firmar_trabajador'],
      ]),
    );
    const signed = mine.find((a) => a.contrato?.estado === 'firmado')!.contrato!;
    const verification = verificationSchema.parse(
      (await get({}, `/api/public/verify/${signed.codigo}`)).json(),
    );
    expect(verification.firmantes).toHaveLength(2);
    const pdf = await get(demo.headers, `/api/candidate/contracts/${signed.id}/pdf`);
    expect(sha256(pdf.rawPayload)).toBe(verification.sha256_archivo);
  });
});
