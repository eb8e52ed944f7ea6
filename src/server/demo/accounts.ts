import { GROUP } from '../accounts/groups.ts';
import type { CategoryInput } from '../admin/commands.ts';

/** Demo accounts (DECISIONS.md 'Running it'): password demo1234, e-mail <name>@cito.test. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS: ReadonlyArray<{ username: string; groups: string[] }> = [
  { username: 'admin', groups: [GROUP.administrators] },
  { username: 'mod', groups: [GROUP.moderators] },
  { username: 'dana', groups: [GROUP.designTeam] },
  { username: 'dave', groups: [GROUP.designTeam] },
  { username: 'dora', groups: [GROUP.designTeam] },
  { username: 'alice', groups: [] },
  { username: 'bob', groups: [] },
];

export const demoEmail = (username: string) => `${username}@cito.test`;

export const DEMO_CATEGORIES: CategoryInput[] = [
  {
    title: 'Announcements',
    description: 'News from the Cito team: updates, events and new arrivals in the shop.',
    access: 'announcements',
  },
  { title: 'Community', description: 'Say hello, meet other members and talk about anything.' },
  { title: 'Creativity', description: 'Share your pixel art, stories, outfits and other creations.' },
  { title: 'Games', description: 'Tile Tumble strategies, high scores and game ideas.' },
  { title: 'Shops', description: 'Trading tips, wish lists and talk about the latest shop items.' },
  { title: 'Wardrobe', description: 'Show off your avatar and get styling advice.' },
  {
    title: 'Design Discussions',
    description: 'Every submitted clothing design gets a thread here for the Design Team review.',
  },
];
