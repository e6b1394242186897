import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentListSchema } from '@portal/shared/assignments/assignment';
import {
  contractPreviewSchema,
  contractTemplateListSchema,
  contractTemplateMessages,
} from '@portal/shared/contracts/staff';
import { CONTRACT_FIELDS } from '@portal/shared/contracts/template';
import { asStaff, type StaffActor } from '../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 31 item 1: contract templates per type, versioned, previewed with a real assignment's data.
let ctx: TestContext;
let admin: StaffActor;
let director: StaffActor;

const templates = async (who: StaffActor) =>
  contractTemplateListSchema.parse(
    (await ctx.app.inject({ url: '/api/staff/contract-templates', headers: who.headers })).json(),
  );
const post = (who: StaffActor, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: who.headers, payload });
const firstAssignment = async () =>
  assignmentListSchema.parse(
    (await ctx.app.inject({ url: '/api/staff/assignments', headers: director.headers })).json(),
  )[0]!;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await asStaff(ctx, 'admin@portal.local');
  director = await asStaff(ctx, 'director@portal.local');
});
afterAll(() => ctx.close());

describe('contract templates', () => {
  it('ship one per contract type, as version 1, with the fields a template may name', async () => {
    const list = await templates(director);
    expect(list.plantillas.map((t) => [t.tipo, t.version, t.autor])).toEqual([
      ['obra_labor', 1, null],
      ['termino_fijo', 1, null],
    ]);
    expect(list.plantillas[0]!.cuerpo).toMatch(/\{\{trabajador\}\}.*\{\{documento\}\}/s);
    expect(list.campos).toContainEqual({ campo: 'poliza_numero', etiqueta: CONTRACT_FIELDS.poliza_numero });
  });

  it('an admin saves a new version; staff may not; unknown fields are named', async () => {
    const cuerpo = '# Contrato\n\nEntre {{empleador}} y {{trabajador}}, C.C. {{documento}}.';
    expect(
      (await post(director, '/api/staff/contract-templates', { tipo: 'obra_labor', cuerpo })).statusCode,
    ).toBe(403);
    const unknown = await post(admin, '/api/staff/contract-templates', {
      tipo: 'obra_labor',
      cuerpo: `${cuerpo} {{sueldo}}`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(contractTemplateMessages.unknownFields(['sueldo']));
    const saved = await post(admin, '/api/staff/contract-templates', { tipo: 'obra_labor', cuerpo });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().message).toBe(contractTemplateMessages.saved(2));
    const current = (await templates(director)).plantillas.find((t) => t.tipo === 'obra_labor')!;
    expect(current).toMatchObject({ version: 2, cuerpo, autor: expect.stringMatching(/\S/) });
  });

  it('previews with an assignment’s data, and names what is missing instead of leaving a blank', async () => {
    const assignment = await firstAssignment();
    const preview = async (cuerpo: string) => {
      const res = await post(director, '/api/staff/contract-templates/preview', {
        cuerpo,
        id_mision: assignment.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      return contractPreviewSchema.parse(res.json());
    };
    const filled = await preview(
      'Trabajador: {{trabajador}} · {{empresa_usuaria}} · {{salario}} · {{empleador}}',
    );
    expect(filled.faltan).toEqual([]);
    expect(filled.texto).toContain(assignment.trabajador);
    expect(filled.texto).toContain(assignment.empresa);
    expect(filled.texto).toMatch(/\$\s?\d{1,3}(\.\d{3})+/);
    expect(filled.texto).toContain('Portal de Empleo Servicios Temporales S.A.S.');
    // Alimentos del Valle has no wage policy on record: the shipped template says what is missing.
    const shipped = (await templates(director)).plantillas.find((t) => t.tipo === 'termino_fijo')!;
    const all = assignmentListSchema.parse(
      (await ctx.app.inject({ url: '/api/staff/assignments', headers: admin.headers })).json(),
    );
    const alimentos = all.find((a) => a.empresa.startsWith('Alimentos del Valle'))!;
    const res = await post(admin, '/api/staff/contract-templates/preview', {
      cuerpo: shipped.cuerpo,
      id_mision: alimentos.id,
    });
    const missing = contractPreviewSchema.parse(res.json());
    expect(missing.texto).toBeNull();
    expect(missing.faltan).toEqual([
      CONTRACT_FIELDS.poliza_numero,
      CONTRACT_FIELDS.poliza_aseguradora,
      CONTRACT_FIELDS.poliza_vigencia,
      CONTRACT_FIELDS.poliza_valor,
    ]);
  });

  it('once the company’s wage policy is on record, the shipped template renders whole', async () => {
    const assignment = await firstAssignment();
    const url = `/api/staff/companies/${assignment.id_empresa}/wage-policy`;
    const bad = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: director.headers,
      payload: { aseguradora: '', valor: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'aseguradora',
      'numero',
      'valor',
      'vigencia_hasta',
    ]);
    const policy = {
      aseguradora: 'Seguros del Estado S.A.',
      numero: 'GL-2026-00917',
      vigencia_hasta: '2027-06-30',
      valor: 250_000_000,
    };
    const saved = await ctx.app.inject({ method: 'PUT', url, headers: director.headers, payload: policy });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await ctx.app.inject({ url, headers: director.headers })).json()).toEqual(policy);
    const shipped = (await templates(director)).plantillas.find((t) => t.tipo === 'termino_fijo')!;
    const res = await post(director, '/api/staff/contract-templates/preview', {
      cuerpo: shipped.cuerpo,
      id_mision: assignment.id,
    });
    const preview = contractPreviewSchema.parse(res.json());
    expect(preview.faltan).toEqual([]);
    expect(preview.texto).toMatch(
      /póliza\s+GL-2026-00917 de Seguros del Estado S\.A\., vigente hasta el 30 de junio de 2027, por \$\s?250\.000\.000/,
    );
    expect(preview.texto).not.toMatch(/\{\{/);
    // Another group's company is out of reach.
    const other = await ctx.app.inject({
      url: '/api/staff/companies/2147483647/wage-policy',
      headers: director.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers 404 for an assignment out of reach, and 400 in Spanish for a bad request', async () => {
    const res = await post(director, '/api/staff/contract-templates/preview', {
      cuerpo: 'x'.repeat(30),
      id_mision: 2_147_483_647,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(contractTemplateMessages.assignmentNotFound);
    const bad = await post(admin, '/api/staff/contract-templates', { tipo: 'indefinido', cuerpo: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      tipo: contractTemplateMessages.typeInvalid,
      cuerpo: contractTemplateMessages.bodyRequired,
    });
  });
});
