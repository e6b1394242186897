import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {} from '@fastify/cookie';
import fp from 'fastify-plugin';
import { staffAuthMessages, staffScopeMessages } from '@portal/shared/messages';
import { COMPANY_ROLES, type Role, roleMayUse, STAFF_ROLES } from '@portal/shared/users/staff';
import { AppError } from '../lib/app-error.js';

/** The Flask-JWT-Extended cookie names the spec's web expects (spec §2, §3). */
export const ACCESS_COOKIE = 'access_token_cookie';
export const CSRF_COOKIE = 'csrf_access_token';
export const CSRF_HEADER = 'x-csrf-token';

/** Who a valid staff session belongs to. */
export interface StaffPrincipal {
  id_usuario: number;
  rol: Role;
  id_grupo: number | null;
  id_empresa: number | null;
  /** Hash of the session token: what revocation and logout name. */
  sessionHash: string;
}

/**
 * Who a signed-in read kept in memory is for: the user, with the role and group their session had,
 * so an answer is never served to anyone else nor under another scope.
 */
export const staffReadScope = (staff: StaffPrincipal) =>
  `${staff.id_usuario}:${staff.rol}:${staff.id_grupo ?? ''}:${staff.id_empresa ?? ''}`;

/** Looks a session token up (active, unexpired, user active); the users module provides it. */
export interface StaffSessionVerifier {
  verify(token: string): Promise<{ principal: StaffPrincipal; csrfHash: string } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Guard of the staff group: a live session cookie, and the CSRF token on every mutating call. */
    authenticateStaff: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Double-submit CSRF: header = readable cookie, and both belong to this session. */
export function checkCsrf(request: FastifyRequest, csrfHash: string) {
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[CSRF_COOKIE];
  const ok =
    typeof header === 'string' &&
    typeof cookie === 'string' &&
    sameText(header, cookie) &&
    sameText(sha256(header), csrfHash);
  if (!ok) throw AppError.forbidden(staffAuthMessages.csrf);
}

export const staffAuthPlugin = fp<{ verifier: StaffSessionVerifier }>(
  async (app, { verifier }) => {
    app.decorateRequest('staff', null);
    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      const token = request.cookies[ACCESS_COOKIE];
      if (!token) throw AppError.unauthorized(staffAuthMessages.sessionMissing);
      const session = await verifier.verify(token);
      if (!session) throw AppError.unauthorized(staffAuthMessages.sessionExpired);
      if (!SAFE_METHODS.has(request.method)) checkCsrf(request, session.csrfHash);
      request.staff = session.principal;
    });
  },
  { name: 'staff-auth', dependencies: ['@fastify/cookie'] },
);

/** After the staff group's guard: the signed-in user (a guard bug answers 401, never 500). */
export function requireStaff(request: FastifyRequest, roles?: readonly Role[]): StaffPrincipal {
  if (!request.staff) throw AppError.unauthorized(staffAuthMessages.sessionMissing);
  if (roles && !roleMayUse(request.staff.rol, roles)) {
    // Agency staff whose role does not reach this are told so, not that it is for the agency.
    const agency = (STAFF_ROLES as readonly Role[]).includes(request.staff.rol);
    throw AppError.forbidden(agency ? staffScopeMessages.roleNotAllowed : staffScopeMessages.staffOnly);
  }
  return request.staff;
}

/** A company user of a client company (the `/order` area's calls), else 401 or 403. */
export function requireCompanyUser(request: FastifyRequest): StaffPrincipal & { id_empresa: number } {
  if (!request.staff) throw AppError.unauthorized(staffAuthMessages.sessionMissing);
  const { staff } = request;
  if (!roleMayUse(staff.rol, COMPANY_ROLES) || staff.id_empresa === null)
    throw AppError.forbidden(staffScopeMessages.companyOnly);
  return { ...staff, id_empresa: staff.id_empresa };
}

/**
 * Before a body is validated: `/api/staff/` is the agency's and `/api/client/` the companies', so a
 * user of the other side is refused (403) without learning a route's fields from its validation
 * errors. Each route still checks its own roles and records.
 */
export async function requireArea(request: FastifyRequest) {
  const route = request.routeOptions.url ?? '';
  if (route.startsWith('/api/staff/')) requireStaff(request, STAFF_ROLES);
  else if (route.startsWith('/api/client/')) requireCompanyUser(request);
}
