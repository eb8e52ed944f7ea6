import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';

// Issues 7 and 20: Lighthouse in Debian's Chromium on the eleven pages of issue 20 §1, with both
// presets (mobile: Lighthouse's defaults, simulated slow 4G and 4x CPU slowdown; desktop). Goal:
// performance 95+ and accessibility 100 on mobile, CLS under 0.05, desktop 100. Each page runs
// LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is kept. The app is
// built into a temporary folder and served in production mode with the demo data; signed-in pages
// get the session cookie of a demo member signed in through the API. To iterate on a few pages:
// LIGHTHOUSE_PAGES=shop,forum LIGHTHOUSE_PRESETS=mobile LIGHTHOUSE_RUNS=1 (a partial run updates
// only its rows of the results file); LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report.
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
const PRESETS: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig };
const RESULTS = 'bench/results/lighthouse.json';

/** Who a page is audited as: a visitor, or the demo member signed in through the API. */
type Viewer = 'visitor' | 'member';
const MEMBER = { email: 'alice@cito.test', password: 'demo1234' };
const ADMIN = { email: 'admin@cito.test', password: 'demo1234' };
/** Issue 20 §1: "a 100-post thread". */
const LONG_THREAD_POSTS = 100;

type Scores = Record<(typeof CATEGORIES)[number], number>;
type Metrics = Record<keyof typeof METRICS, number>;
interface PageResult {
  preset: string;
  page: string;
  url: string;
  scores: Scores;
  metrics: Metrics;
  /** The performance score of every run, in the order they ran (the row is the median run's). */
  performanceRuns?: number[];
  /** Audits scoring under 0.9 in performance or accessibility: what to fix next. */
  findings: string[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(webRoot: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'cito-lighthouse-')), 'lh.db')}`,
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      WEB_ROOT: webRoot,
      // The bench signs in once per signed-in page and run, more often than a person would.
      LOGIN_RATE_LIMIT: '1000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 120; tries++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, server };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not answer /api/health within 60 s');
}

interface RecentThread {
  id: number;
  slug: string;
  category_slug: string;
  replies: number;
}

/**
 * Signs in through the API and answers the session cookie (`sid=...`). A connection the server closed
 * while idle (between Lighthouse runs) fails the fetch that reuses it: that one is tried again.
 */
async function signIn(base: string, login: { email: string; password: string }): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    }).catch((error: unknown) => {
      if (attempt === 3) throw error;
      return null;
    });
    if (!answer) continue;
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (!answer.ok || !cookie) throw new Error(`signing in as ${login.email} failed: ${answer.status}`);
    return cookie.split(';')[0]!;
  }
}

const threadPath = (t: RecentThread) => `/thread/${t.category_slug}/${t.slug}`;

/**
 * The busiest demo discussion, grown to 100 posts by the admin's replies through the API (staff are
 * exempt from flood control): a real thread page with Markdown, avatars and a full page of replies.
 */
async function longThread(base: string, threads: RecentThread[]): Promise<string> {
  const thread = threads
    .filter((t) => t.category_slug !== 'design-discussions')
    .sort((a, b) => b.replies - a.replies || a.id - b.id)[0];
  if (!thread) throw new Error('the demo data has no thread');
  const cookie = await signIn(base, ADMIN);
  for (let n = thread.replies + 2; n <= LONG_THREAD_POSTS; n++) {
    const answer = await fetch(`${base}/api/thread/${thread.id}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        text: `Reply ${n}: the **bench** adds this post so the thread has ${LONG_THREAD_POSTS} of them.`,
      }),
    });
    if (answer.status !== 201) throw new Error(`reply ${n} failed: ${answer.status} ${await answer.text()}`);
  }
  return threadPath(thread);
}

/** A design review thread: its first post is the submitted sprite sheet (an uploaded image). */
function designReviewThread(threads: RecentThread[]): string {
  const thread = threads.find((t) => t.category_slug === 'design-discussions');
  if (!thread) throw new Error('the demo data has no design review thread');
  return threadPath(thread);
}

/** Issue 20 §1's pages, by the name LIGHTHOUSE_PAGES picks them with. */
async function benchPages(base: string): Promise<Record<string, { path: string; viewer: Viewer }>> {
  const threads = (await (await fetch(`${base}/api/recent_activity`)).json()) as RecentThread[];
  const visitor = (path: string) => ({ path, viewer: 'visitor' as const });
  const member = (path: string) => ({ path, viewer: 'member' as const });
  return {
    '/': visitor('/'),
    home: member('/home'),
    forum: visitor('/forum'),
    category: visitor('/category/community'),
    thread: visitor(await longThread(base, threads)),
    review: visitor(designReviewThread(threads)),
    shop: visitor('/shop'),
    wardrobe: member('/wardrobe'),
    game: visitor('/games/tile-tumble'),
    profile: visitor('/profile/alice'),
    search: visitor('/search?q=avatar'),
  };
}

/** The names in a comma-separated environment variable, each checked against what exists. */
function chosen(variable: string, all: string[]): string[] {
  const value = process.env[variable]?.trim();
  if (!value) return all;
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !all.includes(name));
  if (unknown.length)
    throw new Error(`${variable}: unknown ${unknown.join(', ')}; choose from ${all.join(', ')}`);
  return names;
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, on a busy machine) is run again. */
async function audit(
  url: string,
  port: number,
  config: Config | undefined,
  cookie: string | undefined,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      config,
    );
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = answer.lhr.runtimeError;
    if (!error) return answer.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`lighthouse: ${url}: ${error.code}, running it again`);
  }
}

