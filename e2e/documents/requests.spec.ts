import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../auth/support';
import { card, expectNoAxeViolations, pdfFile } from './support';

test.describe.configure({ mode: 'serial' });

test.describe('solicitudes de documentos (/solicitudes-documentos)', () => {
  test('sin sesión pide entrar y vuelve a la misma ruta con su consulta; cargando y luego pendientes', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/candidate/documents/report*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/solicitudes-documentos?origen=correo');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await signIn(page, DEMO.username, DEMO.password);
    await expect(page).toHaveURL(/\/solicitudes-documentos\?origen=correo$/);
    await expect(page.getByRole('heading', { name: 'Cargando documentos...' })).toBeVisible();
    await expect(
      page.getByText('Estamos obteniendo la información de tus documentos. Un momento por favor.'),
    ).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Documentos pendientes por cargar' })).toBeVisible();
    await expect(
      page.getByText(
        'Para completar tu proceso, es necesario que cargues o actualices los documentos solicitados a continuación.',
      ),
    ).toBeVisible();
    // Only the types that have requests.
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(card(page, 'Cédula de ciudadanía')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The candidate menu counts the documents needing attention as the portal does, and leads to it
    // (issue 9 item 20).
    const menu = page.getByRole('navigation', { name: 'Menú del candidato' });
    const documents = menu.getByRole('link', { name: /^Documentos, \d+ documentos requieren tu atención$/ });
    await expect(documents).not.toHaveAttribute('aria-current');
    const badge = Number((await documents.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await documents.click();
    await expect(page).toHaveURL(/\/documentos$/);
    await expect(documents).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Hola Ana Rodríguez' })).toBeVisible();
    await expect(page.getByText(`Tienes ${badge} documentos que requieren tu atención.`)).toBeVisible();
  });

  test('responde cada solicitud y queda sin pendientes', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO.username, DEMO.password);
    await page.waitForFunction(() => localStorage.getItem('candidate'));
    await page.goto('/solicitudes-documentos');
    await expect(page.getByRole('heading', { name: 'Documentos pendientes por cargar' })).toBeVisible();
    // Each answered request takes one document off the menu's count.
    const menu = page.getByRole('navigation', { name: 'Menú del candidato' });
    const attention = (count: number) =>
      menu.getByRole('link', {
        name: `Documentos, ${count} ${count === 1 ? 'documento requiere' : 'documentos requieren'} tu atención`,
      });
    const documents = menu.getByRole('link', {
      name: /^Documentos, \d+ documentos? requieren? tu atención$/,
    });
    const before = Number((await documents.getAttribute('aria-label'))?.match(/\d+/)?.[0]);

    const cv = card(page, 'Hoja de vida');
    await expect(cv.getByText('Actualización solicitada')).toBeVisible();
    await cv
      .getByLabel('Archivo para reemplazar hoja-de-vida-ana-maria.pdf')
      .setInputFiles(pdfFile('hv-2026.pdf'));
    await expect(page.getByText('Documento actualizado correctamente.')).toBeVisible();
    await expect(card(page, 'Hoja de vida')).toHaveCount(0);
    await expect(attention(before - 1)).toBeVisible();

    const bank = card(page, 'Certificación bancaria');
    await bank.getByLabel('Archivo para Certificación bancaria').setInputFiles(pdfFile('banco.pdf'));
    await expect(card(page, 'Certificación bancaria')).toHaveCount(0);
    await expect(attention(before - 2)).toBeVisible();

    const extra = card(page, 'Documentos adicionales');
    const formLink = extra.getByRole('link', { name: 'Ver formato de la empresa' });
    await expect(formLink).toHaveAttribute('href', /signature=/);
    await extra
      .getByLabel('Archivo para Formato de autorización de tratamiento de datos')
      .setInputFiles(pdfFile('autorizacion-firmada.pdf'));

    await expect(page.getByRole('heading', { name: 'No tienes solicitudes pendientes' })).toBeVisible();
    await expect(
      page.getByText(
        'Has completado todos los documentos solicitados. No necesitas realizar ninguna acción en este momento.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // Required documents never loaded still count: the requests were all that this page asked for.
    await expect(attention(before - 3)).toBeVisible();
    await expectNoAxeViolations(page);

    // The answered additional document now shows in the portal, in type 14's own card.
    await page.getByRole('link', { name: 'Ver mis documentos' }).click();
    await expect(card(page, 'Documentos adicionales').getByText('autorizacion-firmada.pdf')).toBeVisible();
  });
});
