/** User-facing messages, word for word from the spec (spec 1 §5, §6, §8) and DECISIONS.md. */
export const MSG = {
  // spec 1 §5 validation
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  newPasswordsDoNotMatch: 'New passwords do not match',
  searchTooShort: 'Search query must be at least 3 characters',
  // spec 2 §8 search
  searchFailed: 'Failed to perform search. Please try again.',
  searchNavigationFailed: 'Failed to navigate to search results',
  // spec 2 §8 shop and avatar
  purchaseFailed: 'Purchase failed. Please try again.',
  saveAvatarFailed: 'Failed to save avatar. Please try again.',
  shopNoMatches: 'No items match your search',
  shopNoItems: 'No items available',
  wardrobeEmpty: 'Your wardrobe is empty',
  // purchase refusals and avatar validation (DECISIONS.md is silent on the wording)
  itemNotFound: 'Item not found',
  designNotFound: 'Design not found',
  noAvatar: 'No avatar set',
  notForSale: 'This item is not for sale.',
  itemExpired: 'This item is no longer available.',
  soldOut: 'This item is sold out.',
  alreadyOwned: 'You already own this item.',
  notEnoughCoins: 'You do not have enough coins for this item.',
  notEnoughGems: 'You do not have enough gems for this item.',
  transactionNotFound: 'Transaction not found',
  avatarUnknownItem: 'That item does not exist.',
  avatarNotOwned: 'You can only wear items you own.',
  avatarOneSkin: 'An avatar needs exactly one skin.',
  avatarOnePerCategory: 'Only one item of each kind can be worn at a time (accessories excepted).',
  avatarDressConflict: 'A dress cannot be worn with a top or bottom.',
  avatarTooMany: 'That is more items than an avatar can wear.',
  avatarDuplicate: 'The same item cannot be worn twice.',
  // spec 2 §8 design studio and review
  designSubmitted: 'Design submitted successfully! It will be reviewed by the Design Team.',
  designSubmittedForReview: 'Design submitted for review!',
  designReset: 'Design reset to draft status.',
  designPositionsUpdated: 'Design positions updated successfully!',
  designSubmitFailed: 'Failed to submit design. Please try again.',
  designReviewSubmitFailed: 'Failed to submit design for review.',
  designResetFailed: 'Failed to reset design.',
  designLoadFailed: 'Failed to load design for editing.',
  designSaveFailed: 'Failed to save design. Please try again.',
  approveFailed: 'Failed to approve design. Please try again.',
  rejectFailed: 'Failed to reject design. Please try again.',
  designApproved: 'Design approved!',
  designRejected: 'Design rejected.',
  alreadyReviewed: 'You have already reviewed this design.',
  reasonAndFeedback: 'Please provide a reason and feedback.',
  designTeamOnly: 'Access restricted to Design Team members only.',
  uploadFailed: 'Upload failed. Please try again.',
  // design rules the spec leaves unworded
  designNameRequired: 'Please give the design a name.',
  designNameTooLong: 'The design name can be at most 128 characters.',
  designCategoryRequired: 'Please choose a category.',
  designVariantsRequired: 'A design needs at least one variant with a name.',
  designNotDraft: 'Only a draft can be submitted for review.',
  designNotRejected: 'Only a rejected design can be reset to draft.',
  designNotEditable: 'An approved design can no longer be changed.',
  ownDesignReview: 'You cannot review your own design.',
  reviewClosed: 'This design is not waiting for review.',
  builderMismatch: 'All sprites must have the same resolution.',
  // spec 2 §8 games, and the game's refusals
  gamesLoadFailed: 'Failed to load games. Please try again later.',
  gameStartFailed: 'Failed to start game. Please try again.',
  gameSessionNotFound: 'Game session not found',
  gameOverAlready: 'This game is over. Start a new one to play again.',
  invalidMove: 'That is not a valid move.',
  tooManyMoves: 'Too many moves at once. Please slow down.',
  // DECISIONS.md is silent: a search longer than any sensible query, and search hammering
  searchTooLong: 'Search query must be at most 200 characters',
  searchTooFast: 'Too many searches. Please wait a few seconds and try again.',
  // spec 1 §8
  invalidLogin: 'Invalid email or password',
  registrationFailed: 'Registration failed. Please try again.',
  sessionExpired: 'Session Expired',
  updateEmailFailed: 'Failed to update email',
  updateEmailError: 'An error occurred while updating email',
  updatePasswordFailed: 'Failed to update password',
  updatePasswordError: 'An error occurred while updating password',
  savePrefsFailed: 'Failed to save notification preferences',
  emailUpdated: 'Email updated successfully!',
  passwordUpdated: 'Password updated successfully!',
  prefsSaved: 'Notification preferences saved successfully!',
  cacheCleared: 'All cached data has been cleared!',
  updateAccountFailed: 'Failed to update account',
  // spec 1 §6
  loginToCreateThread: 'You must be logged in to create new threads',
  loginToReply: 'You must be logged in to reply to threads',
  noPostPermission: 'You do not have permission to post in this category',
  noReplyPermission: 'You do not have permission to reply in this category',
  // spec 1 §5, §8 forum
  categoryNotFound: 'Category not found',
  threadNotFound: 'Thread not found',
  invalidCategory: 'Invalid category',
  reportCategoryRequired: 'Please select a report category',
  reportDetailsRequired: 'Please provide details for "Other" reports',
  imageTooLarge: 'Image size must be less than 8MB',
  // issue 15: IMAGE_MAX_PIXELS, read from the image's header
  imageTooManyPixels: 'Image is too large: at most 16 megapixels (for example 4000 × 4000 pixels)',
  notAnImage: 'Please select an image file',
  userNotFound: 'User not found',
  // our own forum messages, where the spec is silent
  postNotFound: 'Post not found',
  // issue 17 §6 drafts
  draftKeyInvalid:
    'Invalid draft key: use reply-{thread id}, thread-{category id}, message-{conversation id} or message-new',
  draftTooLarge: 'Drafts can be at most 64 KB',
  threadLocked: 'This thread is locked: only moderators can reply',
  threadClosed: 'This thread is closed: only moderators can reply',
  threadArchived: 'This thread is archived and read only',
  postArchived: 'This post is archived and read only',
  titleRequired: 'Please enter a title',
  titleTooLong: 'Title must be at most 150 characters',
  textRequired: 'Please enter some text',
  textTooLong: 'Posts must be at most 50,000 characters',
  triggerWarningTooLong: 'Trigger warning must be at most 200 characters',
  reportTooLong: 'Report details must be at most 1,000 characters',
  moderatorsOnly: 'Only moderators of this category can do that',
  notYourPost: 'You can only change your own posts',
  openingPostHasReplies: 'Only a moderator can delete the opening post of a thread with replies',
  reportHandled: 'This report has already been handled',
  reportNotFound: 'Report not found',
  noModeration: 'You do not moderate any category',
  sameCategory: 'The thread is already in that category',
  reportReceived: 'Thank you. A moderator will look at your report.',
  // our own, where the spec is silent
  loginRequired: 'You must be logged in',
  usernameRule: 'Username must be 3-24 characters: letters, digits, _ and -',
  emailInvalid: 'Please enter a valid email address',
  passwordTooLong: 'Password must be at most 256 characters',
  allFieldsRequired: 'All fields are required',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  registered: 'Account created. You can sign in now.',
  oldPasswordWrong: 'Current password is incorrect',
  currentPasswordRequired: 'Please enter your current password to change your email',
  emailOrPasswordRequired: 'Provide a new email, or a new password with your current password',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  tooManyStreams: 'Too many live connections are open. Close some tabs and try again.',
  foreignOrigin: 'Cross-site request refused',
  notFound: 'Not found',
  forbidden: 'You do not have permission to do that',
  serverError: 'Something went wrong on our side. Please try again.',
  // issue 15: the database is full, read only or unreachable (503)
  siteBusy: 'The site is busy or under maintenance, please try again shortly.',
  invalidRequest: 'Invalid request',
  // issue 18 §3: gifts and trades
  giftYourself: 'You cannot send a gift to yourself.',
  tradeYourself: 'You cannot trade with yourself.',
  memberUnavailable: 'This member cannot receive gifts or trade offers.',
  memberIgnoresYou: 'This member is not accepting gifts or trade offers from you.',
  notTradeable: 'Starter items and skins cannot be traded or given away.',
  notOwnedItem: 'You do not have that item to give.',
  recipientHasMax: 'They already own as many of this item as anyone may.',
  tradeNotFound: 'Trade not found',
  tradeEmpty: 'Put at least one item, or some coins or gems, into the offer.',
  tradeDuplicateItem: 'Name each item once.',
  tradeNotOpen: 'This offer is no longer open.',
  tradeTooManyOpen: 'You have too many open offers. Cancel one or wait for an answer.',
  tradeOnlyRecipient: 'Only the member the offer was made to can answer it.',
  tradeOnlyOfferer: 'Only the member who made the offer can cancel it.',
  tradeTheyLack: 'They do not own every item you asked for.',
  tradeYouLack: 'You no longer have everything this offer asks of you.',
  tradeNotEnoughCoins: 'You do not have enough coins for this trade.',
  tradeNotEnoughGems: 'You do not have enough gems for this trade.',
  // issue 18 §1: daily reward
  dailyRewardClaimed: "You already claimed today's reward.",
  dailyRewardClaimFailed: 'Could not claim the daily reward. Please try again.',
  // issue 18 §2 and §4 (looks): saved outfits, trying on a look, the accessory rule
  avatarTooManyAccessories: 'An avatar can wear at most 3 accessories at once. Take one off first.',
  outfitNotFound: 'Outfit not found',
  outfitLimit: 'You can keep at most 20 outfits. Delete one to save another.',
  outfitNameRequired: 'Please give the outfit a name.',
  outfitSaved: 'Outfit saved!',
  outfitDeleted: 'Outfit deleted.',
  lookNothingToBuy: 'You already own every item of this look.',
  lookNotForSale: 'Some items of this look are not sold in the shop:',
  lookBought: 'You bought the look!',
  // issue 18 §2: item pages and the wishlist
  wishlistFull: 'Your wishlist is full. Remove an item to add another.',
} as const;

