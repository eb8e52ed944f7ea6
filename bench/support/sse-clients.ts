// A child process of the live benchmark: opens `count` SSE streams to the server, joins each to a
// thread room, reports "ready", then reports when each stream received the post.new event.
import http from 'node:http';

const [base, countText, threadText] = process.argv.slice(2) as [string, string, string];
const count = Number(countText);
const threadId = Number(threadText);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const received: number[] = [];

function send(message: object) {
  process.send?.(message);
}

function openStream(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/events`,
      { agent: false, headers: { accept: 'text/event-stream' } },
      (response) => {
        let buffer = '';
        let joined = false;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          if (!joined) {
            const match = /"connection_id":"([^"]+)"/.exec(buffer);
            if (!match) return;
            joined = true;
            const body = JSON.stringify({ thread_id: threadId });
            const join = http.request(
              `${base}/api/events/${match[1]}/join`,
              {
                method: 'POST',
                agent,
                headers: { 'content-type': 'application/json', 'content-length': body.length },
              },
              (res) => {
                res.resume();
                res.on('end', () =>
                  res.statusCode === 200 ? resolve() : reject(new Error(`join ${res.statusCode}`)),
                );
              },
            );
            join.on('error', reject);
            join.end(body);
          }
          if (buffer.includes('"type":"post.new"')) {
            received.push(performance.timeOrigin + performance.now());
            buffer = '';
            if (received.length === count) send({ kind: 'delivered', times: received });
          } else if (buffer.length > 4096) {
            buffer = buffer.slice(-2048);
          }
        });
      },
    );
    request.on('error', reject);
  });
}

const batch = 200;
for (let opened = 0; opened < count; opened += batch) {
  await Promise.all(Array.from({ length: Math.min(batch, count - opened) }, openStream));
}
send({ kind: 'ready' });
