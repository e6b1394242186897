import { expect, test } from '@playwright/test';
import { pdfFile } from '../documents/support';
import { BELL_WAIT_MS, openBell } from '../support/bell';
import { companySignIn, expectNoAxeViolations, snap, staffSignIn } from '../staff/support';

const LINE = 'Conductor de tractomula (C3)';
const COMPANY = 'Logística Andina';
const longDay = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

// Issue 30 items 4 and 6: the agency proposes another start date for the line it turned down; the
// company's bell lights without a reload, it answers with a file and accepts; the agency's bell lights.
for (const width of [390, 1280]) {
  test(`la agencia propone otra fecha en la conversación de un cargo y la empresa la acepta (${width} px)`, async ({
    browser,
    page: staff,
    baseURL,
  }) => {
    // Two people in two browsers; with two e2e shards side by side each journey takes about twice as long.
    test.setTimeout(300_000);
    const size = { width, height: width < 600 ? 844 : 800 };
    await staff.setViewportSize(size);
    const day = new Date(Date.now() + (40 + width / 10) * 86_400_000).toISOString().slice(0, 10);
    // Unique per run, so a repeat on the same database finds its own message.
    const said = `¿Les sirve iniciar más adelante? (${width}, ${Date.now() % 100_000})`;
    const company = await companySignIn(browser, baseURL, size);

    await staffSignIn(staff, 'director@portal.local');
    await staff.goto('/dashboard/ordenes?estado=todas');
    const card = staff.getByRole('listitem').filter({ hasText: LINE }).filter({ hasText: COMPANY });
    await card.getByRole('link', { name: 'Conversación con la empresa' }).click();
    await expect(staff.getByRole('heading', { name: 'Conversación con la empresa' })).toBeVisible();
    await staff.getByLabel('Mensaje', { exact: true }).fill(said);
    await staff.getByLabel('Proponer otra fecha de inicio (opcional)').fill(day);
    await staff.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(staff.getByText('Mensaje enviado.')).toBeVisible();
    const sent = staff.getByRole('listitem').filter({ hasText: said });
    await expect(sent).toContainText('Sin leer');
    await expectNoAxeViolations(staff);
    await snap(staff, 'staff-order-conversation');

    // The company was on its process list: the bell lights up, and its link opens the conversation.
    // The news is told by its date: the other width's run left one with the same title, and the bell
    // shows this one only at its next poll.
    const panel = await openBell(company);
    const news = panel
      .getByRole('link', { name: new RegExp(`La agencia propone otra fecha: ${LINE.replace(/[()]/g, '.')}`) })
      .filter({ hasText: longDay.format(new Date(`${day}T12:00:00Z`)) });
    await expect(news).toBeVisible({ timeout: BELL_WAIT_MS });
    await news.click();
    await expect(company.getByRole('heading', { name: 'Conversación con la agencia' })).toBeVisible();
    const offer = company.getByRole('listitem').filter({ hasText: said });
    await expect(offer).toContainText('Agencia');
    await expect(offer).toContainText('Sin responder');

    await company
      .getByLabel('Mensaje', { exact: true })
      .fill('Sí nos sirve. Adjunto el perfil del conductor.');
    await company
      .getByLabel('Adjuntar archivo (PNG, JPG o PDF, hasta 10 MB)')
      .setInputFiles(pdfFile('perfil-c3.pdf'));
    await company.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(company.getByText('Mensaje enviado.')).toBeVisible();
    await expect(company.getByRole('link', { name: /perfil-c3\.pdf/ }).last()).toBeVisible();
    await offer.getByRole('button', { name: 'Aceptar fecha' }).click();
    await expect(company.getByText(/Aceptaste la fecha de inicio/)).toBeVisible();
    await expect(offer).toContainText('Aceptada');
    await expect(
      company.getByText(`Fecha de inicio: ${longDay.format(new Date(`${day}T12:00:00Z`))}`),
    ).toBeVisible();
    await expectNoAxeViolations(company);
    await snap(company, 'client-conversation');

    // The agency hears of it in its own bell, without a reload, and sees its message read.
    await expect(await openBell(staff)).toContainText(`Mensaje de ${COMPANY}`, { timeout: BELL_WAIT_MS });
    await staff.keyboard.press('Escape');
    await expect(sent).toContainText('Leído', { timeout: BELL_WAIT_MS });
    await expect(
      staff.getByRole('listitem').filter({ hasText: 'Acepto la fecha de inicio propuesta' }).last(),
    ).toBeVisible();
    await company.context().close();
  });
}
