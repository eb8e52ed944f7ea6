import { chromium } from 'playwright';
const base = 'http://127.0.0.1:3302';
const login = await fetch(base + '/api/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'alice@cito.test', password: 'demo1234' }) });
const [name, value] = login.headers.get('set-cookie').split(';')[0].split('=');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext();
await ctx.addCookies([{ name, value, url: base }]);
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(base + (process.argv[2] ?? '/home'), { waitUntil: 'networkidle' });
const { profile } = await cdp.send('Profiler.stop');
const want = new RegExp(process.argv[3] ?? 'index-');
const lines = new Map();
for (const n of profile.nodes) {
  if (!want.test(n.callFrame.url) || (process.env.ANON && n.callFrame.functionName !== '')) continue;
  for (const pt of n.positionTicks ?? []) lines.set(n.callFrame.url.split('/').pop() + ':' + pt.line, (lines.get(n.callFrame.url.split('/').pop() + ':' + pt.line) ?? 0) + pt.ticks);
}
console.log([...lines].sort((a, b) => b[1] - a[1]).slice(0, 15));
await browser.close();