/** issue 15: an account's sign-ins wait after too many failures; `minutes` is at least 1. */
export const tooManySignIns = (minutes: number) =>
  `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;

/** issue 15: a member's uploads per hour (UPLOAD_RATE_LIMIT). */
export const uploadRateReached = (count: number) =>
  `You have uploaded ${count} images in the last hour. Please wait before uploading more.`;

/** issue 15: a member's stored uploads (UPLOAD_QUOTA_MB). */
export const uploadQuotaReached = (usedMb: number, quotaMb: number) =>
  `Your uploads use ${usedMb} MB of the ${quotaMb} MB allowed. Remove some to upload more.`;

/** issue 16 §4: a silenced member tries to write; `until` is 'until …' or 'indefinitely'. */
export const silencedMessage = (until: string) =>
  `You have been silenced ${until}, so you cannot post or send anything.`;

/** issue 16 §4: sign-in refused to a suspended member. */
export const suspendedMessage = (until: string, reason: string) =>
  `Your account is suspended ${until}.${reason ? ` Reason: ${reason}` : ''}`;

/** issue 16 §2 and §6: account and flood-control messages shown to members. */
export const RUNNING = {
  verifyEmailFirst: 'Please verify your e-mail address first: follow the link in the mail we sent you.',
  resetRequested: 'If an account uses that address, we have sent it a link',
  resetTokenInvalid: 'This reset link is not valid. Please ask for a new one.',
  resetTokenUsed: 'This reset link has already been used. Please ask for a new one.',
  resetTokenExpired: 'This reset link has expired. Please ask for a new one.',
} as const;

/** issue 16 §6: flood control; `seconds` is at least 1. */
export const postTooSoon = (seconds: number) =>
  `You are posting too quickly. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