interface ConsoleItem {
  source?: string;
  description?: string;
  sourceLocation?: { url?: string };
}

function summarise(preset: string, page: string, lhr: Result): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Scores;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Metrics;
  const findings = (['performance', 'accessibility', 'best-practices'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${category}: ${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`),
  );
  // Which errors the console showed: they depend on the run, so the file keeps their text.
  const consoleErrors = (lhr.audits['errors-in-console']?.details as { items?: ConsoleItem[] } | undefined)
    ?.items;
  for (const item of consoleErrors ?? [])
    findings.push(
      `console: ${item.source ?? 'error'}: ${item.description ?? ''} ${item.sourceLocation?.url ?? ''}`.trim(),
    );
  return { preset, page, url: lhr.finalDisplayedUrl, scores, metrics, findings };
}

function formatRow(r: PageResult): string {
  const s = r.scores;
  const m = r.metrics;
  return (
    `${r.preset.padEnd(8)} ${r.page.padEnd(9)} perf ${String(s.performance).padStart(3)}  a11y ${String(s.accessibility).padStart(3)}  ` +
    `best ${String(s['best-practices']).padStart(3)}  seo ${String(s.seo).padStart(3)}   ` +
    `FCP ${(m.fcp / 1000).toFixed(1)} s  LCP ${(m.lcp / 1000).toFixed(1)} s  TBT ${m.tbt.toFixed(0)} ms  ` +
    `CLS ${m.cls.toFixed(3)}  SI ${(m.si / 1000).toFixed(1)} s`
  );
}

/** This run's rows replace the same page and preset in the results file; the others stay. */
function mergeResults(results: PageResult[]): PageResult[] {
  if (!existsSync(RESULTS)) return results;
  const previous = (JSON.parse(readFileSync(RESULTS, 'utf8')) as { results: PageResult[] }).results;
  const key = (r: PageResult) => `${r.preset} ${r.page}`;
  const fresh = new Set(results.map(key));
  return [...previous.filter((r) => !fresh.has(key(r))), ...results];
}

export async function run(): Promise<void> {
  // LIGHTHOUSE_WEB_ROOT: audit a build made beforehand (e.g. of main, to compare before and after).
  const webRoot = process.env.LIGHTHOUSE_WEB_ROOT ?? mkdtempSync(join(tmpdir(), 'cito-lighthouse-web-'));
  if (!process.env.LIGHTHOUSE_WEB_ROOT) {
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', webRoot, '--emptyOutDir', '--logLevel', 'warn'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('LIGHTHOUSE_RUNS: a whole number of runs, 1 or more');
  const presets = chosen('LIGHTHOUSE_PRESETS', Object.keys(PRESETS));
  const { base, server } = await startServer(webRoot);
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = (
      (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
        Browser: string;
      }
    ).Browser;
    const allPages = await benchPages(base);
    const pages = chosen('LIGHTHOUSE_PAGES', Object.keys(allPages));
    const results: PageResult[] = [];
    // LIGHTHOUSE_REPORTS=<dir> keeps every run's whole report (opened in the Lighthouse viewer, or
    // read for an audit's details: which scripts force a reflow, which tasks are long).
    const reports = process.env.LIGHTHOUSE_REPORTS;
    let lighthouseVersion = '';
    let benchmarkIndex = 0;
    for (const preset of presets)
      for (const page of pages) {
        const { path, viewer } = allPages[page]!;
        const attempts: PageResult[] = [];
        for (let i = 0; i < runs; i++) {
          // A fresh session each run: Lighthouse clears the browser's storage, not the server's.
          const cookie = viewer === 'member' ? await signIn(base, MEMBER) : undefined;
          const lhr = await audit(base + path, chrome.port, PRESETS[preset], cookie);
          lighthouseVersion = lhr.lighthouseVersion;
          benchmarkIndex = lhr.environment.benchmarkIndex;
          attempts.push(summarise(preset, page, lhr));
          if (reports) {
            mkdirSync(reports, { recursive: true });
            writeFileSync(
              join(reports, `${preset}-${page.replace(/\W/g, '') || 'root'}-${i + 1}.json`),
              JSON.stringify(lhr),
            );
          }
        }
        const performanceRuns = attempts.map((a) => a.scores.performance);
        attempts.sort((a, b) => a.scores.performance - b.scores.performance);
        const median = { ...attempts[Math.floor(attempts.length / 2)]!, performanceRuns };
        results.push(median);
        console.log(`${formatRow(median)}   (performance of ${runs} runs: ${performanceRuns.join(', ')})`);
      }
    const findings = [
      ...new Set(results.flatMap((r) => r.findings.map((f) => `${r.preset} ${r.page} ${f}`))),
    ];
    if (findings.length) console.log(`below 0.9:\n  ${findings.join('\n  ')}`);
    console.log(
      `lighthouse: ${lighthouseVersion} in ${browser}, benchmark index ${benchmarkIndex}, ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')} ` +
        '(goal: mobile performance 95+, accessibility 100, CLS < 0.05; desktop 100)',
    );
    mkdirSync('bench/results', { recursive: true });
    const record = {
      date: new Date().toISOString(),
      lighthouseVersion,
      browser,
      benchmarkIndex,
      load: loadavg().map((n) => Number(n.toFixed(2))),
      runs,
      results: mergeResults(results),
    };
    writeFileSync(`${RESULTS}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
    renameSync(`${RESULTS}.tmp`, RESULTS);
    console.log(`lighthouse: written to ${RESULTS}`);
  } finally {
    chrome.kill();
    server.kill();
  }
}
