import { expect, test } from '@playwright/test';
import { createUser, signIn, type TestUser } from '../auth/support';
import { expectNoAxeViolations } from './support';
import { snap } from '../staff/support';

let user: TestUser;
test.beforeAll(async ({ request }) => {
  user = await createUser(request);
});

test.describe('inicio del candidato', () => {
  test('el menú sincroniza ?tab= y Cerrar Sesión no navega a una pestaña', async ({ page }) => {
    await page.goto('/');
    await signIn(page, user.username, user.password);
    const menu = page.getByRole('navigation', { name: 'Menú del candidato' });
    // Documentos carries its pending count once the document report arrives ("Documentos8"): either
    // moment may be the one read.
    await expect(menu.getByRole('link')).toHaveText([
      'Vacantes',
      'Aplicaciones',
      'Mi Perfil',
      /^Documentos\d*$/,
    ]);
    await expect(menu.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();

    await menu.getByRole('link', { name: 'Aplicaciones' }).click();
    await expect(page).toHaveURL(/\/\?tab=applications$/);
    await expect(
      page.getByRole('heading', { name: 'Aún no te has postulado a ninguna vacante' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/\?tab=profile$/);
    await expect(page.getByLabel('Número de documento')).toHaveValue(user.username);
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: 'Vacantes' }).click();
    await expect(page).toHaveURL(/\/\?tab=jobs$/);
    await expect(menu.getByRole('link', { name: 'Vacantes' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page.getByLabel('Número de documento')).toBeVisible();

    await menu.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('tab')).not.toBe('jobs');
  });

  test('el saludo ocupa un tercio desde 768 px y no aparece a 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await signIn(page, user.username, user.password);
    const greeting = page.getByTestId('greeting-panel');
    await expect(greeting.getByRole('heading', { name: `¡Hola ${user.firstName}!` })).toBeVisible();
    const [panel, content] = await Promise.all([
      greeting.boundingBox(),
      page.getByRole('region', { name: 'Vacantes' }).boundingBox(),
    ]);
    const ratio = panel!.width / (panel!.width + content!.width + 24);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(0.37);
    expect(await greeting.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s');
    await expect(
      page.getByRole('list').filter({ has: page.getByRole('link', { name: /montacargas/i }) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(greeting).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Vacantes' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('los filtros de vacantes funcionan', async ({ page }) => {
    await page.goto('/');
    await signIn(page, user.username, user.password);
    const search = page.getByRole('search', { name: 'Buscar vacantes' });
    await search.getByLabel('Cargo o palabra clave').fill('produccion');
    await search.getByLabel('Ciudad').selectOption({ label: 'Mosquera' });
    await search.getByRole('button', { name: 'Buscar' }).click();
    const results = page.getByRole('region', { name: 'Vacantes' }).getByRole('listitem').getByRole('heading');
    await expect(page).toHaveURL(/[?&]q=produccion&id_ciudad=25473/);
    // The unfiltered list stays on screen until the filtered one arrives, so wait for the new list.
    await expect
      .poll(async () => {
        const titles = await results.allTextContents();
        return titles.length > 0 && titles.every((text) => /producción/i.test(text));
      })
      .toBe(true);

    // The search lives in the address: a vacancy and back keeps it.
    await results.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /producción/i })).toBeVisible();
    await page.goBack();
    await expect(search.getByLabel('Cargo o palabra clave')).toHaveValue('produccion');
    await expect(search.getByLabel('Ciudad')).toHaveValue('25473');
    await search.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page.getByText(/^\d+ vacantes encontradas$/)).toBeVisible();
  });

  test('Mi Perfil muestra los mensajes de validación de la especificación y guarda', async ({ page }) => {
    await page.goto('/?tab=profile');
    await signIn(page, user.username, user.password);
    const name = page.getByLabel('Primer nombre');
    const email = page.getByLabel('Correo electrónico');
    const phone = page.getByLabel('Número de celular (opcional)');
    await name.fill('');
    await email.fill('correo sin@arroba');
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('El nombre del candidato es obligatorio.');
    await expect(email).toHaveAccessibleDescription('El correo electrónico no es válido.');
    await expect(phone).toHaveAccessibleDescription(/El número de teléfono no es válido\.$/);
    await expectNoAxeViolations(page);

    await name.fill('Lucía');
    await email.fill(`nuevo${user.username}@example.co`);
    await phone.fill('3011234567');
    // The experience a company sees once it hires: a birth date too recent is refused, then fixed.
    const birth = page.getByLabel('Fecha de nacimiento');
    await birth.fill('2020-01-01');
    await page.getByLabel('Años de experiencia').fill('4');
    await page
      .getByLabel('Certificaciones (una por línea)')
      .fill('Licencia de montacargas\nCurso de alturas');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(birth).toHaveAccessibleDescription(/debes tener entre 15 y 90 años/);
    await birth.fill('1995-05-20');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Tus datos se guardaron correctamente.')).toBeVisible();
    await expect(phone).toHaveValue('+573011234567');
    await expect(page.getByLabel('Certificaciones (una por línea)')).toHaveValue(
      'Licencia de montacargas\nCurso de alturas',
    );
    await snap(page, 'candidate-profile');
  });

  test('Mi Perfil sin conexión avisa de inmediato y guarda al reintentar', async ({ page, context }) => {
    await page.goto('/?tab=profile');
    await signIn(page, user.username, user.password);
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    await page.getByLabel('Años de experiencia').fill('6');
    await context.setOffline(true);
    await save.click();
    await expect(page.getByText('Sin conexión. Revisa tu internet e intenta de nuevo.')).toBeVisible({
      timeout: 3_000,
    });
    await expect(save).toBeEnabled();
    await context.setOffline(false);
    await save.click();
    await expect(page.getByText('Tus datos se guardaron correctamente.')).toBeVisible();
  });

  test('Mi Perfil lleva al portal de documentos', async ({ page }) => {
    await page.goto('/?tab=profile');
    await signIn(page, user.username, user.password);
    await page.getByRole('link', { name: 'Ver mis documentos' }).click();
    await expect(page).toHaveURL(/\/documentos$/);
    await expect(page.getByRole('heading', { name: /^Hola/ })).toBeVisible();
  });
});
