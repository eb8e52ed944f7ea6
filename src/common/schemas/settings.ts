/** Schemas of the site settings (issue 16 §3) and their answers; the admin panel's types derive from them. */
import { type TSchema, Type } from '@sinclair/typebox';

/** Each setting's schema and default (the server's admin/settings.ts stores and checks them). */
export const SETTING_SCHEMAS = {
  site_name: Type.String({ minLength: 1, maxLength: 60, default: 'Cito' }),
  site_description: Type.String({
    maxLength: 300,
    default: 'A forum based community with pixel art avatars',
  }),
  /** Who may sign up: anyone, nobody, or those holding an invitation. */
  registration: Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('invitation')], {
    default: 'open',
  }),
  /** Unverified members may read and play, but not post, reply, upload or message. */
  email_verification_required: Type.Boolean({ default: true }),
  /** Coins Tile Tumble pays one member per UTC day at most. */
  game_daily_coin_cap: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 2_000 }),
  /** Sign-ups from these e-mail domains (e.g. "spam.example") are refused. */
  blocked_email_domains: Type.Array(Type.String({ minLength: 1, maxLength: 253 }), {
    maxItems: 1_000,
    default: [],
  }),
  /** Sign-ups from these client addresses (exact, or an IPv4 prefix ending in "." such as "203.0.113.") are refused. */
  blocked_addresses: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    maxItems: 1_000,
    default: [],
  }),
  /** Flood control (staff are exempt): seconds between a member's posts (replies and new threads). */
  post_interval_seconds: Type.Integer({ minimum: 0, maximum: 3_600, default: 10 }),
  /** The same, in a member's first day. */
  new_member_post_interval_seconds: Type.Integer({ minimum: 0, maximum: 3_600, default: 30 }),
  /** New threads a member may start in their first day. */
  new_member_threads_per_day: Type.Integer({ minimum: 0, maximum: 1_000, default: 3 }),
  /** The same text posted twice in a row within this many seconds is refused (0: allowed). */
  duplicate_post_window_seconds: Type.Integer({ minimum: 0, maximum: 86_400, default: 300 }),
  /** Links a post of a member in their first day may hold. */
  new_member_max_links: Type.Integer({ minimum: 0, maximum: 100, default: 2 }),
  /** Images a post of a member in their first day may hold. */
  new_member_max_images: Type.Integer({ minimum: 0, maximum: 100, default: 2 }),
  /** Images a member may upload per hour (staff are exempt); null: UPLOAD_RATE_LIMIT. */
  upload_per_hour: Type.Union([Type.Integer({ minimum: 1, maximum: 10_000 }), Type.Null()], {
    default: null,
  }),
  /** Megabytes of uploads a member may keep (staff are exempt); null: UPLOAD_QUOTA_MB. */
  upload_quota_mb: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000 }), Type.Null()], {
    default: null,
  }),
} satisfies Record<string, TSchema>;

/** Every site setting, as the admin panel reads and saves them. */
export const SettingsSchema = Type.Object(SETTING_SCHEMAS);

/** GET /api/admin/settings: every setting and its default. */
export const SettingsAnswerSchema = Type.Object({
  success: Type.Literal(true),
  settings: SettingsSchema,
  defaults: SettingsSchema,
});

/** PUT /api/admin/settings: the settings after the change. */
export const SettingsSavedSchema = Type.Object({ success: Type.Literal(true), settings: SettingsSchema });

/** GET /api/site: the site's name and description, for every page's title. */
export const SiteInfoSchema = Type.Object({
  success: Type.Literal(true),
  site_name: Type.String(),
  site_description: Type.String(),
});
