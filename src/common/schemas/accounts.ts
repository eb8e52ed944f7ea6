/** Schemas of accounts' payloads (spec 1 §3); api-types.ts derives its types from them. */
import { Type } from '@sinclair/typebox';
import { GLOBAL_PERMISSIONS } from '../api-types.ts';
import { StringEnum } from './shared.ts';

export const CategoryPermissionSchema = Type.Object({
  can_view: Type.Boolean(),
  can_post: Type.Boolean(),
  can_reply: Type.Boolean(),
  can_moderate: Type.Boolean(),
  // the older names of spec 1 §3, kept for clients that read them
  post_new: Type.Boolean(),
  post_reply: Type.Boolean(),
  maintain: Type.Boolean(),
});

export const GroupPermissionSchema = Type.Object({
  category_id: Type.Integer(),
  name: Type.String(),
  can_view: Type.Boolean(),
  can_post: Type.Boolean(),
  can_reply: Type.Boolean(),
  can_moderate: Type.Boolean(),
});

export const GroupInfoSchema = Type.Object({
  name: Type.String(),
  permissions: Type.Array(GroupPermissionSchema),
});

export const WhoamiUser = Type.Object({
  success: Type.Literal(true),
  user_id: Type.Integer(),
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  /** Whether the member has confirmed their address (issue 16 §2). */
  email_verified: Type.Boolean(),
  /** Whether the site keeps unverified members from writing (the setting), for the reminder banner. */
  email_verification_required: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  permissions: Type.Array(StringEnum(GLOBAL_PERMISSIONS)),
  coins: Type.Integer(),
  gems: Type.Integer(),
  groups: Type.Array(GroupInfoSchema),
  category_permissions: Type.Record(Type.String(), CategoryPermissionSchema),
});

export const WhoamiAnonymous = Type.Object({ success: Type.Literal(true), username: Type.Null() });

// Inputs are loosely bounded here; the service gives the precise, friendly messages.
export const RegisterBody = Type.Object(
  {
    username: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: 320 }),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export const LoginBody = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    password: Type.String({ maxLength: 1024 }),
    remember: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const AccountUpdateBody = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 320 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
    old_password: Type.Optional(Type.String({ maxLength: 1024 })),
    /** The current password, which changing the e-mail needs too (`old_password` is taken as well). */
    current_password: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);

/** A member the signed-in member ignores (issue 17 §9). */
export const IgnoredMemberSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  since: Type.String(),
});
export const IgnoredListSchema = Type.Object({
  success: Type.Literal(true),
  ignored: Type.Array(IgnoredMemberSchema),
});

/** POST /api/login: the member, as GET /api/whoami answers. */
export const LoginAnswerSchema = Type.Object({ success: Type.Literal(true), user: WhoamiUser });
