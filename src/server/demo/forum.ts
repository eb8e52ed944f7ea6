import sharp from 'sharp';
import { slugify } from '../../common/slug.ts';
import type { Db } from '../db/index.ts';
import { addToCategory, addToPostCounts } from '../forum/counters.ts';
import { noteUploadsUsed, storeUpload } from '../uploads/service.ts';

// Demo threads: a few per category with real-looking markdown (lists, code, quotes, an image).

interface DemoThread {
  category: string;
  author: string;
  title: string;
  text: string;
  replies?: Array<[author: string, text: string]>;
  pinned?: boolean;
}

const THREADS: DemoThread[] = [
  {
    category: 'announcements',
    author: 'admin',
    pinned: true,
    title: 'Welcome to Cito!',
    text: `# Welcome, everyone!

Cito is a cosy corner of the internet where you can:

- chat in the **forum**,
- earn *CitoCoin* in **Tile Tumble**,
- shop for pixel outfits and dress your avatar in the **wardrobe**,
- and submit your own designs to the Design Team.

> Be kind, be creative, and have fun.

Read the [Terms of Service](/terms) before you post. See you around!`,
    replies: [
      ['alice', 'So happy to be here! The pixel art is adorable :)'],
      ['bob', 'Can confirm, Tile Tumble is *dangerously* addictive.'],
    ],
  },
  {
    category: 'announcements',
    author: 'admin',
    title: 'Shop update: autumn collection',
    text: `The autumn collection is in the shop now: cosy scarves, knitted hats and a limited **Maple Dress**.

| Item | Price |
| --- | --- |
| Knitted Hat | 120 coins |
| Maple Dress | 2 gems |

Limited items leave the shop when they sell out, so don't wait too long!`,
    replies: [['dora', 'The Design Team had so much fun with this one.']],
  },
  {
    category: 'community',
    author: 'alice',
    title: 'Introduce yourself!',
    text: `Hi all, I'm **Alice**. I like pixel art, tea and puzzle games.

Tell us:
1. your name (or nickname),
2. what brought you here,
3. your favourite item in the shop.`,
    replies: [
      ['bob', "I'm Bob! Here for the high scores. Favourite item: the red cap."],
      ['dave', 'Dave from the Design Team. I draw hats. So many hats.'],
      ['mod', 'Welcome all! Ping me if you need anything.'],
    ],
  },
  {
    category: 'community',
    author: 'bob',
    title: 'What are you listening to?',
    text: 'Chiptune all day for me. Any recommendations?',
    replies: [['alice', 'Lo-fi beats while I draw, chiptune while I play.']],
  },
  {
    category: 'creativity',
    author: 'dana',
    title: 'Pixel art tips: clean outlines',
    text: `A few tips for crisp pixel art outlines:

- avoid *doubles* (two pixels where one will do);
- keep curves consistent: 3-2-1, not 3-1-2;
- use a darker hue of the fill, not pure black.

Here's a tiny sprite I made for practice:

![A small pixel-art heart](UPLOAD_URL)

Palette as code, if you want to try it:

\`\`\`css
--outline: #3b1f2b;
--fill: #e05a6d;
--shine: #ffd6dc;
\`\`\``,
    replies: [['alice', 'The 3-2-1 rule changed my life. Thanks Dana!']],
  },
  {
    category: 'games',
    author: 'bob',
    title: 'Tile Tumble strategy thread',
    text: `My tips so far:

1. Save the **bombs** for the colour with the most tiles.
2. Rainbows join any group; use them to link two big groups.
3. Clear from the bottom so big groups fall together.

What's your high score?`,
    replies: [
      ['alice', 'Tip 3 is the key. I got a 12,000 combo that way.'],
      ['dave', 'I just click everything and hope. It works sometimes.'],
    ],
  },
  {
    category: 'shops',
    author: 'alice',
    title: 'Wish list: what should the shop sell next?',
    text: 'I would love a witch hat and some star-patterned leggings. You?',
    replies: [['bob', 'Sunglasses. Pixel sunglasses. Please.']],
  },
  {
    category: 'wardrobe',
    author: 'alice',
    title: 'Show us your avatar!',
    text: 'Post your current look and tell us about it. Mine: teal top, purple skirt, pink hair.',
    replies: [['bob', 'Yellow hoodie, blue jeans, classic.']],
  },
  {
    category: 'design-discussions',
    author: 'dora',
    title: 'How design review works',
    text: `When you submit a design, a thread like this one is opened for it. The Design Team:

- checks that the sprite lines up with the body,
- looks at colours and quality,
- and needs **3 approvals** before the item goes on sale.

Questions welcome here!`,
  },
];

/** A small pixel heart, drawn cell by cell and scaled up with hard edges. */
async function heartPng(): Promise<Buffer> {
  const rows = ['.XX.XX.', 'XhhXffX', 'XhffffX', 'XfffffX', '.XfffX.', '..XfX..', '...X...'];
  const palette: Record<string, [number, number, number, number]> = {
    X: [59, 31, 43, 255],
    f: [224, 90, 109, 255],
    h: [255, 214, 220, 255],
    '.': [0, 0, 0, 0],
  };
  const size = 7;
  const raw = Buffer.alloc(size * size * 4);
  for (const [y, row] of rows.entries()) {
    for (const [x, cell] of [...row.padEnd(size, '.')].entries())
      raw.set(palette[cell] ?? palette['.']!, (y * size + x) * 4);
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 4 } })
    .resize(112, 112, { kernel: 'nearest' })
    .png()
    .toBuffer();
}

/** Posts the demo threads through plain inserts, keeping every counter right. */
export async function seedForum(db: Db): Promise<void> {
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, u.id]),
  );
  const categories = new Map(
    (await db.selectFrom('categories').select(['id', 'slug']).execute()).map((c) => [c.slug, c.id]),
  );
  const upload = await storeUpload(db, users.get('dana')!, await heartPng());
  const start = Date.now() - THREADS.length * 6 * 3_600_000;

  for (const [index, thread] of THREADS.entries()) {
    const categoryId = categories.get(thread.category)!;
    const authorId = users.get(thread.author)!;
    const posts: Array<[number, string]> = [
      [authorId, thread.text.replace('UPLOAD_URL', `/api/uploads/${upload.id}`)],
      ...(thread.replies ?? []).map(([name, text]): [number, string] => [users.get(name)!, text]),
    ];
    const at = (n: number) => new Date(start + index * 6 * 3_600_000 + n * 37 * 60_000).toISOString();
    const slug = slugify(thread.title);
    await db.transaction().execute(async (trx) => {
      const lastAuthor = posts[posts.length - 1]![0];
      const { id } = await trx
        .insertInto('threads')
        .values({
          category_id: categoryId,
          title: thread.title,
          slug,
          author_id: authorId,
          trigger_warning: null,
          created_at: at(0),
          lastactive_at: at(posts.length - 1),
          lastactive_user_id: lastAuthor,
          replies: posts.length - 1,
          pinned: thread.pinned ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('posts')
        .values(
          posts.map(([author, content], n) => ({
            thread_id: id,
            author_id: author,
            content,
            created_at: at(n),
          })),
        )
        .execute();
      for (const [, content] of posts) await noteUploadsUsed(trx, content);
      const byAuthor = new Map<number, number>();
      for (const [author] of posts) byAuthor.set(author, (byAuthor.get(author) ?? 0) + 1);
      await addToPostCounts(trx, byAuthor);
      await addToCategory(trx, categoryId, { threads: 1, posts: posts.length });
    });
  }
}
