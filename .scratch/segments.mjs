// appended analysis: busy segments in a CPU profile
export function segments(profile, minMs = 50) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (id) => { const cf = byId.get(id).callFrame; return `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber + 1}`; };
  let t = profile.startTime; const segs = []; let cur = null;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const id = profile.samples[i]; const k = keyOf(id);
    if (k.startsWith('(idle)')) { if (cur) { segs.push(cur); cur = null; } continue; }
    if (!cur) cur = { start: t, end: t, incl: new Map(), self: new Map() };
    const dt = profile.timeDeltas[i + 1] ?? 0; cur.end = t + dt;
    cur.self.set(k, (cur.self.get(k) ?? 0) + dt);
    const seen = new Set(); let p = id;
    while (p !== undefined) { const kk = keyOf(p); if (!seen.has(kk)) { seen.add(kk); cur.incl.set(kk, (cur.incl.get(kk) ?? 0) + dt); } p = parent.get(p); }
  }
  if (cur) segs.push(cur);
  const out = [];
  for (const s of segs) {
    const ms = (s.end - s.start) / 1000; if (ms < minMs) continue;
    const top = [...s.incl].filter(([k]) => !/\(root\)|\(program\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25)).map(([k, v]) => `      ${(v / 1000).toFixed(1).padStart(7)}  ${k}`).join('\n');
    const selfTop = [...s.self].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([k, v]) => `      ${(v / 1000).toFixed(1).padStart(7)}  ${k}`).join('\n');
    if (process.env.SELF) out.push(`-- self of segment\n${selfTop}`);
    out.push(`-- segment at ${((s.start - profile.startTime) / 1000).toFixed(0)} ms, ${ms.toFixed(0)} ms\n${top}`);
  }
  return out.join('\n');
}
