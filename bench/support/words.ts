import { createRng } from '../../src/common/tile-tumble/rng.ts';
// A fixed vocabulary for generated forum text, so searches in benchmarks hit real words.
export const WORDS =
  `pixel avatar wardrobe outfit shop coin gem dress hat scarf jacket hoodie sneakers boots skirt
jeans shirt sweater cape crown glasses necklace ribbon bow flower garden forest river mountain ocean sunset
morning evening winter summer autumn spring rain snow storm cloud star moon sun rainbow bomb tile tumble combo
score level milestone puzzle strategy game player friend community forum thread post reply topic question answer
design sprite sheet layer colour palette outline shading texture pattern stripe polka dots velvet silk cotton wool
leather denim golden silver bronze crystal ruby emerald sapphire amber violet crimson teal coral mint lavender peach
happy cosy friendly helpful creative curious brave gentle quiet loud tiny huge ancient modern classic retro vintage
draw paint sketch build craft trade collect share trade help learn teach explore discover wonder imagine create
castle village market tavern library museum station harbour bridge tower cottage meadow canyon island desert
dragon unicorn phoenix griffin kitten puppy bunny fox owl penguin dolphin turtle frog bee butterfly hedgehog
tea coffee cake cookie bread soup pie candy apple cherry lemon berry honey chocolate pancake waffle noodle
music song melody rhythm chiptune guitar piano drum violin flute choir dance party festival concert parade
review approve reject feedback quality update release event contest prize winner weekly daily season legendary`
    .split(/\s+/)
    .filter(Boolean);

/**
 * Rare words for the long tail real forums have: 2,000 made-up names built from syllables. The
 * generator puts one into about one post in ten, so each appears in roughly a hundred posts.
 */
export const RARE_WORDS: string[] = (() => {
  const syllables = 'ka lo mi zu ren tha vo qui bel dor fen gri hal jun mox pra syl tor ux wen'.split(' ');
  const words: string[] = [];
  for (const a of syllables)
    for (const b of syllables)
      for (const c of syllables) if (words.length < 2_000 && a !== b) words.push(`${a}${b}${c}`);
  return words;
})();

/** A deterministic pseudo-random generator (the game's mulberry32), so generated data is the same every run. */
export const seededRandom = createRng;

export function sentence(random: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(random() * WORDS.length)]!);
  const text = out.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}
