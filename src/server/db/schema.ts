import type { Generated, Insertable, Selectable } from 'kysely';

// Timestamps are ISO-8601 UTC strings and flags are 0/1 integers on both SQLite and PostgreSQL,
// so rows read the same whichever database runs.

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  coins: number;
  gems: number;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  remember: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** Administrators: every permission everywhere. */
  is_admin: number;
  /** Design Team: may review designs. */
  can_review_designs: number;
  created_at: string;
}

export interface MembershipsTable {
  user_id: number;
  group_id: number;
  created_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  description: string;
  sort_order: number;
  no_threads: Generated<number>;
  no_posts: Generated<number>;
  total_views: Generated<number>;
  created_at: string;
}

export interface CategoryPermissionsTable {
  group_id: number;
  category_id: number;
  can_view: number;
  can_post: number;
  can_reply: number;
  can_moderate: number;
}

/** The ledger: one row for every change of a user's coins or gems (ARCHITECTURE.md 'Data'). */
export interface TransactionsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  coins: number;
  gems: number;
  description: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  groups: GroupsTable;
  memberships: MembershipsTable;
  categories: CategoriesTable;
  category_permissions: CategoryPermissionsTable;
  transactions: TransactionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type GroupRow = Selectable<GroupsTable>;
