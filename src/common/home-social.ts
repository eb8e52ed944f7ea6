import type { Static } from '@sinclair/typebox';
import type { ActivityEntrySchema, ActivityPageSchema } from './schemas/activity.ts';
import type {
  FriendAnswer,
  FriendListsSchema,
  FriendStateSchema,
  FriendViewSchema,
  HomeMemberSchema,
  MemberFriendsAnswer,
} from './schemas/friends.ts';
import type {
  ShoutPostedSchema,
  ShoutReportSchema,
  ShoutReportStatusSchema,
  ShoutSchema,
  ShoutsPageSchema,
} from './schemas/shouts.ts';
import type {
  AdminSpotlightResponseSchema,
  PrivacyResponseSchema,
  PrivacySettingsSchema,
  SpotlightFields,
  SpotlightPickedSchema,
  SpotlightPickSchema,
} from './schemas/spotlight.ts';
import { hasVisibleText } from './text.ts';

// A living home page (issue 19): the shoutbox, friends and their activity, the daily spotlight.
// Shared by the server and the browser: limits, answers, live payloads and the words members read.

/** §1 Shoutbox limits. */
export const SHOUT_MAX_LENGTH = 280;
export const SHOUT_INTERVAL_SECONDS = 15;
/** The author may delete their own shout this long after writing it; moderators always may. */
export const SHOUT_DELETE_WINDOW_MS = 5 * 60_000;
/** Shouts older than this are removed. */
export const SHOUT_RETENTION_DAYS = 30;
export const SHOUTS_PER_PAGE = 20;
export const SHOUT_REPORT_REASON_MAX = 500;

/** A member as the home page's panels show them: name, profile and avatar image. */
export type HomeMember = Static<typeof HomeMemberSchema>;

/** One shout as GET /api/shouts lists it and `shout.new` carries it. */
export type ShoutView = Static<typeof ShoutSchema>;
/** A page of GET /api/shouts, newest first. */
export type ShoutsPage = Static<typeof ShoutsPageSchema>;
export type ShoutPosted = Static<typeof ShoutPostedSchema>;

/** A shout's length as members count it: in code points, so an emoji counts once. */
export function shoutLength(text: string): number {
  return [...text].length;
}

