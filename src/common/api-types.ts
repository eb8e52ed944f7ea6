/** Shapes of API answers shared by server and web, derived from their schemas (src/common/schemas). */
import type { Static } from '@sinclair/typebox';
import type {
  CategoryPermissionSchema,
  GroupInfoSchema,
  GroupPermissionSchema,
  WhoamiAnonymous as WhoamiAnonymousSchema,
  WhoamiUser as WhoamiUserSchema,
} from './schemas/accounts.ts';
import type { Failure, Success } from './schemas/shared.ts';

/** Global permission names in whoami's `permissions`. */
export const GLOBAL_PERMISSIONS = ['admin', 'design_review', 'moderate'] as const;
export type GlobalPermission = (typeof GLOBAL_PERMISSIONS)[number];

export type CategoryPermission = Static<typeof CategoryPermissionSchema>;
export type GroupPermission = Static<typeof GroupPermissionSchema>;
export type GroupInfo = Static<typeof GroupInfoSchema>;
export type WhoamiUser = Static<typeof WhoamiUserSchema>;
export type WhoamiAnonymous = Static<typeof WhoamiAnonymousSchema>;
export type Whoami = WhoamiUser | WhoamiAnonymous;
export type ApiFailure = Static<typeof Failure>;
export type ApiSuccess = Static<typeof Success>;
