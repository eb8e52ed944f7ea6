import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail the catcher accepted, parsed. */
export interface CaughtMail {
  /** The envelope's recipients (RCPT TO), comma-separated; usually one address. */
  to: string;
  /** The envelope's sender (MAIL FROM). */
  from: string;
  /** The From header as written, e.g. `Cito <no-reply@localhost>`. */
  fromHeader: string;
  subject: string;
  text: string;
  html: string;
  /** Every header by its lower-cased name, as sent (the last one wins when repeated). */
  headers: Record<string, string>;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail accepted so far, in order of arrival. */
  messages: CaughtMail[];
  /** Resolves with the first mail (already here or still to come) `predicate` accepts. */
  waitFor(predicate?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Answers the next `n` deliveries with 451 (a temporary failure: the sender should retry). */
  refuseNext(n: number, code?: number): void;
  /** Reads the next `n` deliveries and never answers them, as a server that hangs mid-send. */
  stallNext(n: number): void;
  /** Deliveries refused or stalled so far. */
  readonly refused: number;
  readonly stalled: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (issue 16 §1: tests read what arrived, not a mock
 * transport). Plain SMTP on 127.0.0.1, no TLS, any or no login accepted.
 */
export async function startSmtpCatcher(options: { port?: number } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  let toRefuse = 0;
  let refuseCode = 451;
  let toStall = 0;
  let refused = 0;
  let stalled = 0;

  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: true,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    disableReverseLookup: true,
    // Stalled deliveries must not hold close() for the default 30 s.
    closeTimeout: 200,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      if (toStall > 0) {
        toStall -= 1;
        stalled += 1;
        stream.resume();
        return;
      }
      if (toRefuse > 0) {
        toRefuse -= 1;
        refused += 1;
        stream.resume();
        stream.once('end', () => {
          const error = new Error('Try again later (the test asked for a refusal)') as Error & {
            responseCode: number;
          };
          error.responseCode = refuseCode;
          callback(error);
        });
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          const headers: Record<string, string> = {};
          for (const { key, line } of parsed.headerLines)
            headers[key.toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
          const address = (a: false | { address: string }) => (a ? a.address : '');
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            from: address(session.envelope.mailFrom),
            fromHeader: headers.from ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    async waitFor(predicate = () => true, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching mail within ${timeoutMs} ms; arrived: ${JSON.stringify(messages.map((m) => [m.to, m.subject]))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    refuseNext(n, code = 451) {
      toRefuse = n;
      refuseCode = code;
    },
    stallNext(n) {
      toStall = n;
    },
    get refused() {
      return refused;
    },
    get stalled() {
      return stalled;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
