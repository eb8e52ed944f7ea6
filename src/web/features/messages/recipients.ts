/** "alice, bob" or "@alice bob" → the usernames, once each (the compose page's To field). */
export function recipientsOf(value: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of value.split(/[\s,;]+/)) {
    const name = raw.replace(/^@/, '').trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** Who else takes part, in words: "alice, bob" or "alice, bob and 3 others". */
export function othersOf(conversation: { participants: { id: number; username: string }[] }, meId?: number) {
  const others = conversation.participants.filter((p) => p.id !== meId).map((p) => p.username);
  if (others.length === 0) return 'only you';
  if (others.length <= 3) return others.join(', ');
  return `${others.slice(0, 2).join(', ')} and ${others.length - 2} others`;
}
