/** The admin API's answers (issue 16 contract), as the panel reads them. */
import type { Static } from '@sinclair/typebox';
import type {
  AdminCategorySchema,
  AdminGroupSchema,
  BackupSchema,
  DashboardSchema,
  DataCheckSchema,
  DayCountSchema,
  GroupsSchema,
  PermissionRowSchema,
} from '../../../common/schemas/admin.ts';
import type {
  AuditEntrySchema,
  AuditListSchema,
  GroupRefSchema,
  MemberDetailSchema,
  MemberListSchema,
  MemberPageSchema,
  MemberPostSchema,
  MemberReportSchema,
  MemberRowSchema,
} from '../../../common/schemas/admin-members.ts';
import type { SettingsAnswerSchema, SettingsSavedSchema } from '../../../common/schemas/settings.ts';

export type DayCount = Static<typeof DayCountSchema>;

export type Dashboard = Static<typeof DashboardSchema>;

/** GET /api/admin/check: the broken invariants, one line each; none when the data is whole. */
export type DataCheck = Static<typeof DataCheckSchema>;
/** POST /api/admin/backup: the copy written on the server. */
export type Backup = Static<typeof BackupSchema>;

export type MemberRow = Static<typeof MemberRowSchema>;

export type MemberList = Static<typeof MemberListSchema>;

export type GroupRef = Static<typeof GroupRefSchema>;

export type MemberDetail = Static<typeof MemberDetailSchema>;

export type MemberPost = Static<typeof MemberPostSchema>;

export type MemberReport = Static<typeof MemberReportSchema>;

export type AuditEntry = Static<typeof AuditEntrySchema>;

export type MemberPage = Static<typeof MemberPageSchema>;

export type AdminGroup = Static<typeof AdminGroupSchema>;

export type AdminCategory = Static<typeof AdminCategorySchema>;

export type PermissionRow = Static<typeof PermissionRowSchema>;

export type GroupsAnswer = Static<typeof GroupsSchema>;

export type SettingValue = string | number | boolean | string[] | null;
export type SiteSettings = Record<string, SettingValue>;

/** GET /api/admin/settings: every setting and its default. */
export type SettingsAnswer = Static<typeof SettingsAnswerSchema>;
/** PUT /api/admin/settings: the settings after the change. */
export type SettingsSaved = Static<typeof SettingsSavedSchema>;

export {
  MAIL_STATUSES,
  type MailJob,
  type MailJobAnswer,
  type MailJobDetail,
  type MailList,
  type MailStatus,
} from '../../../common/mail-types.ts';

export type AuditList = Static<typeof AuditListSchema>;

export interface AuditFilters {
  actor_id?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
}
