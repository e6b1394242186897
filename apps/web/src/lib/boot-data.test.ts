import { afterEach, describe, expect, it, vi } from 'vitest';

// The server writes the runtime config (and a page's first answers) into the first HTML (decision 0041).
const CONFIG = {
  apiBase: '/api',
  identity: { userPoolId: 'local_pool', userPoolClientId: 'client', userPoolEndpoint: 'http://x/cognito' },
  sentryDsn: '',
  environment: 'test',
};

function writeBoot(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'portal-boot';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('portal-boot')?.remove();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('boot data', () => {
  it('gives the config from the page without calling the API', async () => {
    writeBoot(JSON.stringify({ config: CONFIG, queries: [[['vacancy', '7'], { id_vacante: 7 }]] }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { loadRuntimeConfig, runtimeConfig } = await import('./runtime-config');
    expect(await loadRuntimeConfig()).toEqual(CONFIG);
    expect(runtimeConfig()).toEqual(CONFIG);
    expect(fetchSpy).not.toHaveBeenCalled();
    const { bootData } = await import('./boot-data');
    expect(bootData()?.queries).toEqual([[['vacancy', '7'], { id_vacante: 7 }]]);
    const { bootAnswers } = await import('./boot-answers');
    expect([bootAnswers(['vacancy', '7']), bootAnswers(['vacancy', '8'])]).toEqual([true, false]);
  });

  it('reads the config from the API when the page has none, or none it can read', async () => {
    writeBoot('{ roto');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(CONFIG), { status: 200 }));
    const { loadRuntimeConfig } = await import('./runtime-config');
    expect(await loadRuntimeConfig()).toEqual(CONFIG);
    expect(fetchSpy).toHaveBeenCalledWith('/api/config', expect.anything());
  });
});