/** Markdown image syntax (`![alt](url)` or `![alt][ref]`): shouts are plain text, never images. */
const MARKDOWN_IMAGE = /!\[[^\]]*\]\s*[([]/;

/**
 * A shout as it is stored: one line (control characters and line breaks become spaces), trimmed.
 * The server stores exactly this; the browser counts it for the character counter.
 */
export function normalizeShout(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** Why a (normalized) shout text is refused, or null when it may be shouted. */
export function shoutTextProblem(text: string): string | null {
  if (!hasVisibleText(text)) return SOCIAL.shoutEmpty;
  if (shoutLength(text) > SHOUT_MAX_LENGTH) return SOCIAL.shoutTooLong;
  if (MARKDOWN_IMAGE.test(text)) return SOCIAL.shoutNoImages;
  return null;
}

export type ShoutReportStatus = Static<typeof ShoutReportStatusSchema>;

/** One report of a shout as moderators list it (GET /api/moderation/shout_reports). */
export type ShoutReportView = Static<typeof ShoutReportSchema>;

/** §2 At most this many friends (accepted) per member. */
export const FRIENDS_MAX = 500;

export type FriendState = Static<typeof FriendStateSchema>;

/** One friend or request as GET /api/friends lists it. */
export type FriendView = Static<typeof FriendViewSchema>;

export type FriendsAnswer = Static<typeof FriendListsSchema>;

/** What a friend call answers: where the two members stand now, in words. */
export type FriendOutcome = Static<typeof FriendAnswer>;

/** GET /api/user/{id}/friends: a member's friends, how many, and the viewer's state towards them. */
export type MemberFriendsResponse = Static<typeof MemberFriendsAnswer>;
export type MemberFriends = Omit<MemberFriendsResponse, 'success'>;

/** §2 What friends' activity shows. */
export const ACTIVITY_KINDS = [
  'thread',
  'reply',
  'game_milestone',
  'game_best',
  'look',
  'design_approved',
  'achievement',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_PER_PAGE = 20;
/** Activity older than this is not shown (and is removed). */
export const ACTIVITY_RETENTION_DAYS = 30;

/** One entry of GET /api/friends/activity and of the live `activity.new` event. */
export type ActivityEntry = Static<typeof ActivityEntrySchema>;
/** A page of GET /api/friends/activity, newest first. */
export type ActivityPage = Static<typeof ActivityPageSchema>;

/** §3 The member in today's spotlight. */
export type SpotlightAnswer = Static<typeof SpotlightFields>;
/** §3 Who may be picked: active this many days back, not picked this many days back. */
export const SPOTLIGHT_ACTIVE_DAYS = 7;
export const SPOTLIGHT_REPEAT_DAYS = 30;
/** §3 Administrators pick for today or a day up to this many days ahead. */
export const SPOTLIGHT_PICK_AHEAD_DAYS = 60;
/** §3 The admin panel lists the picks of this many days back and ahead. */
export const SPOTLIGHT_ADMIN_SPAN_DAYS = 14;

/** One day's pick as GET /api/admin/spotlight lists it. */
export type SpotlightPick = Static<typeof SpotlightPickSchema>;
/** GET /api/admin/spotlight: the picks of the last and next 14 days, oldest first. */
export type AdminSpotlightAnswer = Static<typeof AdminSpotlightResponseSchema>;
export type SpotlightPicked = Static<typeof SpotlightPickedSchema>;

/** §2, §3 Member privacy, GET/PUT /api/account/privacy. */
export type PrivacySettings = Static<typeof PrivacySettingsSchema>;
export type PrivacyAnswer = Static<typeof PrivacyResponseSchema>;

/** The account settings' labels of each privacy setting. */
export const PRIVACY_LABELS: Record<keyof PrivacySettings, { label: string; hint: string }> = {
  hide_activity: {
    label: "Hide my activity from friends' feeds",
    hint: 'Your friends will not see your posts, games or new looks on their home page.',
  },
  spotlight_opt_out: {
    label: 'Keep me out of the daily spotlight',
    hint: 'The home page will never feature you as the member of the day.',
  },
};

/** What members read (shown word for word). */
export const SOCIAL = {
  shoutEmpty: 'Write something to shout.',
  shoutTooLong: `Shouts are at most ${SHOUT_MAX_LENGTH} characters.`,
  shoutTooSoon: (seconds: number) =>
    `You can shout again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  shoutRepeated: 'You just shouted that. Say something new!',
  shoutNoImages: 'Shouts are text only: images are not shown here.',
  shoutSilenced: 'You are silenced and cannot shout right now.',
  shoutUnverified: 'Verify your e-mail address to shout.',
  shoutNotFound: 'That shout is gone.',
  shoutDeleteExpired: 'You can delete your shout only in the first 5 minutes.',
  shoutDeleted: 'Shout deleted.',
  shoutReported: 'Thanks! A moderator will look at this shout.',
  shoutReportReasonRequired: 'Please say what is wrong with this shout.',
  shoutReportReasonTooLong: `Keep the reason under ${SHOUT_REPORT_REASON_MAX} characters.`,
  shoutReportOwn: 'You cannot report your own shout.',
  shoutReportNotFound: 'That report does not exist.',
  shoutReportHandled: 'Another moderator has already handled this report.',
  shoutSignIn: 'Sign in to shout',
  friendSelf: 'You cannot befriend yourself.',
  friendIgnored: 'This member is not accepting friend requests from you.',
  friendLimit: `You already have ${FRIENDS_MAX} friends.`,
  friendTheirLimit: `This member already has ${FRIENDS_MAX} friends.`,
  friendRequested: 'Friend request sent.',
  friendAccepted: 'You are now friends.',
  friendRemoved: 'Friend removed.',
  friendRequestWithdrawn: 'Friend request withdrawn.',
  friendRequestDeclined: 'Friend request declined.',
  friendNoRequest: 'There is no friend request from this member.',
  friendNotFound: 'That member does not exist.',
  friendsEmpty: 'No friends yet',
  friendsEmptyHint: "Find members below by name, or press Add Friend on anyone's profile.",
  friendIncomingEmpty: 'No friend requests right now.',
  friendOutgoingEmpty: 'No requests of yours are waiting for an answer.',
  friendSearchHint: 'Type the start of a username: letters, digits, _ and -.',
  friendSearchNone: 'No member has a name starting like that.',
  friendUnfriendConfirm: (name: string) => `Remove ${name} from your friends?`,
  friendActionFailed: 'That did not work. Please try again.',
  memberFriendsEmpty: (name: string) => `${name} has no friends here yet.`,
  ownFriendsEmpty: 'You have no friends here yet.',
  activityEmpty: 'Add friends to see what they are up to.',
  activityFindMembers: 'Find members',
  activityThread: 'started',
  activityReply: 'replied in',
  activityMilestone: (points: string) => `passed ${points} points in Tile Tumble`,
  activityBest: (points: string) => `scored ${points} in Tile Tumble — a new best!`,
  activityLook: 'saved a new look',
  activityDesign: '’s design',
  activityDesignInShop: 'is in the shop',
  activityAchievement: 'earned the badge',
  spotlightEmpty: 'Nobody is in the spotlight today. Save a look in your wardrobe and join the fun!',
  spotlightPicked: 'The spotlight is set.',
  spotlightNotEligible: 'That member cannot be in the spotlight: they are gone or have opted out.',
  spotlightDayOutOfRange: `Pick today or a day up to ${SPOTLIGHT_PICK_AHEAD_DAYS} days ahead.`,
  spotlightTryLook: 'Try this look',
  privacySaved: 'Privacy settings saved.',
  privacySaveFailed: 'Your privacy settings could not be saved. Please try again.',
} as const;
