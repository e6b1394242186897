import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createUser, signIn, signedInHeading } from '../auth/support';

export const STAFF_PASSWORD = 'Portal2026!';

/** Signs in at /signin and waits for the panel. */
export async function staffSignIn(page: Page, correo: string, password = STAFF_PASSWORD) {
  await page.goto('/signin');
  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('navigation', { name: 'Panel de la agencia' })).toBeVisible();
}

export { expectNoAxeViolations } from '../support/axe';

/** A screenshot kept with the run's results, to look at after the run. */
export const snap = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

/** Creates and publishes an agency vacancy from the panel; answers its public address. */
export async function publishVacancy(staff: Page, titulo: string, company?: string): Promise<string> {
  await staff.goto('/dashboard/vacantes/nueva');
  await staff.getByLabel('Título', { exact: true }).fill(titulo);
  await staff
    .getByLabel('Descripción')
    .fill('Empaque y sellado de producto terminado en línea de producción.');
  await staff.getByLabel('Empresa (nombre que se muestra)').fill(company ?? 'Logística Andina');
  if (company) await staff.getByLabel('Empresa cliente').selectOption({ label: company });
  await staff.getByLabel('Ciudad').selectOption({ index: 1 });
  await staff.getByLabel('Categoría').selectOption({ index: 1 });
  await staff.getByLabel('Lugar de trabajo').fill('Planta Montevideo');
  await staff.getByLabel('Turno').fill('Diurno');
  await staff.getByLabel('Salario mensual (COP)').fill('1500000');
  await staff.getByRole('button', { name: 'Crear y publicar' }).click();
  await expect(staff).toHaveURL(/\/dashboard\/vacantes\/\d+$/);
  return staff.url().replace('/dashboard/vacantes/', '/vacancy/');
}

/** A new candidate, signed in in a browser of their own, who applies to the vacancy at `publicUrl`. */
export async function candidateApplies(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string | undefined,
  publicUrl: string,
  firstName?: string,
) {
  const user = await createUser(request, firstName);
  const candidate = await (await browser.newContext({ baseURL, locale: 'es-CO' })).newPage();
  await candidate.goto('/');
  await signIn(candidate, user.username, user.password);
  await expect(signedInHeading(candidate, user.firstName)).toBeVisible();
  await candidate.goto(publicUrl);
  await candidate.getByRole('button', { name: 'Postularme' }).click();
  await expect(candidate.getByText('Estado: Postulación recibida')).toBeVisible();
  return { user, candidate };
}

/** A comment on a move and who reads it ('Quién lo lee'). */
export interface MoveNote {
  nota: string;
  audiencia: 'Interna (solo la agencia)' | 'Compartida con la empresa' | 'Compartida con el candidato';
}

/**
 * The agency moves one application to "Enviada al cliente" from the vacancy's pipeline, with a
 * comment on either move when given.
 */
export async function sendToClient(staff: Page, name: string, notes: (MoveNote | undefined)[] = []) {
  const entry = staff
    .getByRole('region', { name: /Postulaciones/ })
    .getByRole('listitem')
    .filter({ hasText: name });
  for (const [i, estado] of ['Preseleccionada', 'Enviada al cliente'].entries()) {
    await entry.getByLabel('Mover a').selectOption({ label: estado });
    const note = notes[i];
    if (note) {
      await entry.getByLabel('Comentario').fill(note.nota);
      await entry.getByLabel('Quién lo lee').selectOption({ label: note.audiencia });
    }
    await entry.getByRole('button', { name: 'Mover' }).click();
    await expect(staff.getByText(`La postulación pasó a «${estado}».`).last()).toBeVisible();
  }
}

/** The demo company user, signed in at /signin in a browser of their own; lands on its processes. */
export async function companySignIn(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const company = await (await browser.newContext({ baseURL, locale: 'es-CO', viewport })).newPage();
  await company.goto('/signin');
  await company.getByLabel('Correo electrónico').fill('empresa@portal.local');
  await company.getByLabel('Contraseña', { exact: true }).fill(STAFF_PASSWORD);
  await company.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(company.getByRole('heading', { name: 'Selecciona un Proceso' })).toBeVisible();
  return company;
}
