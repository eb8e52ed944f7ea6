import { chromium } from 'playwright';
import { segments } from './segments.mjs';
const base = 'http://127.0.0.1:3302';
const path = process.argv[2] ?? '/home';
const login = await fetch(base + '/api/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'alice@cito.test', password: 'demo1234' }) });
const cookie = login.headers.get('set-cookie').split(';')[0];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const [name, value] = cookie.split('=');
await ctx.addCookies([{ name, value, url: base }]);
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
console.log('load', Date.now() - t0, 'ms');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]); const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); total += dt[i] ?? 0;
}
// inclusive by function
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const seen = new Set(); let id = profile.samples[i];
  while (id !== undefined) { const cf = byId.get(id).callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber + 1}`; if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0)); } id = parent.get(id); }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`).join('\n');
console.log('total', (total / 1000).toFixed(0), 'ms\n-- self');
console.log(top(self, 30));
console.log('-- inclusive (non-react)');
console.log(top(new Map([...incl].filter(([k]) => !/framework|\(root\)|\(program\)|\(idle\)/.test(k))), 50));
console.log(segments(profile, Number(process.env.MIN ?? 50)));
await browser.close();
