import { expect, test } from '@playwright/test';
import { createUser, signIn } from '../auth/support';
import { expectNoAxeViolations, snap, staffSignIn } from '../staff/support';

// Ley 1581 de 2012: the candidate asks for the deletion of their account in Mis datos; the agency sees
// it in its queue with the legal due date, answers it, and the account is gone.
for (const width of [390, 1280]) {
  test(`el candidato pide eliminar su cuenta y la agencia la atiende (${width} px)`, async ({
    page,
    browser,
    request,
  }) => {
    const size = { width, height: width < 600 ? 844 : 800 };
    await page.setViewportSize(size);
    const user = await createUser(request, 'Elena');
    await page.goto('/mis-datos');
    await signIn(page, user.username, user.password);
    await expect(page.getByRole('heading', { name: 'Mis datos', level: 1 })).toBeVisible();

    const requests = page.getByRole('region', { name: 'Consultas y reclamos' });
    await expect(requests).toContainText('Aún no has enviado solicitudes.');
    await requests.getByLabel('¿Qué necesitas?').selectOption({ label: 'Eliminar mi cuenta y mis datos' });
    await expect(requests.getByText(/cerraremos tu cuenta y borraremos tus documentos/)).toBeVisible();
    await requests.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(requests.getByLabel('Cuéntanos los detalles')).toHaveAccessibleDescription(
      /Cuéntanos en al menos 10 caracteres qué necesitas\./,
    );
    await requests
      .getByLabel('Cuéntanos los detalles')
      .fill('Ya conseguí trabajo; borren mi cuenta y mis datos.');
    await requests.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      page.getByText(/^Recibimos tu solicitud\. Te respondemos a más tardar el \d+ de \w+ de \d{4}\.$/),
    ).toBeVisible();
    const mine = requests.getByRole('list', { name: 'Mis solicitudes' }).getByRole('listitem');
    await expect(mine).toHaveCount(1);
    await expect(mine.first()).toContainText('En trámite');
    await expectNoAxeViolations(page);
    await snap(page, 'candidate-data-request');

    const staffContext = await browser.newContext({ viewport: size });
    const staff = await staffContext.newPage();
    // A candidate who never applied belongs to no group: an admin attends the request (decision 0049).
    await staffSignIn(staff, 'admin@portal.local');
    await staff
      .getByRole('navigation', { name: 'Panel de la agencia' })
      .getByRole('link', { name: 'Solicitudes de datos' })
      .click();
    await expect(staff.getByRole('heading', { name: 'Solicitudes sobre datos personales' })).toBeVisible();
    const card = staff.getByRole('listitem').filter({ hasText: user.username });
    await expect(card).toContainText('Eliminar mi cuenta y mis datos');
    await expect(card).toContainText(/Vence en \d+ días hábiles/);
    await expectNoAxeViolations(staff);
    await snap(staff, 'staff-data-requests');

    await card.getByRole('button', { name: /^Responder a / }).click();
    const dialog = staff.getByRole('dialog', { name: /^Responder a / });
    await expect(dialog.getByText(/se cierra su cuenta y se borran sus documentos/)).toBeVisible();
    await dialog
      .getByLabel('Respuesta al titular')
      .fill('Eliminamos tu cuenta, tus documentos y tus datos personales. Gracias por confiar en nosotros.');
    await expectNoAxeViolations(staff);
    await snap(staff, 'staff-data-request-answer');
    await dialog.getByRole('button', { name: 'Eliminar y responder' }).click();
    await expect(
      staff.getByText('Eliminamos la cuenta y los datos del titular. Le avisamos por correo.'),
    ).toBeVisible();
    await expect(staff.getByRole('listitem').filter({ hasText: user.username })).toHaveCount(0);
    await staffContext.close();

    // The account is closed: signing in again is refused.
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.goto('/');
    await signIn(page, user.username, user.password);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toHaveCount(0);
  });
}
