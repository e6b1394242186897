import { expect, test } from '@playwright/test';
import { card, expectNoAxeViolations, pdfFile, signInDemo } from './support';

test.describe.configure({ mode: 'serial' });

test.describe('portal de documentos del candidato (/documentos)', () => {
  test('saluda, sube un PDF con barra de progreso y lo abre por el enlace firmado con los mismos bytes', async ({
    page,
  }) => {
    await signInDemo(page);
    await page.goto('/documentos');
    await expect(page.getByRole('heading', { name: 'Hola Ana Rodríguez' })).toBeVisible();
    await expect(page.getByText('Descubre las oportunidades laborales')).toBeVisible();
    await expectNoAxeViolations(page);

    const eps = card(page, 'Certificado de afiliación a EPS');
    await expect(eps).toHaveAttribute('data-attention', 'true');
    // Hold the upload at the network so the progress bar can be seen, then let it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/candidate/upload_file_to_s3', async (route) => {
      await held;
      await route.continue();
    });
    const file = pdfFile('certificado-eps.pdf', 2 * 1024 * 1024);
    await eps.getByLabel('Archivo para Certificado de afiliación a EPS').setInputFiles(file);
    await expect(
      eps.getByRole('progressbar', { name: 'Subiendo Certificado de afiliación a EPS' }),
    ).toBeVisible();
    release();
    await expect(page.getByText('Documento subido con éxito.')).toBeVisible();
    await expect(eps.getByRole('progressbar')).toHaveCount(0);
    await expect(eps.getByText('certificado-eps.pdf')).toBeVisible();
    await expect(eps).not.toHaveAttribute('data-attention', 'true');

    const link = eps.getByRole('link', { name: 'Ver certificado-eps.pdf' });
    await expect(link).toHaveAttribute('href', /signature=/);
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(await response.body()).equals(file.buffer)).toBe(true);
  });

  test('reemplaza el archivo y lo elimina tras la confirmación', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/documentos');
    const eps = card(page, 'Certificado de afiliación a EPS');
    await eps
      .getByLabel('Archivo para reemplazar certificado-eps.pdf')
      .setInputFiles(pdfFile('eps-2026.pdf'));
    await expect(page.getByText('Documento actualizado correctamente.')).toBeVisible();
    await expect(eps.getByText('eps-2026.pdf')).toBeVisible();
    await expect(eps.getByText('certificado-eps.pdf')).toHaveCount(0);

    await eps.getByRole('button', { name: 'Eliminar eps-2026.pdf' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText(
      '¿Estás seguro de que quieres eliminar este documento?',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(eps.getByText('eps-2026.pdf')).toBeVisible();

    await eps.getByRole('button', { name: 'Eliminar eps-2026.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Documento eliminado correctamente.')).toBeVisible();
    await expect(eps.getByText('eps-2026.pdf')).toHaveCount(0);
    await expect(eps).toHaveAttribute('data-attention', 'true');
  });

  test('rechaza en el navegador un tipo no permitido con el mensaje de la especificación', async ({
    page,
  }) => {
    await signInDemo(page);
    await page.goto('/documentos');
    const eps = card(page, 'Certificado de afiliación a EPS');
    await eps
      .getByLabel('Archivo para Certificado de afiliación a EPS')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(
      page.getByText('Tipo de archivo no permitido. Solo se aceptan PNG, JPG y PDF.'),
    ).toBeVisible();
  });
});
