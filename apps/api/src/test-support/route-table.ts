import type { Role } from '@portal/shared/users/staff';

// Every route of the route table with who may call it and a concrete request to try: the
// authorization matrix (plugins/route-matrix.test.ts) and the fuzz battery (plugins/fuzz.test.ts)
// share it. A route added without a row fails the matrix's first test.
export type Access =
  /** Anyone; `status` is what every caller gets when it is not a plain success (a sample refused). */
  | { kind: 'public'; status?: number }
  /** A candidate's bearer id token, their own data only. */
  | { kind: 'candidate' }
  /** A staff or company session cookie with one of these roles (others: 403). */
  | { kind: 'staff'; roles: readonly Role[] };

export const ALL: readonly Role[] = ['admin', 'director', 'disenador', 'empresa'];
export const AGENCY: readonly Role[] = ['admin', 'director', 'disenador'];
export const COMPANY: readonly Role[] = ['empresa'];
const pub = (status?: number): Access => ({ kind: 'public', status });
const candidate: Access = { kind: 'candidate' };
const staff = (roles: readonly Role[]): Access => ({ kind: 'staff', roles });

/** `METHOD /route/pattern` → who may call it, and a concrete request to try (path, body). */
export const MATRIX: Record<string, [Access, string?, object?]> = {
  'GET /api/dev/outbox': [pub()],
  'POST /api/dev/vacancy-alerts/run': [pub()],
  // Files open only through a signed link, whoever asks: an unsigned one is refused.
  'GET /api/files/*': [pub(403), '/api/files/1/x/1/a.pdf'],
  'POST /cognito': [pub(400)],
  'POST /cognito/': [pub(400)],
  'GET /cognito/:poolId/.well-known/jwks.json': [pub(404), '/cognito/otro/.well-known/jwks.json'],
  'GET /healthz': [pub()],
  'GET /readyz': [pub()],
  'GET /api/config': [pub()],
  'GET /api/ObtenerCiudades': [pub()],
  'GET /api/ObtenerCategorias': [pub()],
  'GET /api/vacancies': [pub()],
  'GET /api/vacancies/:id': [pub(), '/api/vacancies/1'],
  'POST /api/auth/login': [pub(400), undefined, {}],
  'POST /api/auth/logout': [pub()],
  'GET /api/auth/invitation': [pub(400)],
  'POST /api/auth/accept_invitation': [pub(400), undefined, {}],
  'POST /api/auth/forgot_password': [pub(400), undefined, {}],
  'GET /api/auth/reset_password': [pub(400)],
  'POST /api/auth/reset_password': [pub(400), undefined, {}],
  'GET /sitemap.xml': [pub()],
  'GET /robots.txt': [pub()],
  // The signed token is the only key: a made-up one is refused.
  'POST /api/vacancy-alerts/unsubscribe': [pub(400), undefined, { token: '1.x' }],
  'POST /api/vacancy-alerts/unsubscribe/one-click': [
    pub(400),
    '/api/vacancy-alerts/unsubscribe/one-click?token=1.x',
  ],
  'POST /api/notifications/unsubscribe': [pub(400), '/api/notifications/unsubscribe?token=u1.x'],
  'GET /api/candidate/get_by_document': [candidate, '/api/candidate/get_by_document?numero_documento=1'],
  'GET /api/candidate/profile': [candidate],
  'PUT /api/candidate/profile': [candidate, undefined, {}],
  'POST /api/candidate/applications': [candidate, undefined, {}],
  'GET /api/candidate/applications': [candidate],
  'PUT /api/candidate/applications/:id/share': [candidate, '/api/candidate/applications/1/share', {}],
  'DELETE /api/candidate/applications/:id/entrevista': [
    candidate,
    '/api/candidate/applications/1/entrevista',
  ],
  'GET /api/candidate/documents/report': [candidate],
  'POST /api/candidate/document/insert': [candidate, undefined, {}],
  'POST /api/candidate/document/edit': [candidate, undefined, {}],
  'POST /api/candidate/document/delete': [candidate, undefined, {}],
  'GET /api/candidate/upload_settings': [candidate],
  'POST /api/candidate/upload_file_to_s3': [candidate, undefined, {}],
  'GET /api/get_presigned_url': [candidate],
  'POST /api/get_presigned_urls': [candidate, undefined, {}],
  'GET /api/candidate/consents': [candidate],
  'POST /api/candidate/consents': [candidate, undefined, {}],
  'GET /api/candidate/document-openings': [candidate],
  'GET /api/candidate/data-requests': [candidate],
  'POST /api/candidate/data-requests': [candidate, undefined, {}],
  'GET /api/candidate/my-data': [candidate],
  'GET /api/candidate/vacancy-alerts': [candidate],
  'POST /api/candidate/vacancy-alerts': [candidate, undefined, {}],
  'DELETE /api/candidate/vacancy-alerts/:id': [candidate, '/api/candidate/vacancy-alerts/1'],
  'GET /api/candidate/notifications': [candidate],
  'POST /api/candidate/notifications/:id/read': [candidate, '/api/candidate/notifications/1/read'],
  'POST /api/candidate/notifications/read-all': [candidate],
  'GET /api/candidate/notifications/preferences': [candidate],
  'PUT /api/candidate/notifications/preferences': [candidate, undefined, {}],
  'GET /api/auth/me': [staff(ALL)],
  'GET /api/all_users': [staff(['admin'])],
  // Each lists within the caller's scope (own group, own company); scope.ts refuses the rest.
  'GET /api/all_users_by_group': [staff(AGENCY), '/api/all_users_by_group?id_grupo=1'],
  'GET /api/all_users_by_company': [staff(ALL), '/api/all_users_by_company?id_empresa=1'],
  'POST /api/auth/register': [staff(ALL), undefined, {}],
  'PUT /api/update_user': [staff(ALL), undefined, {}],
  'DELETE /api/delete_user': [staff(ALL), undefined, {}],
  'POST /api/reactivate_user': [staff(ALL), undefined, {}],
  'POST /api/resend_invitation': [staff(ALL), undefined, {}],
  'GET /api/groups': [staff(ALL)],
  'GET /api/companies': [staff(ALL)],
  // Agency staff only (a company user registers one by one); each row is checked like /auth/register.
  'GET /api/auth/register_massive/template': [staff(AGENCY)],
  'POST /api/auth/register_massive/file': [staff(AGENCY), undefined, {}],
  'POST /api/auth/register_massive': [staff(AGENCY), undefined, {}],
  'GET /api/audit': [staff(AGENCY), '/api/audit?entidad=vacante&entidad_id=1'],
  'GET /api/system/status': [staff(['admin'])],
  'GET /api/staff/vacancies': [staff(AGENCY)],
  'GET /api/staff/minimum-wage': [staff(AGENCY)],
  'GET /api/staff/vacancies/:id': [staff(AGENCY), '/api/staff/vacancies/1'],
  'POST /api/staff/vacancies': [staff(AGENCY), undefined, {}],
  'PUT /api/staff/vacancies/:id': [staff(AGENCY), '/api/staff/vacancies/1', {}],
  'POST /api/staff/vacancies/:id/estado': [staff(AGENCY), '/api/staff/vacancies/1/estado', {}],
  'GET /api/staff/vacancies/:id/hiring': [staff(AGENCY), '/api/staff/vacancies/1/hiring'],
  'POST /api/staff/applications/:id/hiring-steps/:paso': [
    staff(AGENCY),
    '/api/staff/applications/1/hiring-steps/contrato',
    {},
  ],
  'GET /api/staff/vacancies/:id/applications': [staff(AGENCY), '/api/staff/vacancies/1/applications'],
  'POST /api/staff/applications/:id/estado': [staff(AGENCY), '/api/staff/applications/1/estado', {}],
  'POST /api/staff/applications/:id/historial/:entryId/compartir': [
    staff(AGENCY),
    '/api/staff/applications/1/historial/1/compartir',
  ],
  'POST /api/staff/vacancies/:id/applications/move': [
    staff(AGENCY),
    '/api/staff/vacancies/1/applications/move',
    {},
  ],
  'POST /api/staff/vacancies/:id/applications/message': [
    staff(AGENCY),
    '/api/staff/vacancies/1/applications/message',
    {},
  ],
  'GET /api/staff/document-types': [staff(AGENCY)],
  'GET /api/staff/candidates/:id/documents': [staff(AGENCY), '/api/staff/candidates/1/documents'],
  'POST /api/staff/documents/:id/open': [staff(AGENCY), '/api/staff/documents/1/open'],
  'POST /api/staff/documents/:id/review': [staff(AGENCY), '/api/staff/documents/1/review', {}],
  'POST /api/staff/document-requests': [staff(AGENCY), undefined, {}],
  'POST /api/staff/client-files': [staff(AGENCY)],
  'GET /api/staff/kpis': [staff(AGENCY)],
  'GET /api/staff/notifications': [staff(AGENCY)],
  'POST /api/staff/notifications/:id/read': [staff(AGENCY), '/api/staff/notifications/1/read'],
  'POST /api/staff/notifications/read-all': [staff(AGENCY)],
  'GET /api/staff/notifications/preferences': [staff(AGENCY)],
  'PUT /api/staff/notifications/preferences': [staff(AGENCY), undefined, {}],
  'GET /api/client/notifications': [staff(COMPANY)],
  'POST /api/client/notifications/:id/read': [staff(COMPANY), '/api/client/notifications/1/read'],
  'POST /api/client/notifications/read-all': [staff(COMPANY)],
  'GET /api/client/notifications/preferences': [staff(COMPANY)],
  'PUT /api/client/notifications/preferences': [staff(COMPANY), undefined, {}],
  'GET /api/client/processes': [staff(COMPANY)],
  'GET /api/client/processes/:id': [staff(COMPANY), '/api/client/processes/1'],
  'GET /api/client/processes/:id/candidatos/:applicationId/hoja-de-vida': [
    staff(COMPANY),
    '/api/client/processes/1/candidatos/1/hoja-de-vida',
  ],
  'POST /api/client/processes/:id/decisions': [staff(COMPANY), '/api/client/processes/1/decisions', {}],
  'POST /api/client/processes/:id/hiring-steps': [staff(COMPANY), '/api/client/processes/1/hiring-steps', {}],
  'GET /api/staff/orders': [staff(AGENCY)],
  'GET /api/staff/orders/:id': [staff(AGENCY), '/api/staff/orders/1'],
  'POST /api/staff/orders/:id/reject': [staff(AGENCY), '/api/staff/orders/1/reject', {}],
  'GET /api/client/catalog': [staff(COMPANY)],
  'GET /api/client/cart': [staff(COMPANY)],
  'POST /api/client/cart/items': [staff(COMPANY), undefined, {}],
  'DELETE /api/client/cart/items/:id': [staff(COMPANY), '/api/client/cart/items/1'],
  'DELETE /api/client/cart': [staff(COMPANY)],
  'PUT /api/client/cart/category': [staff(COMPANY), undefined, {}],
  'POST /api/client/orders': [staff(COMPANY)],
  'GET /api/staff/catalog': [staff(AGENCY), '/api/staff/catalog?id_empresa=1'],
  'POST /api/staff/catalog': [staff(AGENCY), undefined, {}],
  'PUT /api/staff/catalog/:id': [staff(AGENCY), '/api/staff/catalog/1', {}],
  'GET /api/client/profile': [staff(COMPANY)],
  'PUT /api/client/profile': [staff(COMPANY), undefined, {}],
  'GET /api/staff/data-requests': [staff(['admin', 'director'])],
  'POST /api/staff/data-requests/:id/answer': [
    staff(['admin', 'director']),
    '/api/staff/data-requests/1/answer',
    {},
  ],
  'POST /api/staff/data-requests/:id/extend': [
    staff(['admin', 'director']),
    '/api/staff/data-requests/1/extend',
    {},
  ],
};
