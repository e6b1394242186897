import { expect, test } from '@playwright/test';
import { createUser, signIn } from '../auth/support';
import { expectNoAxeViolations, snap } from '../staff/support';

interface OutboxMessage {
  recipient: string;
  subject: string;
  text: string;
}

// Vacancy alerts (issue 15 item 6): the candidate gives the alerts authorization, subscribes by city
// and category in Mis datos, gets the digest, and stops it from the mail's link without signing in.
for (const width of [390, 1280]) {
  test(`Alertas de vacantes: suscribirse, recibir el resumen y cancelarlo desde el correo (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const user = await createUser(request, 'Alba');
    await page.goto('/');
    await signIn(page, user.username, user.password);
    await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toBeVisible();
    await page.goto('/mis-datos');

    const section = page.getByRole('region', { name: 'Alertas de vacantes' });
    await expect(section).toContainText('primero autoriza «Alertas de vacantes por correo»');
    await section.getByRole('button', { name: 'Autorizar alertas' }).click();
    await expect(section.getByRole('button', { name: 'Crear alerta' })).toBeVisible();
    await expect(section).toContainText('Aún no tienes alertas.');

    await section.getByLabel('Ciudad').selectOption({ label: 'Bogotá' });
    await section.getByLabel('Categoría').selectOption({ label: 'Montacargas' });
    await section.getByRole('button', { name: 'Crear alerta' }).click();
    await expect(page.getByText('Listo: te avisaremos de las vacantes nuevas que coincidan.')).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveText([/Montacargas en Bogotá/]);

    // The same city and category again is refused, and says so.
    await section.getByRole('button', { name: 'Crear alerta' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'Ya tienes una alerta para esa ciudad y esa categoría.',
    );

    // Any city, any category: every new vacancy.
    await section.getByLabel('Ciudad').selectOption({ label: 'Todas las ciudades' });
    await section.getByLabel('Categoría').selectOption({ label: 'Todas las categorías' });
    await section.getByRole('button', { name: 'Crear alerta' }).click();
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await expect(section.getByRole('listitem').nth(1)).toContainText(
      'Todas las categorías en todas las ciudades',
    );
    await expectNoAxeViolations(page);
    await snap(page, 'candidate-vacancy-alerts');

    await section.getByRole('button', { name: 'Quitar: Montacargas en Bogotá' }).click();
    await expect(page.getByText('Quitamos la alerta.')).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(1);

    // The morning digest, sent now through the development trigger, names the day's vacancies.
    expect((await request.post('/api/dev/vacancy-alerts/run')).ok()).toBe(true);
    const outbox = (await (await request.get('/api/dev/outbox')).json()) as OutboxMessage[];
    const digest = outbox.find((mail) => mail.recipient === user.email && /vacante/.test(mail.subject));
    expect(digest?.text).toContain('coinciden con tus alertas');
    const link = /https?:\/\/[^\s]+\/alertas\/cancelar\?token=\S+/.exec(digest!.text)![0];

    // The link works signed out, on any device.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { name: 'Cancelar alertas de vacantes' })).toBeVisible();
    await expect(page.getByText('Listo: ya no te enviaremos alertas de vacantes.')).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, 'vacancy-alerts-unsubscribed');

    await page.goto('/alertas/cancelar?token=1.falso');
    await expect(page.getByText('Este enlace para cancelar las alertas no es válido.')).toBeVisible();

    await page.goto('/');
    await signIn(page, user.username, user.password);
    await expect(page.getByRole('navigation', { name: 'Menú del candidato' })).toBeVisible();
    await page.goto('/mis-datos');
    const consents = page.getByRole('region', { name: 'Tus autorizaciones' });
    await expect(
      consents.getByRole('listitem').filter({ hasText: 'Alertas de vacantes por correo' }),
    ).toContainText('No autorizada');
    await expect(section).toContainText('primero autoriza');
  });
}
