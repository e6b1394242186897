import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiModules, webFeatureAreas } from './boundaries.js';

// docs/architecture.md is the newcomer's map; this keeps it true to the tree (issue 29).
const root = new URL('..', import.meta.url).pathname;
const doc = readFileSync(`${root}docs/architecture.md`, 'utf8');
const table = doc.slice(doc.indexOf('<!-- mapa:inicio -->'), doc.indexOf('<!-- mapa:fin -->'));

interface Row {
  area: string;
  web: string[];
  api: string[];
  shared: string[];
  note: string;
}
const cells = (cell: string) =>
  cell
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part !== '—');
const rows: Row[] = table
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| Área'))
  .map((line) => {
    const [area, web, api, shared, note] = line
      .split('|')
      .slice(1, 6)
      .map((cell) => cell.trim());
    return { area: area!, web: cells(web!), api: cells(api!), shared: cells(shared!), note: note! };
  });
/** The last word of a path: `users/bulk` → bulk, `orders/` → orders, `kpis.ts` → kpis. */
const word = (path: string) => path.replace(/\/$/, '').replace(/\.ts$/, '').split('/').pop();

describe('the architecture map (docs/architecture.md)', () => {
  it('has its table', () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  it('lists every web area of the tree once, and no area that is not there', () => {
    const listed = rows.flatMap((row) => row.web);
    expect([...listed].sort()).toEqual([...webFeatureAreas()].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists every API module of the tree, and names only folders that exist', () => {
    const listed = new Set(rows.flatMap((row) => row.api.map((path) => path.split('/')[0]!)));
    expect([...listed].sort()).toEqual([...apiModules()].sort());
    for (const path of rows.flatMap((row) => row.api))
      expect(existsSync(`${root}apps/api/src/modules/${path}`), path).toBe(true);
  });

  it('names only shared files and folders that exist', () => {
    for (const path of rows.flatMap((row) => row.shared))
      expect(existsSync(`${root}packages/shared/src/${path}`), path).toBe(true);
  });

  it('gives each area one name on both sides, or says why not', () => {
    const unexplained = rows
      .filter((row) => !row.note)
      .filter((row) => [...row.web, ...row.api, ...row.shared].some((path) => word(path) !== row.area))
      .map((row) => row.area);
    expect(unexplained).toEqual([]);
  });
});
