import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:3302';
const path = process.argv[2] ?? '/home';
const rate = Number(process.env.RATE ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
if (!process.env.VISITOR) {
  const login = await fetch(base + '/api/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'alice@cito.test', password: 'demo1234' }) });
  const [name, value] = login.headers.get('set-cookie').split(';')[0].split('=');
  await ctx.addCookies([{ name, value, url: base }]);
}
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
await browser.stopTracing();
await browser.close();
const { traceEvents } = JSON.parse(readFileSync('/tmp/trace.json', 'utf8'));
const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000 * (rate / 4));
const nav = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
const t0 = Math.min(...traceEvents.filter((e) => e.ts > 0).map((e) => e.ts));
let tbt = 0;
for (const task of main.sort((a, b) => a.ts - b.ts)) {
  tbt += task.dur / 1000 - 50;
  const kids = traceEvents.filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && e.dur > 3000 && e.ph === 'X');
  console.log(`task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
  for (const k of kids.slice(0, 14)) {
    const d = k.args?.data ?? k.args?.beginData ?? {};
    const what = d.url ? d.url.split('/').pop() : d.functionName ?? d.type ?? d.stackTrace?.[0]?.functionName ?? '';
    console.log(`    ${((k.ts - task.ts) / 1000).toFixed(0).padStart(5)} +${(k.dur / 1000).toFixed(0).padStart(4)} ms ${k.name} ${what}`);
  }
}
console.log('sum over 50ms', tbt.toFixed(0));
