import { describe, expect, it } from 'vitest';
import { signedInScreen } from './signed-in-screens.js';

const DASHBOARD = 'src/app/routes/staff/dashboard.tsx';
const ORDER = 'src/app/routes/client/order/layout.tsx';

describe('signedInScreen (decision 0073)', () => {
  it('gives the panel home its session and KPI reads, and the KPI panel only with the KPIs', () => {
    const home = signedInScreen('/dashboard?x=1')!;
    expect(home.modules).toEqual([DASHBOARD]);
    expect(home.reads.map(([, path]) => path)).toEqual([
      '/api/auth/me',
      '/api/staff/kpis',
      '/api/staff/notifications',
    ]);
    expect(home.modulesWith?.modules).toEqual(['src/features/staff/kpis/KpiPanel.tsx']);
  });

  it('renders on the server only the first screens of issue 35 (decision 0081)', () => {
    expect(signedInScreen('/dashboard')!.prerender).toBe(true);
    expect(signedInScreen('/order/search')!.prerender).toBe(true);
    expect(signedInScreen('/dashboard/usuarios')!.prerender).toBeUndefined();
    expect(signedInScreen('/order/horas')!.prerender).toBeUndefined();
  });

  it('names the panel screen opened by its address, the more specific first', () => {
    expect(signedInScreen('/dashboard/usuarios/importar')!.modules).toEqual([
      DASHBOARD,
      'src/features/staff/bulk/BulkImportScreen.tsx',
    ]);
    expect(signedInScreen('/dashboard/vacantes')!.modules[1]).toBe(
      'src/features/staff/vacancies/VacanciesScreen.tsx',
    );
    expect(signedInScreen('/dashboard/vacantes/12')!.modules[1]).toBe(
      'src/features/staff/vacancies/VacancyEditorScreen.tsx',
    );
    expect(signedInScreen('/dashboard/candidatos/7/documentos')!.modules[1]).toBe(
      'src/features/staff/documents/CandidateDocumentsScreen.tsx',
    );
    expect(signedInScreen('/dashboard/no-existe')!.modules).toEqual([DASHBOARD]);
  });

  it('gives the client catalogue its catalogue and cart, and other client screens their route module', () => {
    for (const path of ['/order', '/order/search']) {
      const screen = signedInScreen(path)!;
      expect(screen.modules).toEqual([ORDER, 'src/app/routes/client/order/search.tsx']);
      expect(screen.reads.map(([, read]) => read)).toEqual([
        '/api/client/catalog',
        '/api/client/cart',
        '/api/client/notifications',
      ]);
    }
    expect(signedInScreen('/order/horas/3')!.modules).toEqual([
      ORDER,
      'src/app/routes/client/order/timesheet.tsx',
    ]);
    expect(signedInScreen('/vacancy/3')).toBeNull();
  });
});