/** issue 16 §2: e-mail verification and e-mail change, the links' answers. */
export const ACCOUNT_LINKS = {
  passwordReset: 'Your new password is set and you are signed in.',
  passwordChangedElsewhere: 'Your password was changed with a reset link. Please sign in with the new one.',
  verifyTokenInvalid: 'This verification link is not valid. Please ask for a new one.',
  verifyTokenUsed: 'This verification link has already been used.',
  verifyTokenExpired: 'This verification link has expired. Please ask for a new one.',
  emailVerified: 'Thank you: your e-mail address is verified.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationSent: 'We have sent you a new verification mail.',
  changeTokenInvalid: 'This confirmation link is not valid. Please change your address again.',
  changeTokenUsed: 'This confirmation link has already been used.',
  changeTokenExpired: 'This confirmation link has expired. Please change your address again.',
  tooManyMails: 'We have just sent you a mail. Please wait a few minutes before asking for another.',
  requestFailed: 'Something went wrong. Please try again.',
  verifyBanner: 'Please verify your e-mail address: follow the link we sent to',
} as const;

/** issue 16 §2: the address changes only once the member follows the link sent to it. */
export const emailChangeSent = (email: string) =>
  `We have sent a link to ${email}. Your address changes when you follow it.`;

/** issue 16 §2: the change confirmed. */
/** The change takes effect when the link is followed: the spec's success message, then the new address. */
export const emailChanged = (email: string) => `${MSG.emailUpdated} Your e-mail address is now ${email}.`;

