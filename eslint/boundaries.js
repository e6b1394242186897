// Import boundaries (DESIGN.md §3 and §4), relative paths included: each zone forbids `target` files to
// import anything under `from`. Areas are read from the tree, so a new folder is covered at once.
import { readdirSync } from 'node:fs';

const AUDIENCES = new Set(['public', 'candidate', 'staff', 'client']);
const subfolders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/** `features/<audience>/<area>` (or a bare `features/<area>`), relative to apps/web/src/features. */
export function webFeatureAreas() {
  const root = 'apps/web/src/features';
  return subfolders(root).flatMap((name) =>
    AUDIENCES.has(name) ? subfolders(`${root}/${name}`).map((area) => `${name}/${area}`) : [name],
  );
}

const web = './apps/web/src';
export const webZones = [
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/ y lib/ no dependen de features/ ni de app/.',
  },
  { target: `${web}/features`, from: `${web}/app`, message: 'Una feature no importa app/; compón en app/.' },
  ...webFeatureAreas().map((area) => ({
    target: `${web}/features/${area}`,
    from: `${web}/features`,
    except: [`./${area}`],
    message:
      'Una feature no importa otra feature; compón en app/routes o sube lo común a components/ o lib/.',
  })),
];

/**
 * Which API modules each module may import (DESIGN §4). Declared rather than read from the code: a new
 * arrow between two modules is a design choice made here, in review, and no two modules may import
 * each other (boundaries.test.ts). A module missing from this list may import no other module.
 * `audit` (recording) imports nothing, so every module may record; `audit-log` (reading) is imported
 * by none but my-data.
 */
export const API_MODULE_IMPORTS = {
  applications: ['audit', 'candidates', 'consents', 'documents', 'notifications', 'users'],
  assignments: ['audit', 'candidates', 'contracts', 'legal-figures', 'notifications', 'users'],
  audit: [],
  'audit-log': ['audit', 'candidates', 'documents', 'users'],
  candidates: ['identity'],
  catalog: ['audit', 'users'],
  consents: ['candidates'],
  contracts: ['applications', 'audit', 'candidates', 'notifications', 'users'],
  conversations: ['audit', 'documents', 'notifications', 'processes', 'users'],
  'data-requests': [
    'applications',
    'audit',
    'candidates',
    'consents',
    'documents',
    'identity',
    'notifications',
    'users',
    'vacancy-alerts',
  ],
  documents: ['audit', 'candidates', 'notifications'],
  identity: [],
  kpis: [],
  'legal-figures': ['audit'],
  notifications: ['candidates'],
  'my-data': [
    'applications',
    'audit-log',
    'candidates',
    'consents',
    'data-requests',
    'documents',
    'identity',
    'notifications',
    'processes',
    'users',
    'vacancy-alerts',
  ],
  orders: ['audit', 'legal-figures', 'notifications', 'processes', 'users'],
  processes: ['applications', 'audit', 'consents', 'documents', 'notifications', 'users'],
  'public-pages': ['catalog', 'system', 'vacancies'],
  retention: ['audit', 'candidates', 'data-requests'],
  'talent-pool': ['audit', 'candidates', 'documents', 'notifications'],
  timesheets: ['assignments', 'audit', 'candidates', 'legal-figures', 'notifications', 'users'],
  system: [
    'applications',
    'assignments',
    'data-requests',
    'documents',
    'notifications',
    'retention',
    'vacancy-alerts',
  ],
  users: ['audit'],
  vacancies: ['audit', 'legal-figures', 'processes', 'users'],
  'vacancy-alerts': ['candidates', 'consents'],
};

/** The API's module folders, read from the tree. */
export const apiModules = () => subfolders('apps/api/src/modules');

const api = './apps/api/src';
export const apiZones = [
  {
    target: [`${api}/db`, `${api}/infra`, `${api}/plugins`],
    from: `${api}/modules`,
    message: 'db/, infra/ y plugins/ no importan módulos: un módulo se compone en app.ts o en seed/.',
  },
  ...subfolders('apps/api/src/modules').map((module) => ({
    target: `${api}/modules/${module}`,
    from: `${api}/modules/*/**/*repository.ts`,
    except: [`**/modules/${module}/**`],
    message: 'Un módulo no usa el repositorio de otro: llama a su service.',
  })),
  {
    target: `${api}/modules/*/routes/**`,
    from: `${api}/modules/*/**/*repository.ts`,
    message: 'Una ruta valida y llama al service de su módulo, nunca a un repositorio.',
  },
];

/** For a module's own code (its tests may set up through other modules): only the declared imports. */
export const apiModuleZones = [
  ...apiModules().map((module) => ({
    target: `${api}/modules/${module}`,
    from: `${api}/modules`,
    except: [module, ...(API_MODULE_IMPORTS[module] ?? [])].map((allowed) => `./${allowed}`),
    message:
      'Este módulo no tiene declarado ese import (API_MODULE_IMPORTS en eslint/boundaries.js): dos módulos nunca se importan mutuamente; el que lee a otros se compone en app.ts o recibe lo que necesita.',
  })),
];
