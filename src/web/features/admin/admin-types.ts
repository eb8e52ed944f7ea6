/** The admin API's answers (issue 16 contract), as the panel reads them. */
import type { Static } from '@sinclair/typebox';
import type {
  AdminCategorySchema,
  AdminGroupSchema,
  DashboardSchema,
  DayCountSchema,
  GroupsSchema,
  PermissionRowSchema,
} from '../../../common/schemas/admin.ts';

export type DayCount = Static<typeof DayCountSchema>;

export type Dashboard = Static<typeof DashboardSchema>;

/** GET /api/admin/check: the broken invariants, one line each; none when the data is whole. */
export interface DataCheck {
  problems: string[];
  checked_at: string;
}

/** POST /api/admin/backup: the copy written on the server. */
export interface Backup {
  file: string;
  bytes: number;
}

export interface MemberRow {
  id: number;
  username: string;
  email: string;
  created_at: string;
  last_seen_at: string | null;
  groups: string[];
  suspended_until: string | null;
  silenced_until: string | null;
  deleted: boolean;
}

export interface MemberList {
  users: MemberRow[];
  total: number;
  page: number;
  per_page: number;
}

export interface GroupRef {
  id: number;
  name: string;
}

export interface MemberDetail {
  id: number;
  username: string;
  email: string;
  email_verified: boolean;
  created_at: string;
  last_seen_at: string | null;
  coins: number;
  gems: number;
  post_count: number;
  groups: GroupRef[];
  suspended_until: string | null;
  suspend_reason: string | null;
  silenced_until: string | null;
  silence_reason: string | null;
  deleted_at: string | null;
}

export interface MemberPost {
  id: number;
  thread_id: number;
  thread_title: string;
  excerpt: string;
  created_at: string;
}

export interface MemberReport {
  id: number;
  status: string;
  reason: string;
  created_at: string;
  post_id: number | null;
  thread_id: number | null;
}

export interface AuditEntry {
  id: number;
  actor: { id: number; username: string } | null;
  action: string;
  target_type: string;
  target_id: number | string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: string;
}

export interface MemberPage {
  user: MemberDetail;
  recent_posts: MemberPost[];
  reports: MemberReport[];
  history: AuditEntry[];
}

export type AdminGroup = Static<typeof AdminGroupSchema>;

export type AdminCategory = Static<typeof AdminCategorySchema>;

export type PermissionRow = Static<typeof PermissionRowSchema>;

export type GroupsAnswer = Static<typeof GroupsSchema>;

export type SettingValue = string | number | boolean | string[] | null;
export type SiteSettings = Record<string, SettingValue>;

export interface SettingsAnswer {
  settings: SiteSettings;
  defaults: SiteSettings;
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailJob {
  id: number;
  to_address: string;
  kind: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
}

export interface MailJobDetail extends MailJob {
  text_body: string;
  html_body: string;
  headers: Record<string, string> | null;
}

export interface MailList {
  jobs: MailJob[];
  counts: Record<MailStatus, number>;
  total: number;
  page: number;
  per_page: number;
}

export interface AuditList {
  entries: AuditEntry[];
  total: number;
  page: number;
  per_page: number;
}

export interface AuditFilters {
  actor_id?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
}
