import {
  clientCartQueryKey,
  clientCatalogQueryKey,
  kpisQueryKey,
  staffMeQueryKey,
} from '@portal/shared/system/query-keys';
import { notificationsQueryKey } from '@portal/shared/system/bell-query-key';

/** A first answer a screen reads: the web's query key and the API call that answers it. */
export type FirstRead = readonly [key: readonly unknown[], path: string];

/** What a signed-in screen needs first: its web modules (manifest keys) and its first answers. */
export interface SignedInScreen {
  modules: string[];
  reads: FirstRead[];
  /** Loaded only when this read answered (the KPI panel is for agency staff: the API says who). */
  modulesWith?: { read: FirstRead; modules: string[] };
  /**
   * Rendered on the server when every read answered (decision 0081): a phone paints the screen before
   * the app arrives. Only the first screens of issue 35, whose modules the server render has at hand.
   */
  prerender?: boolean;
}

const DASHBOARD = 'src/app/routes/staff/dashboard.tsx';
const ORDER = 'src/app/routes/client/order/layout.tsx';
const ME: FirstRead = [staffMeQueryKey, '/api/auth/me'];
const KPIS: FirstRead = [kpisQueryKey, '/api/staff/kpis'];
// The bell in every screen's menu: with its first answer in the page, its call (and the schemas that
// parse it) wait for its next refresh instead of the first seconds (decision 0077). A company user's
// panel bell is the client's: the agency's read answers 403 for them and is left out.
const STAFF_BELL: FirstRead = [notificationsQueryKey('staff'), '/api/staff/notifications'];
const CLIENT_BELL: FirstRead = [notificationsQueryKey('client'), '/api/client/notifications'];
const feature = (path: string) => `src/features/${path}.tsx`;
/** A screen the panel composes itself (app/routes/staff/), loaded like the others. */
const panel = (name: string) => `src/app/routes/staff/${name}.tsx`;
const CONVERSATION = feature('conversations/ConversationPanel');

/** `/dashboard/…` beyond its home: the screen the panel's router shows there (app/routes/staff/dashboard.tsx). */
const DASHBOARD_SCREENS: [RegExp, string[]][] = [
  [/^usuarios\/importar/, [feature('staff/bulk/BulkImportScreen')]],
  [/^usuarios/, [feature('staff/users/UsersScreen')]],
  [/^ordenes\/./, [feature('staff/orders/OrderLineScreen'), CONVERSATION]],
  [/^ordenes/, [feature('staff/orders/OrdersScreen')]],
  [/^vacantes\/[^/]+\/solicitar-documento/, [feature('staff/documents/VacancyDocumentRequestScreen')]],
  [
    /^vacantes\/./,
    [feature('staff/vacancies/VacancyEditorScreen'), CONVERSATION, feature('staff/audit-log/RecordHistory')],
  ],
  [/^vacantes/, [feature('staff/vacancies/VacanciesScreen')]],
  [/^misiones/, [feature('assignments/AssignmentsScreen')]],
  [/^nomina/, [panel('payroll')]],
  [/^contratos/, [panel('contracts')]],
  [/^parametros-legales/, [feature('staff/legal-figures/LegalFiguresScreen')]],
  [/^catalogo/, [feature('staff/catalog/CatalogScreen')]],
  [/^candidatos\/[^/]+\/documentos/, [feature('staff/documents/CandidateDocumentsScreen')]],
  [/^candidatos/, [panel('talent-pool')]],
  [/^solicitudes-datos/, [feature('staff/data-requests/DataRequestsScreen')]],
  [/^auditoria/, [feature('staff/audit-log/AuditScreen')]],
  [/^avisos/, [feature('notifications/NotificationsScreen')]],
];

/** `/order/…`: the route module the client area's router loads there (app/router.tsx). */
const ORDER_SCREENS: [RegExp, string][] = [
  [/^procesos\/./, 'process-detail'],
  [/^procesos/, 'processes'],
  [/^profile/, 'profile'],
  [/^design/, 'design'],
  [/^avisos/, 'notifications'],
  [/^misiones/, 'assignments'],
  [/^horas\/./, 'timesheet'],
  [/^horas/, 'timesheets'],
];

/**
 * The screen at a signed-in address: `/dashboard` is the panel's home (the greeting, the shortcuts,
 * and for agency staff the KPI panel); `/order` and `/order/search` the client catalogue. Null for
 * any other address.
 */
export function signedInScreen(path: string): SignedInScreen | null {
  const [area, ...rest] = path.split('?')[0]!.split('/').filter(Boolean);
  const sub = rest.join('/');
  if (area === 'dashboard') {
    if (!sub) {
      return {
        modules: [DASHBOARD],
        reads: [ME, KPIS, STAFF_BELL],
        modulesWith: { read: KPIS, modules: [feature('staff/kpis/KpiPanel')] },
        prerender: true,
      };
    }
    const screen = DASHBOARD_SCREENS.find(([pattern]) => pattern.test(sub));
    return { modules: [DASHBOARD, ...(screen?.[1] ?? [])], reads: [ME, STAFF_BELL] };
  }
  if (area === 'order') {
    const screen = ORDER_SCREENS.find(([pattern]) => pattern.test(sub))?.[1];
    if (screen)
      return { modules: [ORDER, `src/app/routes/client/order/${screen}.tsx`], reads: [CLIENT_BELL] };
    return {
      modules: [ORDER, 'src/app/routes/client/order/search.tsx'],
      reads: [
        [clientCatalogQueryKey, '/api/client/catalog'],
        [clientCartQueryKey, '/api/client/cart'],
        CLIENT_BELL,
      ],
      prerender: true,
    };
  }
  return null;
}
