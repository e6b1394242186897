import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff } from '../../../test-support/staff.js';
import { createTestApp, type TestContext } from '../../../test-support/test-app.js';
import { createOrResetAdmin } from './first-admin.js';
import { temporaryDataFolder } from '../../../test-support/data-folder.js';

const repoRoot = new URL('../../../../../../', import.meta.url).pathname;

describe('createOrResetAdmin', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('creates an admin who can sign in, then resets its password and closes its sessions', async () => {
    const admin = {
      correo: 'jefa@agencia.co',
      primer_nombre: 'Ana',
      primer_apellido: 'Pérez',
      password: 'Primera-Clave-1',
    };
    expect((await createOrResetAdmin(ctx.app.db, admin)).created).toBe(true);
    const first = await asStaff(ctx, admin.correo, admin.password);
    expect((await createOrResetAdmin(ctx.app.db, { ...admin, password: 'Segunda-Clave-2' })).created).toBe(
      false,
    );
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: first.cookie } })).statusCode,
    ).toBe(401);
    const second = await asStaff(ctx, admin.correo, 'Segunda-Clave-2');
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: second.cookie } })).json().rol,
    ).toBe('admin');
  });
});

describe('npm run admin:create', () => {
  const run = (args: string[], input: string, dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/scripts/create-admin.ts', ...args], {
      cwd: repoRoot,
      input,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });

  it('reads the password from stdin, and refuses a bad e-mail or a short password in Spanish', () => {
    const dataDir = temporaryDataFolder('portal-admin');
    const created = run(['--correo', 'jefa@agencia.co'], 'Clave-Admin-2026\n', dataDir);
    expect(created.stdout).toContain('Administrador jefa@agencia.co creado.');
    expect(created.status).toBe(0);
    const short = run(['--correo', 'jefa@agencia.co'], 'corta\n', dataDir);
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('La contraseña debe tener al menos 8 caracteres.');
    const noEmail = run([], 'Clave-Admin-2026\n', dataDir);
    expect(noEmail.status).toBe(1);
    expect(noEmail.stderr).toContain('Indique un correo válido');
  });
});
