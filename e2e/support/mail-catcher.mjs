// A real SMTP server for the e2e run (issue 16: the test reads the link from the mail that arrived).
// The site sends to smtp://127.0.0.1:SMTP_PORT; the tests read what arrived as JSON from
// http://127.0.0.1:HTTP_PORT/messages (newest last). Started by playwright.config.ts.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_PORT);
const httpPort = Number(process.env.HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('mail-catcher needs SMTP_PORT and HTTP_PORT');

/** @type {{to: string, subject: string, text: string, html: string}[]} */
const messages = [];

const smtp = new SMTPServer({
  secure: false,
  hideSTARTTLS: true,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  disableReverseLookup: true,
  closeTimeout: 200,
  onAuth: (_auth, _session, callback) => callback(null, { user: 'e2e' }),
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(', '),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});
smtp.on('error', (error) => console.error('mail-catcher smtp:', error.message));
smtp.listen(smtpPort, '127.0.0.1');

const http = createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