/** issue 16 §4 and §6: suspending, silencing, refused sign-ups and flood control (the standing part). */
export const STANDING = {
  notOnAdministrator: 'Administrators cannot be suspended or silenced.',
  notOnYourself: 'You cannot change your own standing.',
  onlyAdminsSuspend: 'Only administrators may suspend members.',
  untilInPast: 'The end date must be in the future (or leave it empty for indefinitely).',
  reasonRequired: 'Please give a reason.',
  sessionEndedSignIn: 'You have been signed out. Please sign in again.',
  registrationClosed: 'Sign-ups are closed at the moment.',
  registrationByInvitation: 'Sign-ups are by invitation only at the moment.',
  registrationBlocked: 'Sign-ups from this address are not accepted. Please contact the site’s staff.',
  duplicatePost: 'You just posted the same text. Please write something new.',
} as const;

/** issue 16 §6: a member in their first day starts at most `max` threads. */
export const newMemberThreadLimit = (max: number) =>
  `New members may start ${max} thread${max === 1 ? '' : 's'} in their first day. Please reply in an existing thread, or try again tomorrow.`;

/** issue 16 §6: links or images beyond what a member's first day allows. */
export const tooManyInPost = (what: 'links' | 'images', max: number) =>
  `New members may put at most ${max} ${what} in a post. Please remove some and try again.`;

/** issue 17 §8 private messages and §9 ignore: the refusals and confirmations. */
export const PRIVATE = {
  notAcceptingMessages: 'This member is not accepting messages from you',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  recipientsRequired: 'Please name at least one member to write to.',
  onlyYourself: 'You cannot start a conversation with only yourself.',
  recipientUnavailable: 'This member cannot receive messages:',
  reportReasonRequired: 'Please say why you are reporting this message.',
  reportReasonTooLong: 'The reason can be at most 500 characters.',
  reportFiled: 'Thank you. A moderator will look at this message.',
  reportNotFound: 'Report not found',
  reportHandled: 'This report has already been handled.',
  staffNotIgnorable: 'Staff members cannot be ignored.',
  notIgnoreYourself: 'You cannot ignore yourself.',
  userNotFound: 'User not found',
} as const;

/** issue 17 §8: a conversation has 2 to `max` members, the sender included. */
export const tooManyRecipients = (max: number) =>
  `A conversation can have at most ${max} members, you included.`;

/** issue 17 §8: the usernames in `to` that name nobody. */
export const unknownRecipients = (names: string[]) =>
  `No member is called ${names.map((name) => `"${name}"`).join(', ')}.`;

/** issue 17 §8: a member's daily allowance of new conversations is used up. */
export const conversationLimit = (max: number, newMember: boolean) =>
  newMember
    ? `New members may start ${max} conversations a day. Please reply in an existing one, or try again tomorrow.`
    : `You may start ${max} conversations a day. Please try again tomorrow.`;
