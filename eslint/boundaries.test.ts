import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_MODULE_IMPORTS, apiModules, webFeatureAreas } from './boundaries.js';

// The import boundaries must fail `npm run lint` on a deliberate violation, relative paths included.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('API layers', () => {
  it('db/, infra/ and plugins/ import no module', async () => {
    for (const file of ['apps/api/src/db/x.ts', 'apps/api/src/infra/x.ts', 'apps/api/src/plugins/x.ts']) {
      const errors = await boundaryErrors(
        file,
        "export { candidateRoutes } from '../modules/candidates/routes/candidate.js';\n",
      );
      expect(errors, file).toEqual([expect.stringContaining('db/, infra/ y plugins/ no importan módulos')]);
    }
  });

  it("a module never imports another module's repository, only its service", async () => {
    const file = 'apps/api/src/modules/documents/x.ts';
    expect(
      await boundaryErrors(file, "export { findCandidateByDocument } from '../candidates/repository.js';\n"),
    ).toEqual([expect.stringContaining('Un módulo no usa el repositorio de otro')]);
    expect(
      await boundaryErrors(file, "export { currentCandidate } from '../candidates/current-candidate.js';\n"),
    ).toEqual([]);
    expect(await boundaryErrors(file, "export { documentReport } from './repository.js';\n")).toEqual([]);
    // A sub-area's repository (applications/pipeline/repository.ts) is its module's too.
    expect(
      await boundaryErrors(
        'apps/api/src/modules/data-requests/x.ts',
        "export { lockApplication } from '../applications/pipeline/repository.js';\n",
      ),
    ).toEqual([expect.stringContaining('Un módulo no usa el repositorio de otro')]);
    expect(
      await boundaryErrors(
        'apps/api/src/modules/applications/hiring/x.ts',
        "export { lockApplication } from '../pipeline/repository.js';\n",
      ),
    ).toEqual([]);
  });
});

describe('API routes', () => {
  it('call their service, never a repository, their own included', async () => {
    const file = 'apps/api/src/modules/catalog/routes/x.ts';
    expect(await boundaryErrors(file, "export { listCities } from '../repository.js';\n")).toEqual([
      expect.stringContaining('Una ruta valida y llama al service'),
    ]);
    expect(await boundaryErrors(file, "export { cityOptions } from '../service.js';\n")).toEqual([]);
  });
});

describe('API modules', () => {
  it('declares every module of the tree, and no two modules that import each other', () => {
    expect(Object.keys(API_MODULE_IMPORTS).sort()).toEqual(apiModules().sort());
    const twoWay = Object.entries(API_MODULE_IMPORTS).flatMap(([module, imports]) =>
      imports
        .filter((other) => API_MODULE_IMPORTS[other]?.includes(module))
        .map((other) => `${module} <-> ${other}`),
    );
    expect(twoWay).toEqual([]);
  });

  it('declares no longer way back either: the modules import each other without a cycle', () => {
    // Depth-first from each module; a path that comes back to where it started is a cycle.
    const cycles: string[] = [];
    const walk = (start: string, path: string[]) => {
      for (const next of API_MODULE_IMPORTS[path.at(-1)!] ?? []) {
        if (next === start) cycles.push([...path, next].join(' -> '));
        else if (!path.includes(next) && next > start) walk(start, [...path, next]);
      }
    };
    for (const module of Object.keys(API_MODULE_IMPORTS)) walk(module, [module]);
    expect(cycles).toEqual([]);
  });

  it('fails an import between modules that the declaration does not allow', async () => {
    // audit records for everyone, so it may import no module; documents may import candidates.
    expect(
      await boundaryErrors(
        'apps/api/src/modules/audit/x.ts',
        "export { userNames } from '../users/companies/agency-contacts.js';\n",
      ),
    ).toEqual([expect.stringContaining('Este módulo no tiene declarado ese import')]);
    expect(
      await boundaryErrors(
        'apps/api/src/modules/documents/x.ts',
        "export { currentCandidate } from '../candidates/current-candidate.js';\n",
      ),
    ).toEqual([]);
  });
});

describe('web zones', () => {
  it('components/ and lib/ import neither features/ nor app/', async () => {
    for (const file of ['apps/web/src/components/x.ts', 'apps/web/src/lib/x.ts']) {
      const errors = await boundaryErrors(file, "export { router } from '../app/router';\n");
      expect(errors, file).toEqual([expect.stringContaining('components/ y lib/ no dependen')]);
    }
  });

  it('a feature area never imports another one', async () => {
    const [area, other] = webFeatureAreas();
    const otherFile = readdirSync(`apps/web/src/features/${other}`, { recursive: true })
      .map(String)
      .find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
    const target = `apps/web/src/features/${other}/${otherFile!.replace(/\.tsx?$/, '')}`;
    const source = `export * from './${relative(`apps/web/src/features/${area}`, target)}';\n`;
    const errors = await boundaryErrors(`apps/web/src/features/${area}/x.ts`, source);
    expect(errors).toEqual([expect.stringContaining('Una feature no importa otra feature')]);
  });

  it('a feature never imports app/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/x.ts',
      "export { router } from '../app/router';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Una feature no importa app/')]);
  });
});
