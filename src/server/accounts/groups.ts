/** The four built-in groups (DECISIONS.md 'Accounts, sessions, roles'). */
export const GROUP = {
  members: 'Members',
  moderators: 'Moderators',
  designTeam: 'Design Team',
  administrators: 'Administrators',
} as const;

export type BuiltInGroup = (typeof GROUP)[keyof typeof GROUP];

export const BUILT_IN_GROUPS = [
  {
    name: GROUP.members,
    description: 'Every account: reads public categories, posts and replies where allowed.',
  },
  { name: GROUP.moderators, description: 'Moderate the categories granted to the group.' },
  {
    name: GROUP.designTeam,
    description: 'Review clothing designs submitted by members.',
    can_review_designs: 1,
  },
  {
    name: GROUP.administrators,
    description: 'Everything, including the admin calls.',
    is_admin: 1,
    can_review_designs: 1,
  },
] as const;
