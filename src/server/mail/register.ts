import type { FastifyInstance } from 'fastify';
import { type Config, siteOrigin } from '../config.ts';
import type { DbHandle } from '../db/index.ts';
import { NotificationMailer, type NotificationMailerOptions } from './notification-mail.ts';
import { mailPreferenceRoutes } from './preference-routes.ts';
import { mailRoutes } from './routes.ts';
import { MailSender, type MailSenderOptions } from './sender.ts';

/** The mail sender and the notification mailer: on unless `enabled: false`; tests tune their timings. */
export type MailDeps = { enabled?: boolean } & Pick<
  MailSenderOptions,
  'pollMs' | 'retryDelaysMs' | 'leaseMs' | 'batchSize' | 'stopGraceMs'
> & { notifications?: Pick<NotificationMailerOptions, 'delayMs' | 'windowMs' | 'pollMs'> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail queue (mail/sender.ts). */
    mailSender: MailSender;
    /** Turns unread notifications into batched mail (mail/notification-mail.ts). */
    notificationMailer: NotificationMailer;
  }
}

/**
 * Mail on this server (issue 16 §1, §2): the outbox and preference routes, and the sender and the
 * notification mailer, started when the app is ready and stopped when it closes.
 */
export async function registerMail(
  app: FastifyInstance,
  { config, database, mail = {} }: { config: Config; database: DbHandle; mail?: MailDeps },
): Promise<void> {
  const { enabled = true, notifications, ...tuning } = mail;
  const sender = new MailSender({
    db: database.db,
    dialect: database.dialect,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    printKept: !config.production,
    log: app.log,
    ...tuning,
  });
  const mailer = new NotificationMailer({
    db: database.db,
    dialect: database.dialect,
    origin: siteOrigin(config),
    log: app.log,
    ...notifications,
  });
  app.decorate('mailSender', sender);
  app.decorate('notificationMailer', mailer);
  await app.register(mailRoutes, { db: database.db });
  await app.register(mailPreferenceRoutes, { db: database.db });
  if (enabled)
    app.addHook('onReady', async () => {
      sender.start();
      mailer.start();
    });
  app.addHook('onClose', async () => {
    await mailer.stop();
    await sender.stop();
  });
}
