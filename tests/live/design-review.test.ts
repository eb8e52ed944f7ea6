import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Actor, postAs, signIn } from '../support/forum.ts';
import { call, listen, SseClient } from '../support/sse.ts';
import { uploadDesign } from '../support/studio.ts';

// Issue 15 §1: the design-review posts the server writes appear live in the review thread.
describe('design review posts, live', () => {
  let t: TestApp;
  let base: string;
  let creator: Actor;
  let team: Actor[];
  const clients: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t.app);
    creator = await signIn(t);
    team = [];
    for (let i = 0; i < 3; i++) team.push(await signIn(t, ['Design Team']));
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  it('sends thread.new for the discussion, then each approval and the publication as post.new', async () => {
    const upload = await uploadDesign(t.app, creator);
    const watcher = await SseClient.open(base, team[0]!.cookie);
    clients.push(watcher);
    const started = await postAs(t.app, creator.cookie, '/api/workflow/start', {
      design_id: upload.json().design_id,
    });
    const { thread_id: threadId, workflow_id: workflowId } = started.json();
    const opened = await watcher.message<{ thread: { id: number } }>('thread.new', 5_000, 0);
    expect(opened.thread.id).toBe(threadId);

    const joined = await call(
      base,
      'POST',
      `/api/events/${watcher.connected.connection_id}/join`,
      team[0]!.cookie,
      {
        thread_id: threadId,
      },
    );
    expect(joined.status).toBe(200);
    for (const reviewer of team) {
      const answer = await postAs(t.app, reviewer.cookie, `/api/workflow/${workflowId}/action`, {
        action: 'approve',
        notes: 'Meets quality',
      });
      expect(answer.statusCode).toBe(200);
    }
    for (let i = 0; i < 100 && watcher.messages('post.new').length < 4; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const contents = (
      watcher.messages('post.new') as Array<{ threadId: number; post: { content: string } }>
    ).map((event) => [event.threadId, event.post.content.split('\n')[0]]);
    expect(contents).toEqual([
      [threadId, '**Approved** (1/3)'],
      [threadId, '**Approved** (2/3)'],
      [threadId, '**Approved** (3/3)'],
      [threadId, expect.stringMatching(/^\*\*Published\.\*\*/)],
    ]);
  });
});
