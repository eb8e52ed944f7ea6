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
  /** Null until the member follows the link in their verification mail. */
  email_verified_at: string | null;
  suspended_until: string | null;
  suspend_reason: string | null;
  silenced_until: string | null;
  silence_reason: string | null;
  last_seen_at: string | null;
  deleted_at: string | null;
  /** Every post they wrote, kept with each post written or deleted (the statistics' top posters). */
  post_count: Generated<number>;
  /** Mail preferences (0/1): replies to their posts, replies in subscribed threads, mentions, messages. */
  email_on_reply: Generated<number>;
  email_on_subscribed: Generated<number>;
  email_on_mention: Generated<number>;
  email_on_message: Generated<number>;
  /** Flood control (issue 16 §6): when the member last posted, and the SHA-256 of that text. */
  last_post_at: string | null;
  last_post_hash: string | null;
  /** Member privacy (issue 19, 0/1): keep one's activity out of friends' feeds; stay out of the spotlight. */
  hide_activity: Generated<number>;
  spotlight_opt_out: Generated<number>;
}

export const INDEFINITELY = '9999-12-31T23:59:59.999Z';

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
  created_at: string;
}

/**
 * A category's figures, spread over a few rows so concurrent replies and views do not all wait on
 * one: a write adds to a random shard, a read sums the category's rows (migration 0018-hot-counters).
 */
export interface CategoryCountersTable {
  category_id: number;
  shard: number;
  threads: Generated<number>;
  posts: Generated<number>;
  views: Generated<number>;
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

export interface ThreadsTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  slug: string;
  author_id: number;
  trigger_warning: string | null;
  created_at: string;
  lastactive_at: string;
  lastactive_user_id: number;
  view_count: Generated<number>;
  replies: Generated<number>;
  pinned: Generated<number>;
  locked: Generated<number>;
  closed: Generated<number>;
  archived: Generated<number>;
  /** Moves whenever a post of the thread changes (triggers of migration 0013-member-reads). */
  posts_version: Generated<number>;
  /** Moves whenever a reaction to a post of the thread changes (triggers of 0027-reaction-versions). */
  reactions_version: Generated<number>;
}

export interface PostsTable {
  id: Generated<number>;
  thread_id: number;
  author_id: number;
  content: string;
  created_at: string;
  edited_at: string | null;
  archived: Generated<number>;
  /** 1 when the last edit was a moderator's, not the author's (issue 17 §7). */
  edited_by_moderator: Generated<number>;
}

