export {};

// `npm run bench [name...]`: runs the named benchmarks (all when none is named) and prints figures.
const BENCHES: Record<string, () => Promise<{ run(): Promise<void> }>> = {
  accounts: () => import('./accounts.bench.ts'),
  forum: () => import('./forum.bench.ts'),
  frames: () => import('./frames.bench.ts'),
  games: () => import('./games.bench.ts'),
  'hot-rows': () => import('./hot-rows.bench.ts'),
  lighthouse: () => import('./lighthouse.bench.ts'),
  live: () => import('./live.bench.ts'),
  replies: () => import('./replies.bench.ts'),
  scale: () => import('./scale.bench.ts'),
  search: () => import('./search.bench.ts'),
  shop: () => import('./shop.bench.ts'),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(1);
}
for (const name of wanted.length ? wanted : Object.keys(BENCHES)) {
  console.log(`\n== ${name} ==`);
  const bench = await BENCHES[name]!();
  await bench.run();
}
