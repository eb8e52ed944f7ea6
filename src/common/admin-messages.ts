/** Messages of the admin panel's calls (issue 16 §3), shown to staff word for word. */
export const ADMIN = {
  staffOnly: 'Only staff may use the admin panel',
  userNotFound: 'User not found',
  groupNotFound: 'Group not found',
  categoryNotFound: 'Category not found',
  accountDeleted: 'That account has been deleted',
  groupNameTaken: 'A group with that name already exists',
  builtInGroup: 'Built-in groups cannot be renamed, changed or deleted',
  keepOwnAdmin: 'You cannot remove yourself from Administrators',
  nothingToGrant: 'Give an amount of coins or gems to grant or remove',
  belowZero: 'That would take the balance below zero',
  deleteAdministrator: 'Administrators cannot be deleted; remove them from Administrators first',
  deleteSelf: 'You cannot delete your own account here',
  orderMismatch: 'The order may list each category only once',
  nothingToChange: 'Nothing to change',
} as const;