export interface DesignsTable {
  id: Generated<number>;
  name: string;
  category: string;
  status: Generated<string>;
  creator_id: number | null;
  is_body_mod: Generated<number>;
  /** JSON array of strings. */
  body_mod_tags: Generated<string>;
  sprite_width: Generated<number>;
  sprite_height: Generated<number>;
  default_layer: number;
  layout_direction: Generated<string>;
  /** The sprite sheet, PNG. */
  sheet: Buffer | null;
  sheet_sha256: string | null;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface ItemVariantsTable {
  id: Generated<number>;
  design_id: number;
  variant_name: string;
  hex_color: Generated<string>;
  price_coins: Generated<number>;
  price_gems: Generated<number>;
  max_owned: Generated<number>;
  remaining_stock: number | null;
  expires_at: string | null;
  sprite_x: Generated<number>;
  sprite_y: Generated<number>;
  sprite_width: Generated<number>;
  sprite_height: Generated<number>;
  offset_x: Generated<number>;
  offset_y: Generated<number>;
  default_layer: number;
  is_starter: Generated<number>;
  /** 1 once the design is published; starter items and skins are never on sale. */
  on_sale: Generated<number>;
  created_at: string;
}

export interface InventoryTable {
  user_id: number;
  variant_id: number;
  quantity: Generated<number>;
  acquired_at: string;
}

export interface AvatarsTable {
  user_id: number;
  /** JSON: AvatarEntry[]. */
  config: string;
  version: Generated<number>;
  updated_at: string;
}

export interface DesignWorkflowsTable {
  id: Generated<number>;
  design_id: number;
  thread_id: number | null;
  /** active, approved, rejected */
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface WorkflowStepsTable {
  id: Generated<number>;
  workflow_id: number;
  position: number;
  name: string;
  /** approval or publish */
  type: string;
  /** pending, in_progress, completed, rejected */
  status: string;
  required_approvals: Generated<number>;
}

export interface WorkflowActionsTable {
  id: Generated<number>;
  workflow_id: number;
  step_id: number;
  user_id: number;
  /** approve or reject */
  action: string;
  notes: Generated<string>;
  reason: string | null;
  feedback: string | null;
  /** For the Design Team only; never shown to the creator. */
  internal_note: string | null;
  created_at: string;
}

export interface SpriteUploadsTable {
  uuid: string;
  user_id: number;
  /** variant, sheet, built, split */
  kind: string;
  mime: string;
  width: number;
  height: number;
  data: Buffer;
  created_at: string;
}

export interface GameSessionsTable {
  id: Generated<number>;
  user_id: number;
  game: string;
  /** The 32-bit seed of a session started before issue 15 (or with a test's fixed seed); 0 when seed_hex holds it. */
  seed: number;
  /** The 256-bit seed as 64 hex digits; null for older sessions. */
  seed_hex: string | null;
  /** active, over (no move left), ended (left unfinished) */
  status: Generated<string>;
  /** JSON: the engine's GameState. */
  state: string;
  /** JSON: the moves played, as [row, col] pairs. */
  move_log: Generated<string>;
  score: Generated<number>;
  coins_earned: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  ended_at: string | null;
}

export interface ThreadViewsTable {
  thread_id: number;
  viewer: string;
  hour: number;
}

export interface ReportsTable {
  id: Generated<number>;
  target_type: 'post' | 'thread';
  target_id: number;
  thread_id: number;
  category_id: number;
  reporter_id: number;
  category: string;
  reason: string;
  status: Generated<string>;
  created_at: string;
  handled_by: number | null;
  handled_at: string | null;
}

export interface SubscriptionsTable {
  user_id: number;
  thread_id: number;
  created_at: string;
}

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  data: Buffer;
  created_at: string;
  /** When a post first showed it; an upload still unused a day later is removed (uploads/cleanup.ts). */
  used_at: string | null;
}

/** One failed sign-in for an account (issue 15: 10 in 15 minutes and the account waits). */
export interface LoginFailuresTable {
  id: Generated<number>;
  /** The e-mail as typed, trimmed and lower-cased. */
  account: string;
  failed_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  actor_id: number | null;
  thread_id: number | null;
  post_id: number | null;
  excerpt: Generated<string>;
  data: Generated<string>;
  group_key: string | null;
  read: Generated<number>;
  created_at: string;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: number | null;
}

export interface UserIgnoresTable {
  user_id: number;
  ignored_id: number;
  created_at: string;
}

/** The durable mail queue (src/server/mail). */
export interface MailJobsTable {
  id: Generated<number>;
  to_address: string;
  user_id: number | null;
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Extra headers as a JSON object. */
  headers: Generated<string>;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export type MailStatus = 'pending' | 'sent' | 'failed' | 'kept';

/** How far a batcher has read a table (mail/notification-mail.ts: the notifications). */
export interface MailCursorsTable {
  name: string;
  last_id: number;
}

/** Per member and topic (`thread:<id>`): what was mailed last and when to look again (null: nothing waits). */
export interface NotificationDigestsTable {
  user_id: number;
  topic: string;
  thread_id: number | null;
  last_notification_id: Generated<number>;
  last_sent_at: string | null;
  due_at: string | null;
}

/** Secrets shared by every app server (`unsubscribe` signs the unsubscribe links in mails). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Single-use links sent by mail; only the token's SHA-256 is kept. */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: AccountTokenKind;
  token_hash: string;
  new_email: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type AccountTokenKind = 'password_reset' | 'verify_email' | 'email_change';

/** One row per staff action; never updated or deleted through the site. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  /** JSON, or null. */
  before: string | null;
  after: string | null;
  reason: Generated<string>;
  created_at: string;
}

// Issue 17: the forum's social features (migration 0024-forum-social).

export interface PostReactionsTable {
  post_id: number;
  user_id: number;
  reaction: string;
  /** The post's author, for "reactions received" on a profile. */
  author_id: number;
  created_at: string;
}

export interface PostMentionsTable {
  post_id: number;
  user_id: number;
}

export interface ThreadReadsTable {
  user_id: number;
  thread_id: number;
  /** The highest post of the thread shown to the member. */
  last_post_id: number;
  updated_at: string;
}

export interface CategoryReadsTable {
  user_id: number;
  category_id: number;
  /** "Mark all as read": every post up to this id counts as read in the category. */
  last_post_id: number;
  updated_at: string;
}

export interface DraftsTable {
  user_id: number;
  key: string;
  title: Generated<string>;
  text: string;
  updated_at: string;
}

export interface PostRevisionsTable {
  id: Generated<number>;
  post_id: number;
  /** The text before the edit. */
  content: string;
  editor_id: number | null;
  by_moderator: Generated<number>;
  edited_at: string;
}

export interface ConversationsTable {
  id: Generated<number>;
  title: string;
  created_by: number | null;
  created_at: string;
  last_message_id: Generated<number>;
  last_message_at: string;
}

export interface ConversationParticipantsTable {
  conversation_id: number;
  user_id: number;
  joined_at: string;
  left_at: string | null;
  last_read_message_id: Generated<number>;
}

export interface ConversationMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  author_id: number | null;
  content: string;
  created_at: string;
}

/** What a report table keeps of who reported what, why, and how it was handled. */
interface ReportColumns {
  reporter_id: number | null;
  reason: string;
  /** open, resolved, dismissed */
  status: Generated<string>;
  created_at: string;
  resolved_by: number | null;
  resolved_at: string | null;
}

export interface MessageReportsTable extends ReportColumns {
  id: Generated<number>;
  message_id: number;
}

