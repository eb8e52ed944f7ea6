import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://localhost:3300';
async function ctx(theme, width) {
  const c = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  await c.addInitScript((t) => localStorage.setItem('cito.theme', t), theme);
  const p = await c.newPage();
  await p.goto('/');
  await p.getByLabel('Email').fill('alice@cito.test');
  await p.getByLabel('Password', { exact: true }).fill('demo1234');
  await p.getByRole('button', { name: 'Sign In' }).click();
  await p.waitForURL(/home/);
  return p;
}
// bob shouts and befriends alice; alice accepts
const b = await ctx('light', 1280);
await b.request.post('/api/shouts', { data: { text: 'Hello everyone! New hat drop at https://example.com 🎩' } });
for (const [theme, width] of [['light', 1280], ['dark', 1280], ['light', 375], ['dark', 375]]) {
  const p = await ctx(theme, width);
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shots/home-${theme}-${width}.png`, fullPage: true });
  await p.context().close();
}
await browser.close();
