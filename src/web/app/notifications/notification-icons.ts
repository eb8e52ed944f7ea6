import type { NotificationType } from '../../../common/notifications.ts';
import { envelopeIcon } from '../../ui/envelope-icon.ts';
import type { SpriteData } from '../../ui/pixel-sprite.tsx';

const ink = { c: 'currentColor' };

/** A 9×9 pixel icon per kind of notification, in the current text colour (issue 17 §1). */
export const NOTIFICATION_ICONS: Record<NotificationType, SpriteData> = {
  // a speech bubble
  reply: {
    rows: [
      'ccccccccc',
      'c.......c',
      'c.c.c.c.c',
      'c.......c',
      'ccccccccc',
      '..cc.....',
      '.cc......',
      'cc.......',
      '.........',
    ],
    palette: ink,
  },
  // an @
  mention: {
    rows: [
      '..ccccc..',
      '.c.....c.',
      'c..ccc..c',
      'c.c..c..c',
      'c.c..c..c',
      'c..cc.cc.',
      '.c.......',
      '..ccccc..',
      '.........',
    ],
    palette: ink,
  },
  // quotation marks
  quote: {
    rows: [
      '.........',
      'cc...cc..',
      'cc...cc..',
      '.c....c..',
      'c....c...',
      '.........',
      '.........',
      '.........',
      '.........',
    ],
    palette: ink,
  },
  // a heart
  reaction: {
    rows: [
      '.........',
      '.cc...cc.',
      'cccc.cccc',
      'ccccccccc',
      'ccccccccc',
      '.ccccccc.',
      '..ccccc..',
      '...ccc...',
      '....c....',
    ],
    palette: ink,
  },
  message: envelopeIcon,
  // a star
  design_review: {
    rows: [
      '....c....',
      '....c....',
      '...ccc...',
      'ccccccccc',
      '.ccccccc.',
      '..ccccc..',
      '..cc.cc..',
      '.cc...cc.',
      '.c.....c.',
    ],
    palette: ink,
  },
  // a flag
  report: {
    rows: [
      'cccccc...',
      'cccccccc.',
      'cccccccc.',
      'cccccc...',
      'c........',
      'c........',
      'c........',
      'c........',
      'c........',
    ],
    palette: ink,
  },
  // a trophy
  achievement: {
    rows: [
      'ccccccccc',
      'c.ccccc.c',
      'c.ccccc.c',
      '.cccccc..',
      '..ccccc..',
      '...ccc...',
      '....c....',
      '..ccccc..',
      '.ccccccc.',
    ],
    palette: ink,
  },
  // a wrapped present
  gift: {
    rows: [
      '..cc.cc..',
      '...ccc...',
      'ccccccccc',
      'c...c...c',
      'ccccccccc',
      '.c..c..c.',
      '.c..c..c.',
      '.c..c..c.',
      '.ccccccc.',
    ],
    palette: ink,
  },
  // two arrows, one each way
  trade: {
    rows: [
      '......c..',
      'cccccccc.',
      '......c..',
      '.........',
      '..c......',
      '.cccccccc',
      '..c......',
      '.........',
      '.........',
    ],
    palette: ink,
  },
  // a coin
  sale: {
    rows: [
      '..ccccc..',
      '.c.....c.',
      'c...c...c',
      'c..ccc..c',
      'c...c...c',
      'c..ccc..c',
      'c...c...c',
      '.c.....c.',
      '..ccccc..',
    ],
    palette: ink,
  },
  // a figure with a plus: someone asks to be friends
  friend_request: {
    rows: [
      '..ccc....',
      '.c...c...',
      '.c...c.c.',
      '..ccc.ccc',
      '.......c.',
      'ccccccc..',
      'c.....c..',
      'c.....c..',
      '.........',
    ],
    palette: ink,
  },
  // two figures side by side: friends
  friend_accept: {
    rows: [
      '.cc...cc.',
      'c..c.c..c',
      'c..c.c..c',
      '.cc...cc.',
      '.........',
      'cccc.cccc',
      'c..c.c..c',
      'c..c.c..c',
      '.........',
    ],
    palette: ink,
  },
};

/** What each kind is called, for the icon's text alternative. */
export const NOTIFICATION_KIND: Record<NotificationType, string> = {
  reply: 'Reply',
  mention: 'Mention',
  quote: 'Quote',
  reaction: 'Reaction',
  message: 'Message',
  design_review: 'Design review',
  report: 'Report',
  achievement: 'Achievement',
  gift: 'Gift',
  trade: 'Trade',
  sale: 'Sale',
  friend_request: 'Friend request',
  friend_accept: 'New friend',
};
