// A mail-writing app server in a child process, for the durability tests (tests/mail/durability.test.ts):
// it builds the real app on DATABASE_URL, queues one mail to MAIL_TO in a transaction (as a request
// would), prints `queued <id>`, and waits to be killed. SEND=true starts its sender with a lease of
// LEASE_MS; otherwise the mail stays queued.
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { queueMail } from '../../src/server/mail/queue.ts';

const config = loadConfig();
const database = openDatabase(config.database);
const app = await buildApp({
  config,
  database,
  mail: { enabled: process.env.SEND === 'true', leaseMs: Number(process.env.LEASE_MS ?? 600_000) },
});
await app.ready();
const id = await database.db.transaction().execute((trx) =>
  queueMail(trx, {
    to: process.env.MAIL_TO ?? 'nobody@example.test',
    userId: null,
    kind: 'test',
    subject: 'Written before the crash',
    text: 'Sent exactly once',
    html: '<p>Sent exactly once</p>',
  }),
);
process.stdout.write(`queued ${id}\n`);
setInterval(() => undefined, 60_000);
