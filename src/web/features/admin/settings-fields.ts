import type { SettingValue, SiteSettings } from './admin-types.ts';

export type FieldKind =
  | 'text'
  | 'longtext'
  | 'registration'
  | 'checkbox'
  | 'number'
  | 'optional-number'
  | 'list';

export interface SettingField {
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
}

export interface SettingSection {
  title: string;
  fields: SettingField[];
}

/** The settings of issue 16 §3 and §6, in the order and words the form shows them. */
export const SETTING_SECTIONS: SettingSection[] = [
  {
    title: 'Site',
    fields: [
      { key: 'site_name', label: 'Site name', kind: 'text' },
      { key: 'site_description', label: 'Site description', kind: 'longtext' },
    ],
  },
  {
    title: 'Registration',
    fields: [
      { key: 'registration', label: 'Registration', kind: 'registration' },
      {
        key: 'email_verification_required',
        label: 'Members must verify their e-mail address before they post',
        kind: 'checkbox',
      },
      {
        key: 'blocked_email_domains',
        label: 'Blocked e-mail domains',
        kind: 'list',
        hint: 'One a line, e.g. spam.example.',
      },
      {
        key: 'blocked_addresses',
        label: 'Blocked client addresses',
        kind: 'list',
        hint: 'One a line: an exact address, or an IPv4 prefix ending in a dot such as 203.0.113.',
      },
    ],
  },
  {
    title: 'Flood control',
    fields: [
      { key: 'post_interval_seconds', label: 'Seconds between a member’s posts', kind: 'number' },
      {
        key: 'new_member_post_interval_seconds',
        label: 'Seconds between posts in a member’s first day',
        kind: 'number',
      },
      { key: 'new_member_threads_per_day', label: 'New threads in a member’s first day', kind: 'number' },
      {
        key: 'duplicate_post_window_seconds',
        label: 'Seconds in which the same text twice is refused',
        kind: 'number',
        hint: '0 allows it.',
      },
      { key: 'new_member_max_links', label: 'Links in a post in a member’s first day', kind: 'number' },
      { key: 'new_member_max_images', label: 'Images in a post in a member’s first day', kind: 'number' },
    ],
  },
  {
    title: 'Uploads and games',
    fields: [
      {
        key: 'upload_per_hour',
        label: 'Uploads per member per hour',
        kind: 'optional-number',
        hint: 'Empty: the server’s default (UPLOAD_RATE_LIMIT).',
      },
      {
        key: 'upload_quota_mb',
        label: 'Upload space per member (MB)',
        kind: 'optional-number',
        hint: 'Empty: the server’s default (UPLOAD_QUOTA_MB).',
      },
      { key: 'game_daily_coin_cap', label: 'Tile Tumble coins per member per day', kind: 'number' },
    ],
  },
];

/** A setting the server has that the form does not name yet still gets a field, by its value's type. */
function guessKind(value: SettingValue): FieldKind {
  if (typeof value === 'boolean') return 'checkbox';
  if (typeof value === 'number') return 'number';
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'optional-number';
  return 'text';
}

/** The sections with every setting the server sent, and only those. */
export function sectionsFor(settings: SiteSettings): SettingSection[] {
  const known = new Set(SETTING_SECTIONS.flatMap((section) => section.fields.map((field) => field.key)));
  const sections = SETTING_SECTIONS.map((section) => ({
    ...section,
    fields: section.fields.filter((field) => field.key in settings),
  }));
  const other = Object.keys(settings)
    .filter((key) => !known.has(key))
    .map((key) => ({ key, label: key.replaceAll('_', ' '), kind: guessKind(settings[key] ?? null) }));
  if (other.length) sections.push({ title: 'Other', fields: other });
  return sections.filter((section) => section.fields.length > 0);
}

export type Draft = Record<string, string | boolean>;

/** What a field shows for a stored value. */
export function toDraft(settings: SiteSettings): Draft {
  const draft: Draft = {};
  for (const [key, value] of Object.entries(settings)) {
    if (typeof value === 'boolean') draft[key] = value;
    else if (Array.isArray(value)) draft[key] = value.join('\n');
    else draft[key] = value === null ? '' : String(value);
  }
  return draft;
}

/** What to store for what a field holds: lists split by line, an empty optional number is null. */
export function fromDraft(kind: FieldKind, raw: string | boolean): SettingValue {
  if (kind === 'checkbox') return raw === true;
  const text = String(raw);
  if (kind === 'list')
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  if (kind === 'number') return text.trim() === '' ? Number.NaN : Number(text);
  if (kind === 'optional-number') return text.trim() === '' ? null : Number(text);
  return text;
}

/** The settings whose value differs from what is stored, ready for PUT /api/admin/settings. */
export function changedSettings(
  sections: SettingSection[],
  draft: Draft,
  stored: SiteSettings,
): SiteSettings {
  const changes: SiteSettings = {};
  for (const field of sections.flatMap((section) => section.fields)) {
    const value = fromDraft(field.kind, draft[field.key] ?? '');
    if (JSON.stringify(value) !== JSON.stringify(stored[field.key])) changes[field.key] = value;
  }
  return changes;
}

/** The setting a 422 names ('Setting "site_name": …'), so its message goes under that field. */
export function settingOfError(message: string): string | null {
  return /^Setting "([a-z0-9_]+)"/.exec(message)?.[1] ?? null;
}
