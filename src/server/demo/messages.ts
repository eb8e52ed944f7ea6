import type { Db } from '../db/index.ts';

/** A private conversation between alice and bob (issue 17 §8), so the inbox is not empty on a demo. */
export async function seedMessages(db: Db): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['alice', 'bob'])
    .execute();
  const alice = users.find((user) => user.username === 'alice');
  const bob = users.find((user) => user.username === 'bob');
  if (!alice || !bob) return;
  const hour = 3_600_000;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour).toISOString();
  const conversation = await db
    .insertInto('conversations')
    .values({ title: 'Palette swap?', created_by: alice.id, created_at: at(30), last_message_at: at(2) })
    .returning('id')
    .executeTakeFirstOrThrow();
  let last = 0;
  for (const [author, text, hoursAgo] of [
    [alice.id, 'Hi Bob! Would you swap your **sunset palette** for my forest one?', 30],
    [bob.id, 'Sure, send it over. Mine has 16 colours, is that fine?', 26],
    [alice.id, 'Perfect, 16 is exactly what my sprite sheet needs. Thanks!', 2],
  ] as const) {
    const row = await db
      .insertInto('conversation_messages')
      .values({
        conversation_id: conversation.id,
        author_id: author,
        content: text,
        created_at: at(hoursAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    last = row.id;
  }
  await db
    .updateTable('conversations')
    .set({ last_message_id: last })
    .where('id', '=', conversation.id)
    .execute();
  await db
    .insertInto('conversation_participants')
    .values([
      { conversation_id: conversation.id, user_id: alice.id, joined_at: at(30), last_read_message_id: last },
      // bob has not read alice's last message yet: the demo shows an unread conversation
      {
        conversation_id: conversation.id,
        user_id: bob.id,
        joined_at: at(30),
        last_read_message_id: last - 1,
      },
    ])
    .execute();
}