export interface ThreadMovesTable {
  thread_id: number;
  old_category_slug: string;
  old_thread_slug: string;
  moved_at: string;
}

export interface DailyRewardsTable {
  user_id: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** Consecutive days claimed, this one included (1 … the cap). */
  streak: number;
  coins: number;
  created_at: string;
}

export interface UserAchievementsTable {
  user_id: number;
  /** An AchievementKey of src/common/achievements.ts. */
  achievement: string;
  earned_at: string;
}

export interface OutfitsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** JSON: AvatarEntry[]. */
  config: string;
  created_at: string;
  updated_at: string;
}

export interface WishlistTable {
  user_id: number;
  variant_id: number;
  created_at: string;
}

export interface GiftsTable {
  id: Generated<number>;
  from_user_id: number | null;
  to_user_id: number;
  variant_id: number;
  /** `bought` (from the shop, the giver paid) or `given` (from the giver's own items). */
  kind: string;
  message: Generated<string>;
  created_at: string;
}

export interface TradesTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  /** open, accepted, declined, cancelled, expired. */
  status: Generated<string>;
  give_coins: Generated<number>;
  give_gems: Generated<number>;
  get_coins: Generated<number>;
  get_gems: Generated<number>;
  message: Generated<string>;
  created_at: string;
  expires_at: string;
  resolved_at: string | null;
}

export interface TradeItemsTable {
  trade_id: number;
  /** `give`: the offerer's, held while open; `get`: the recipient's, asked for. */
  side: string;
  variant_id: number;
  quantity: Generated<number>;
}

/** A shout on the home page's wall (issue 19 §1). */
export interface ShoutsTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  created_at: string;
}

/** A report of a shout, with the shout's text kept for moderators (issue 19 §1). */
export interface ShoutReportsTable extends ReportColumns {
  id: Generated<number>;
  shout_id: number | null;
  author_id: number | null;
  text: string;
}

/** Two members' friendship or friend request, one row per pair, lower id first (issue 19 §2). */
export interface FriendshipsTable {
  user_low: number;
  user_high: number;
  requested_by: number;
  status: 'pending' | 'accepted';
  created_at: string;
  accepted_at: string | null;
}

/** One thing a member did, shown to their friends (issue 19 §2); kinds in src/common/home-social.ts. */
export interface ActivityTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  category_id: number | null;
  thread_id: number | null;
  post_id: number | null;
  /** JSON of what the entry shows (a thread title, a score, an achievement key ...). */
  data: Generated<string>;
  created_at: string;
}

/** The member in the spotlight on one UTC day (issue 19 §3). */
export interface SpotlightsTable {
  day: string;
  user_id: number | null;
  /** The administrator who picked the member, or null for the daily rule's pick. */
  picked_by: number | null;
  created_at: string;
}

export interface Database {
  mail_jobs: MailJobsTable;
  mail_cursors: MailCursorsTable;
  notification_digests: NotificationDigestsTable;
  server_secrets: ServerSecretsTable;
  account_tokens: AccountTokensTable;
  audit_log: AuditLogTable;
  threads: ThreadsTable;
  posts: PostsTable;
  thread_views: ThreadViewsTable;
  category_counters: CategoryCountersTable;
  reports: ReportsTable;
  subscriptions: SubscriptionsTable;
  uploads: UploadsTable;
  users: UsersTable;
  sessions: SessionsTable;
  groups: GroupsTable;
  memberships: MembershipsTable;
  categories: CategoriesTable;
  category_permissions: CategoryPermissionsTable;
  transactions: TransactionsTable;
  designs: DesignsTable;
  item_variants: ItemVariantsTable;
  inventory: InventoryTable;
  avatars: AvatarsTable;
  design_workflows: DesignWorkflowsTable;
  workflow_steps: WorkflowStepsTable;
  workflow_actions: WorkflowActionsTable;
  sprite_uploads: SpriteUploadsTable;
  game_sessions: GameSessionsTable;
  notifications: NotificationsTable;
  site_settings: SiteSettingsTable;
  user_ignores: UserIgnoresTable;
  login_failures: LoginFailuresTable;
  post_reactions: PostReactionsTable;
  post_mentions: PostMentionsTable;
  thread_reads: ThreadReadsTable;
  category_reads: CategoryReadsTable;
  drafts: DraftsTable;
  post_revisions: PostRevisionsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  conversation_messages: ConversationMessagesTable;
  message_reports: MessageReportsTable;
  thread_moves: ThreadMovesTable;
  daily_rewards: DailyRewardsTable;
  user_achievements: UserAchievementsTable;
  outfits: OutfitsTable;
  wishlist: WishlistTable;
  gifts: GiftsTable;
  trades: TradesTable;
  trade_items: TradeItemsTable;
  shouts: ShoutsTable;
  shout_reports: ShoutReportsTable;
  friendships: FriendshipsTable;
  activity: ActivityTable;
  spotlights: SpotlightsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type GroupRow = Selectable<GroupsTable>;
