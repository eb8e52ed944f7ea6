import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Dialect } from '../db/index.ts';
import type { MailJobsTable } from '../db/schema.ts';
import { onMailQueued } from './queue.ts';
import { afterFailure, DEFAULT_RETRY_DELAYS_MS, describeSendError, type SendError } from './retry.ts';

type MailJob = Selectable<MailJobsTable>;

export interface MailSenderOptions {
  db: Db;
  dialect: Dialect;
  /** SMTP_URL; null keeps every mail in the admin outbox ('kept') instead of sending it. */
  smtpUrl: string | null;
  /** MAIL_FROM. */
  from: string;
  /** Prints kept mail to the log, so a newcomer without SMTP can still follow a reset link (development). */
  printKept: boolean;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often the queue is looked at for jobs queued by other servers or left by a dead one (ms). Default 5000. */
  pollMs?: number;
  /** Waits before each retry (ms); once used up the job is 'failed'. Default DEFAULT_RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
  /** How long a claim holds a job (ms); a sender that died lets its jobs go after this. Default 10 minutes. */
  leaseMs?: number;
  /** Jobs claimed at a time. Default 10. */
  batchSize?: number;
}

/** After a wake-up by queueMail, a second look catches a job whose transaction committed just after the first. */
const SECOND_LOOK_MS = 250;

/**
 * Delivers the durable mail queue (issue 16 §1). Every app server runs one: each claims due jobs for a
 * lease, so with several servers on PostgreSQL each job is sent once (FOR UPDATE SKIP LOCKED), and a
 * server that died mid-send lets its jobs go when the lease ends. Jobs are sent one at a time over one
 * pooled SMTP connection; a refusal is retried with back-off (retry.ts).
 */
export class MailSender {
  readonly #options: MailSenderOptions;
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #batchSize: number;
  readonly #transport: Transporter | null;
  #timer: NodeJS.Timeout | null = null;
  #unsubscribe: (() => void) | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(options: MailSenderOptions) {
    this.#options = options;
    this.#pollMs = options.pollMs ?? 5_000;
    this.#leaseMs = options.leaseMs ?? 10 * 60_000;
    this.#batchSize = options.batchSize ?? 10;
    // smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the start.
    // The timeouts stay well inside the lease, so a hung server cannot make two senders send one job.
    this.#transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          pool: true,
          maxConnections: 1,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        })
      : null;
  }

  start(): void {
    if (this.#timer || this.#stopped) return;
    this.#timer = setInterval(() => this.wake(), this.#pollMs);
    this.#timer.unref();
    this.#unsubscribe = onMailQueued(() => {
      this.wake();
      setTimeout(() => this.wake(), SECOND_LOOK_MS).unref();
    });
    this.wake();
  }

  /** Looks at the queue now (or right after the pass under way); never waits for it. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null;
      if (this.#again) {
        this.#again = false;
        this.wake();
      }
    });
  }

  /** Resolves when no pass is under way (tests wait for the queue to settle). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Stops polling, lets the send under way finish, gives back the jobs claimed but not begun. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#unsubscribe?.();
    await this.#running;
    this.#transport?.close();
  }

  async #drain(): Promise<void> {
    try {
      while (!this.#stopped) {
        const claim = new Date(Date.now() + this.#leaseMs).toISOString();
        const jobs = await this.#claim(claim);
        if (jobs.length === 0) return;
        for (const [index, job] of jobs.entries()) {
          if (this.#stopped) {
            await this.#release(jobs.slice(index), claim);
            return;
          }
          await this.#deliver(job, claim);
        }
      }
    } catch (error) {
      // The database is away or busy: the next poll tries again, and claimed jobs come back when their lease ends.
      this.#options.log.warn({ err: error }, 'mail queue: pass failed');
    }
  }

  /** Takes due jobs for this sender until `claim`: atomic on SQLite, SKIP LOCKED on PostgreSQL. */
  #claim(claim: string): Promise<MailJob[]> {
    const { db, dialect } = this.#options;
    const now = new Date().toISOString();
    let due = db
      .selectFrom('mail_jobs')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(this.#batchSize);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('mail_jobs')
      .set({ claimed_until: claim })
      .where('id', 'in', due)
      .returningAll()
      .execute()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  async #deliver(job: MailJob, claim: string): Promise<void> {
    const { db, log } = this.#options;
    const ours = db.updateTable('mail_jobs').where('id', '=', job.id).where('claimed_until', '=', claim);
    if (!this.#transport) {
      await ours.set({ status: 'kept', claimed_until: null }).execute();
      if (this.#options.printKept)
        log.warn(
          `Mail kept, not sent (no SMTP_URL) to ${job.to_address}: ${job.subject}\n\n${job.text_body}\n`,
        );
      return;
    }
    try {
      await this.#transport.sendMail({
        from: this.#options.from,
        to: job.to_address,
        subject: job.subject,
        text: job.text_body,
        html: job.html_body,
        headers: JSON.parse(job.headers) as Record<string, string>,
        // The same id on every attempt: a receiver that got a mail twice (a lost reply) can tell.
        messageId: `<job-${job.id}-${Date.parse(job.created_at)}@${domainOf(this.#options.from)}>`,
      });
    } catch (error) {
      const attempts = job.attempts + 1;
      const next = afterFailure(
        attempts,
        error as SendError,
        this.#options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      );
      const lastError = describeSendError(error as SendError);
      log.warn(`mail job ${job.id} to ${job.to_address}: attempt ${attempts} failed: ${lastError}`);
      await ours
        .set({
          attempts,
          last_error: lastError,
          claimed_until: null,
          ...(next.status === 'failed'
            ? { status: 'failed' as const }
            : { next_attempt_at: new Date(Date.now() + next.retryInMs).toISOString() }),
        })
        .execute();
      return;
    }
    await ours
      .set((eb) => ({
        status: 'sent' as const,
        sent_at: new Date().toISOString(),
        attempts: eb('attempts', '+', 1),
        claimed_until: null,
      }))
      .execute();
  }

  async #release(jobs: MailJob[], claim: string): Promise<void> {
    await this.#options.db
      .updateTable('mail_jobs')
      .set({ claimed_until: null })
      .where(
        'id',
        'in',
        jobs.map((j) => j.id),
      )
      .where('claimed_until', '=', claim)
      .execute();
  }
}

const domainOf = (from: string): string => /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
