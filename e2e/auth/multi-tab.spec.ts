import { expect, test } from '@playwright/test';
import { DEMO, signedInHeading, signIn } from './support';

test('entrar y salir en una pestaña se refleja en la otra', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/');
  await expect(second.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();

  await signIn(first, DEMO.username, DEMO.password);
  await expect(signedInHeading(first, DEMO.firstName)).toBeVisible();
  // The other tab hears authEvent and re-checks its session.
  await expect(signedInHeading(second, DEMO.firstName)).toBeVisible();

  await first.evaluate(() => {
    for (const key of ['user_id', 'user_token', 'user', 'utm_source', 'utm_campaign']) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem('idEspacioAgendamiento', '3');
    localStorage.setItem('selectedJobId', '9');
    localStorage.setItem('vacanteRegister', '9');
    localStorage.setItem('job_9', '{}');
    localStorage.setItem('preferencia', 'se queda');
  });
  await first.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(first.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Ingresa al portal' })).toBeVisible();

  const keys = await first.evaluate(() => Object.keys(localStorage).sort());
  expect(keys.filter((key) => !key.startsWith('CognitoIdentityServiceProvider.'))).toEqual([
    'authEvent',
    'preferencia',
  ]);
});
