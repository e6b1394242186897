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

const api = './apps/api/src';
export const apiZones = [
  {
    target: [`${api}/db`, `${api}/infra`, `${api}/plugins`],
    from: `${api}/modules`,
    message: 'db/, infra/ y plugins/ no importan módulos: un módulo se compone en app.ts o en seed/.',
  },
  ...subfolders('apps/api/src/modules').map((module) => ({
    target: `${api}/modules/${module}`,
    from: `${api}/modules/*/repository{.ts,/**}`,
    except: [`**/modules/${module}/**`],
    message: 'Un módulo no usa el repositorio de otro: llama a su service.',
  })),
];
