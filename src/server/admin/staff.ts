import type { FastifyRequest } from 'fastify';
import { ADMIN } from '../../common/admin-messages.ts';
import { type Access, globalPermissions, requireAdmin } from '../accounts/permissions.ts';
import { forbidden } from '../http/errors.ts';
import { requireUser } from '../http/session.ts';

/**
 * Staff, for the admin panel (issue 16 contract): administrators, and moderators of any category.
 * The Design Team alone is not staff here. Answers the caller's access.
 */
export async function requireStaff(request: FastifyRequest): Promise<Access> {
  requireUser(request);
  const access = await request.access();
  if (!access.isAdmin && !globalPermissions(access).includes('moderate')) throw forbidden(ADMIN.staffOnly);
  return access;
}

/** Administrators only; answers the caller's access. */
export async function requireAdministrator(request: FastifyRequest): Promise<Access> {
  requireUser(request);
  const access = await request.access();
  requireAdmin(access);
  return access;
}
