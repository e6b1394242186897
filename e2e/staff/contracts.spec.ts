import { expect, test } from '@playwright/test';
import { outboxIds, readCode } from '../auth/support';
import { apiAsPage, demoWorkerMissions } from '../candidate/support';
import { expectNoAxeViolations, snap, staffSignIn } from './support';

// Issue 31 item 7: the demo candidate signs her next contract on a phone with a code from her mail,
// the agency countersigns at a desk, the company sees the worker on assignment with the signed
// contract, and anyone checks it at /verificar/:codigo.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test('a contract signed on a phone, countersigned by the agency and seen by the company', async ({
  browser,
  baseURL,
  request,
}) => {
  const open = async (viewport: typeof PHONE) =>
    (await browser.newContext({ baseURL, locale: 'es-CO', viewport })).newPage();

  // The worker, on her phone: 'Mis misiones' shows the running assignment and the next one to sign.
  const { page: worker, missions: mine } = await demoWorkerMissions(browser, baseURL, PHONE);
  await expect(mine.getByText('Firmado', { exact: true })).toBeVisible();
  await expect(mine.getByText('Espera la firma del trabajador')).toBeVisible();
  await expectNoAxeViolations(worker);
  await snap(worker, 'contract-worker-missions');
  await mine.getByRole('button', { name: 'Leer y firmar el contrato' }).click();
  const dialog = worker.getByRole('dialog');
  await expect(dialog.getByLabel('Texto del contrato')).toContainText('Ana María Rodríguez');
  const seen = await outboxIds(request);
  await dialog.getByRole('button', { name: 'Enviarme el código para firmar' }).click();
  await expect(dialog.getByText(/Te enviamos un código de 6 dígitos/)).toBeVisible();
  await dialog
    .getByLabel('Código de 6 dígitos')
    .fill(await readCode(request, 'ana.rodriguez@example.co', seen));
  await dialog.getByRole('checkbox').check();
  await expectNoAxeViolations(worker);
  await snap(worker, 'contract-worker-sign');
  await dialog.getByRole('button', { name: 'Firmar contrato' }).click();
  await expect(worker.getByText('Firmaste el contrato.').first()).toBeVisible();
  await expect(mine.getByText('Espera la firma de la agencia')).toBeVisible();

  // The agency, at a desk: the director countersigns with a code of their own.
  const director = await open(DESKTOP);
  await staffSignIn(director, 'director@portal.local');
  await director.goto('/dashboard/misiones');
  const card = director.getByRole('listitem').filter({ hasText: 'Ana María Rodríguez' }).filter({
    hasText: 'Espera la firma de la agencia',
  });
  await card.getByRole('button', { name: /Firmar como agencia/ }).click();
  const countersign = director.getByRole('dialog');
  const before = await outboxIds(request);
  await countersign.getByRole('button', { name: 'Enviarme el código para firmar' }).click();
  await countersign
    .getByLabel('Código de 6 dígitos')
    .fill(await readCode(request, 'director@portal.local', before));
  await countersign.getByLabel('Tu número de documento').fill('79123456');
  await countersign.getByRole('checkbox').check();
  await expectNoAxeViolations(director);
  await snap(director, 'contract-agency-sign');
  await countersign.getByRole('button', { name: 'Firmar contrato' }).click();
  await expect(director.getByText(/Contrato firmado por las dos partes/).first()).toBeVisible();

  // The company sees its worker on assignment, with the signed contract to download.
  const company = await open(PHONE);
  await company.goto('/signin');
  await company.getByLabel('Correo electrónico').fill('empresa@portal.local');
  await company.getByLabel('Contraseña', { exact: true }).fill('Portal2026!');
  await company.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(company.getByRole('heading', { name: 'Selecciona un Proceso' })).toBeVisible();
  await company.goto('/order/misiones');
  const workers = company.getByRole('listitem').filter({ hasText: 'Ana María Rodríguez' });
  await expect(workers).toHaveCount(2);
  await expect(workers.getByRole('button', { name: /Descargar el contrato/ })).toHaveCount(2);
  const download = company.waitForEvent('download');
  await workers
    .first()
    .getByRole('button', { name: /Descargar el contrato/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^contrato-[A-Z2-9-]+-firmado\.pdf$/);
  await expectNoAxeViolations(company);
  await snap(company, 'contract-company-missions');

  // Anyone checks it by its code, on a phone and at a desk.
  const [contract] = await apiAsPage<{ contrato: { codigo: string } | null }[]>(
    worker,
    '/api/candidate/assignments',
  );
  expect(contract?.contrato?.codigo).toBeTruthy();
  for (const viewport of [PHONE, DESKTOP]) {
    const anyone = await open(viewport);
    await anyone.goto(`/verificar/${contract!.contrato!.codigo}`);
    await expect(anyone.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(anyone.getByText('Ana María Rodríguez').first()).toBeVisible();
    await expectNoAxeViolations(anyone);
    await snap(anyone, 'contract-verification');
  }
});
