import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FailuresOnlyLog } from './access-log.ts';
import { registerErrorHandling } from './errors.ts';

// Issue 15 §3: in production the log is not a line per successful read; ACCESS_LOG turns it on.
function logged(lines: { msg: string; level: number; res?: { statusCode: number } }[]) {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
}

async function appLogging(accessLog: boolean) {
  const lines: { msg: string; level: number; res?: { statusCode: number } }[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: logged(lines) },
    ...(accessLog ? {} : { logController: new FailuresOnlyLog() }),
  });
  registerErrorHandling(app);
  app.get('/read', async () => ({ success: true }));
  app.get('/refused', async (_request, reply) => reply.status(403).send({ success: false }));
  app.get('/broken', async () => {
    throw new Error('the database went away');
  });
  app.get('/unavailable', async (_request, reply) => reply.status(503).send('not built'));
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('logs no line for reads and refusals without ACCESS_LOG', async () => {
    const result = await appLogging(false);
    app = result.app;
    await app.inject({ url: '/read' });
    await app.inject({ url: '/refused' });
    expect(result.lines.map((line) => line.msg)).toEqual([]);
  });

  it('still logs a failed request and every 5xx answer without ACCESS_LOG', async () => {
    const result = await appLogging(false);
    app = result.app;
    await app.inject({ url: '/broken' });
    await app.inject({ url: '/unavailable' });
    const lines = result.lines.map((line) => [line.msg, line.res?.statusCode]);
    expect(lines).toEqual([
      ['request failed', undefined],
      ['request completed', 500],
      ['request completed', 503],
    ]);
    expect(result.lines[0]!.level).toBe(50); // error
  });

  it('logs every request with ACCESS_LOG', async () => {
    const result = await appLogging(true);
    app = result.app;
    await app.inject({ url: '/read' });
    expect(result.lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
