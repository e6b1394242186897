import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootData } from '@portal/shared/system/boot';
import { landingHead } from '@portal/shared/messages';
import { ciudades, vacantes } from '../../db/schema/index.js';
import { SESSION_HINT_SCRIPT } from '../../lib/session-hint.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 13: a crawler or a WhatsApp preview runs no JavaScript; the first HTML must say it all.
const ORIGIN = 'https://empleo.example.co';
const TEMPLATE = `<!doctype html>
<html lang="es-CO">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Genérica"
    />
    <title>Portal de Empleo</title>
    <script type="module" src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

// The web build's manifest: the entry (a loader) imports the app on demand, and the vacancy route needs
// one chunk of its own beyond the entry's.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/app/start.tsx'],
  },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_shared.js', '_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/app/routes/public/vacancy.tsx': { file: 'assets/vacancy-1.js', imports: ['_shared.js', '_card.js'] },
  '_card.js': { file: 'assets/card-1.js' },
  'src/app/routes/public/home.tsx': { file: 'assets/home-1.js', imports: ['_shared.js'] },
  'src/features/candidate/identity/AuthScreen.tsx': { file: 'assets/auth-1.js', imports: ['_shared.js'] },
  'src/lib/amplify-auth.ts': { file: 'assets/amplify-1.js', imports: ['_shared.js'] },
  'src/app/CandidateHomeScreen.tsx': {
    file: 'assets/candidate-home-1.js',
    imports: ['_react.js', '_card.js'],
  },
  '../../packages/shared/src/notifications.ts': { file: 'assets/notifications-1.js' },
};

const PRIVACY_TEXT = { meta: { updated: '2026-01-15' }, html: '<p>Tratamos tus datos…</p>' };
/** Renders what it is given; fails on the terms page, as a screen that breaks on the server would. */
const SERVER_RENDER = `export async function renderPage(url, queries) {
  if (url.endsWith('/politicas/terminos')) throw new Error('roto en el servidor');
  return '<main data-url="' + url + '">' + queries.length + ' consultas</main>';
}`;

let ctx: TestContext;
let openId: number;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(dist, 'policies', 'v1'), { recursive: true });
  writeFileSync(join(dist, 'policies', 'v1', 'privacidad.json'), JSON.stringify(PRIVACY_TEXT));
  // The web build's server render, as `npm run build` writes it next to the SPA (decision 0043).
  mkdirSync(`${dist}-server`);
  writeFileSync(`${dist}-server/entry-server.js`, SERVER_RENDER);
  ctx = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: ORIGIN });
  const page = (await ctx.app.inject({ url: '/api/vacancies' })).json();
  openId = page.items[0].id_vacante;
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });
const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
};
const bootOf = (html: string): BootData => {
  const match = /<script type="application\/json" id="portal-boot">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as BootData;
};
const setVacancy = (values: Partial<typeof vacantes.$inferInsert>) =>
  ctx.database.db.update(vacantes).set(values).where(eq(vacantes.id_vacante, openId));

describe('the first HTML of a vacancy page', () => {
  it('has its title, description, canonical URL, link preview tags and the JobPosting JSON-LD', async () => {
    const res = await get(`/vacancy/${openId}?utm_source=whatsapp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const vacancy = (await ctx.app.inject({ url: `/api/vacancies/${openId}` })).json();
    const html = res.body;
    expect(html).toContain(`<title>${vacancy.titulo} en ${vacancy.nombre_ciudad} | Portal de Empleo</title>`);
    expect(html).not.toContain('content="Genérica"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/vacancy/${openId}" />`);
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'og:locale'])
      expect(html).toContain(`property="${tag}"`);
    expect(html).toContain('content="es_CO"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'JobPosting',
      title: vacancy.titulo,
      datePosted: vacancy.fecha_publicacion,
      employmentType: expect.any(String),
      hiringOrganization: { name: vacancy.empresa },
      jobLocation: {
        address: {
          addressLocality: vacancy.nombre_ciudad,
          addressRegion: vacancy.departamento,
          addressCountry: 'CO',
        },
      },
      baseSalary: { currency: 'COP', value: { value: vacancy.salario, unitText: 'MONTH' } },
      directApply: true,
    });
  });

  it('escapes a title that tries to break out of the script, the attributes or the replacement', async () => {
    const hostile = `Operario "</script><script>alert(1)</script> $' $& <b>`;
    await setVacancy({ titulo: hostile });
    const html = (await get(`/vacancy/${openId}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    // The app's module script, the JSON-LD, the boot data and the session hint: nothing the title opened.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(jsonLdOf(html).title).toBe(hostile);
    expect((bootOf(html).queries![0]![1] as { titulo: string }).titulo).toBe(hostile);
    expect(html).toContain('&quot;&lt;/script&gt;');
    expect(html).toContain("$' $&amp;");
  });

  it('a closed vacancy keeps its page but leaves search: noindex and no JobPosting', async () => {
    await setVacancy({ estado: 'cerrada' });
    const res = await get(`/vacancy/${openId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLdOf(res.body)).toBeNull();
    expect((await get('/sitemap.xml')).body).not.toContain(`/vacancy/${openId}<`);
    await setVacancy({ estado: 'abierta' });
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${ORIGIN}/vacancy/${openId}</loc>`);
  });

  it.each(['999999', '2147483648', 'abc', '0'])(
    'an unknown vacancy (%s) answers 404, noindex, with the app',
    async (id) => {
      const res = await get(`/vacancy/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it("loads no script but the entry up front, and names the app's and its route's for when the app starts", async () => {
    const html = (await get(`/vacancy/${openId}`)).body;
    expect(html).not.toContain('modulepreload');
    expect(bootOf(html).scripts!.sort()).toEqual([
      '/assets/card-1.js',
      '/assets/react-1.js',
      '/assets/start-1.js',
      '/assets/vacancy-1.js',
    ]);
  });

  it('carries the runtime config and the vacancy as the API answers them, so the app renders at once', async () => {
    const boot = bootOf((await get(`/vacancy/${openId}`)).body);
    expect(boot.config).toEqual((await get('/api/config')).json());
    expect(boot.config.identity.userPoolEndpoint).toBe(`${ORIGIN}/cognito`);
    const detail = (await get(`/api/vacancies/${openId}`)).json();
    expect(boot.queries).toEqual([[['vacancy', String(openId)], detail]]);
  });

  it('comes rendered on the server, live until the app takes over', async () => {
    const html = (await get(`/vacancy/${openId}?utm_source=whatsapp`)).body;
    expect(html).toContain(
      `<div id="root"><fieldset class="prerendered"><main data-url="${ORIGIN}/vacancy/${openId}">1 consultas</main></fieldset></div>`,
    );
  });

  it("a link to one of its times comes rendered with that time's address, kept apart", async () => {
    const chosen = (await get(`/vacancy/${openId}?id_espacio_agendamiento=7&utm_source=x`)).body;
    expect(chosen).toContain(`<main data-url="${ORIGIN}/vacancy/${openId}?id_espacio_agendamiento=7">`);
    // Read as the app reads it, so both renders agree.
    for (const same of ['07', '+7', '7.0', '7&id_espacio_agendamiento=9']) {
      const read = (await get(`/vacancy/${openId}?id_espacio_agendamiento=${same}`)).body;
      expect(read).toContain(`<main data-url="${ORIGIN}/vacancy/${openId}?id_espacio_agendamiento=7">`);
    }
    for (const bogus of ['abc', '0', '1.5', '']) {
      const plain = (await get(`/vacancy/${openId}?id_espacio_agendamiento=${bogus}`)).body;
      expect(plain).toContain(`<main data-url="${ORIGIN}/vacancy/${openId}">`);
    }
    expect((await get(`/vacancy/${openId}`)).body).toContain(`<main data-url="${ORIGIN}/vacancy/${openId}">`);
  });

  it('is kept until its vacancy changes: a revalidation gets 304, an unknown id a 404 without ETag', async () => {
    const first = await get(`/vacancy/${openId}`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    const again = await ctx.app.inject({ url: `/vacancy/${openId}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await setVacancy({ titulo: 'Auxiliar de bodega nocturno' });
    const changed = await ctx.app.inject({ url: `/vacancy/${openId}`, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<title>Auxiliar de bodega nocturno en ');
    const unknown = await get('/vacancy/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
  });
});

describe('the other pages', () => {
  it("/ names the sign-in screen's scripts for when the app starts and carries the config", async () => {
    const html = (await get('/')).body;
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(bootOf(html)).toEqual({
      config: (await get('/api/config')).json(),
      scripts: ['/assets/start-1.js', '/assets/react-1.js', '/assets/home-1.js', '/assets/auth-1.js'],
      // What the sign-in runs once sent, less what the app has loaded by then (decision 0078).
      nextScripts: [
        '/assets/amplify-1.js',
        '/assets/candidate-home-1.js',
        '/assets/card-1.js',
        '/assets/notifications-1.js',
      ],
    });
  });

  it('/ comes rendered as a signed-out visitor sees it, hidden by its one inline script when a session is stored', async () => {
    const response = await get('/');
    expect(response.body).toContain(
      `<div id="root"><fieldset class="prerendered signed-out-view"><main data-url="${ORIGIN}/">0 consultas</main></fieldset></div>`,
    );
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toEqual([SESSION_HINT_SCRIPT]);
    expect(inline[0]).toContain("setAttribute('data-stored-session'");
    // The Content-Security-Policy lets exactly that script run, by its hash.
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it("/ at a step's own address (?paso=registro) is left to the app, which starts at once", async () => {
    const step = await get('/?paso=registro');
    expect(step.body).toContain('<div id="root"></div>');
    expect(step.body).not.toMatch(/<script>/);
    const preloaded = [...step.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)];
    expect(preloaded.map((match) => match[1])).toEqual([
      '/assets/start-1.js',
      '/assets/react-1.js',
      '/assets/home-1.js',
      '/assets/auth-1.js',
    ]);
    // The rendered page is still what plain / gets, from the same cache.
    expect((await get('/?utm_source=whatsapp')).body).toContain('signed-out-view');
  });

  it('every rendered page carries that one script, for its app starts at once with a session; no other page does', async () => {
    const inlineOf = async (url: string) =>
      [...(await get(url)).body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    for (const url of [`/vacancy/${openId}`, '/landing', '/politicas/privacidad']) {
      expect(await inlineOf(url)).toEqual([SESSION_HINT_SCRIPT]);
    }
    for (const url of ['/dashboard', '/politicas/terminos']) expect(await inlineOf(url)).toEqual([]);
  });

  it('a policy page comes rendered, with its text in the boot data; a render that fails leaves it to the app', async () => {
    const html = (await get('/politicas/privacidad')).body;
    expect(html).toContain(`<main data-url="${ORIGIN}/politicas/privacidad">1 consultas</main>`);
    expect(bootOf(html).queries).toEqual([[['policy', 'v1', 'privacidad'], PRIVACY_TEXT]]);
    const broken = await get('/politicas/terminos');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).toContain('<title>Términos y Condiciones | Portal de Empleo</title>');
  });

  it("a client route the server does not know is the app's shell with the config, never cached", async () => {
    const res = await get('/documentos?pagina=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Portal de Empleo</title>');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).toContain('<div id="root"></div>');
    expect(bootOf(res.body).config.identity.userPoolId).toBe(ctx.app.env.IDENTITY_USER_POOL_ID);
  });
});

describe('policies, landing, sitemap and robots', () => {
  it('a policy page names its policy; an unknown one is a 404', async () => {
    const res = await get('/politicas/privacidad');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Política de Privacidad | Portal de Empleo</title>');
    expect(res.body).toContain(`href="${ORIGIN}/politicas/privacidad"`);
    expect((await get('/politicas/otra')).statusCode).toBe(404);
  });

  it('the landing has its own title and preview, the texts its page shows', async () => {
    const res = await get('/landing');
    expect(res.body).toContain('<title>Portal de Empleo: trabajo operativo en Colombia</title>');
    expect(res.body).toContain(`<meta name="description" content="${landingHead.description}" />`);
    expect(res.body).toContain(`<meta property="og:title" content="${landingHead.title}" />`);
    expect(res.body).toContain(`content="${ORIGIN}/og-portal.png"`);
  });

  it('the landing comes with its newest vacancies and the search lists, as the API answers them, until one changes', async () => {
    const newest = async () => bootOf((await get('/landing')).body).queries;
    const listed = (await get('/api/vacancies?page=1&page_size=6')).json();
    expect(await newest()).toEqual([
      [['vacancies', 'newest', 6], listed],
      [['catalog', 'cities'], (await get('/api/ObtenerCiudades')).json()],
      [['catalog', 'categories'], (await get('/api/ObtenerCategorias')).json()],
    ]);
    await setVacancy({ titulo: 'Empacador de turno noche' });
    // openId is the newest open vacancy: its new title shows the page was made again.
    const changed = (await newest())![0]![1] as { items: { id_vacante: number; titulo: string }[] };
    expect(changed.items.find((item) => item.id_vacante === openId)!.titulo).toBe('Empacador de turno noche');
    expect(changed).toEqual((await get('/api/vacancies?page=1&page_size=6')).json());
  });

  it('the landing is made again when a city changes', async () => {
    const cityNames = async () =>
      (bootOf((await get('/landing')).body).queries![1]![1] as { nombre_ciudad: string }[]).map(
        (city) => city.nombre_ciudad,
      );
    const [first] = await ctx.database.db.select().from(ciudades).limit(1);
    expect(await cityNames()).toContain(first!.nombre_ciudad);
    await ctx.database.db
      .update(ciudades)
      .set({ nombre_ciudad: 'Ciudad renombrada' })
      .where(eq(ciudades.id_ciudad, first!.id_ciudad));
    expect(await cityNames()).toContain('Ciudad renombrada');
  });

  it('the sitemap lists the landing, the policies and every open vacancy with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    const openCount = (await ctx.app.inject({ url: '/api/vacancies' })).json().total;
    expect(res.body.match(/<loc>[^<]*\/vacancy\/\d+<\/loc><lastmod>/g)).toHaveLength(openCount);
    expect(res.body).toContain(`<loc>${ORIGIN}/landing</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/politicas/cookies</loc>`);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of signed-in areas', async () => {
    const res = await get('/robots.txt');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /dashboard');
  });
});
