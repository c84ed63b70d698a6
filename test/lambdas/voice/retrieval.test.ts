import { describe, expect, it } from 'vitest';
import { relevantPassages, samplePassages, stem, terms, voiceTypicality } from '../../../lambdas/domain/voice/retrieval';

const PASSAGES = [
  'My tomato plants went crazy this year. I pruned the suckers every week and staked them early, and the harvest was huge.',
  'Sourdough is all about the starter. Feed it flour and water, wait until it is bubbly, then mix your dough and let it rise overnight.',
  'I changed the oil in my car myself for the first time. Honestly, it took an hour and I got oil everywhere.',
  'We baked three loaves of bread on Sunday. The crust was crackly and the crumb was open, which means the dough was well proofed.',
  'Travel tip: pack a small bag, roll your clothes, and always carry snacks for the airport.',
  'The kids planted sunflowers along the fence, and now they are taller than me.',
  'Budgeting does not have to be boring. I track every coffee, and it adds up faster than you think.',
  'If your bread comes out dense, your starter was probably not active enough when you baked it.',
];

describe('terms', () => {
  it('lower-cases, drops stop words and stems', () => {
    expect(terms("Baking the BREADS we've baked")).toEqual(['bak', 'bread', 'bak']);
    expect(stem('stories')).toBe('story');
    expect(stem('running')).toBe('run');
    expect(stem('class')).toBe('class');
  });
});

describe('relevantPassages', () => {
  it('ranks the passages about the query first (BM25 over stems)', () => {
    const found = relevantPassages(PASSAGES, 'How to bake sourdough bread at home');
    expect(found.slice(0, 3).sort()).toEqual([PASSAGES[1], PASSAGES[3], PASSAGES[7]].sort());
    expect(found).toHaveLength(3);
  });

  it('returns at least three passages, the matching ones first, when fewer match', () => {
    const found = relevantPassages(PASSAGES, 'changing car oil');
    expect(found).toHaveLength(3);
    expect(found[0]).toBe(PASSAGES[2]);
    expect(relevantPassages(PASSAGES, 'quantum chromodynamics')).toHaveLength(3);
  });

  it('returns at most six, and all passages when there are fewer than three', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Passage ${i} about bread and baking.`);
    expect(relevantPassages(many, 'bread')).toHaveLength(6);
    expect(relevantPassages(PASSAGES.slice(0, 2), 'travel')).toHaveLength(2);
    expect(relevantPassages([], 'bread')).toEqual([]);
    expect(relevantPassages(PASSAGES, 'bread', { min: 1, max: 2 })).toHaveLength(2);
  });

  it('prefers a passage where the term is frequent relative to its length', () => {
    const short = 'Garden garden garden.';
    const long = `Garden. ${'Other words about nothing in particular. '.repeat(20)}`;
    expect(relevantPassages([long, short, 'unrelated text here'], 'garden')[0]).toBe(short);
  });
});

describe('samplePassages', () => {
  const documents = (...sizes: number[]) => sizes.map((size, d) => Array.from({ length: size }, (_, i) => `d${d}p${i}`));
  const countBy = (sample: string[]) => sample.reduce<Record<string, number>>((counts, p) => ({ ...counts, [p.split('p')[0]!]: (counts[p.split('p')[0]!] ?? 0) + 1 }), {});

  it('keeps everything when under the limit', () => {
    expect(samplePassages(documents(3, 2))).toEqual(['d0p0', 'd0p1', 'd0p2', 'd1p0', 'd1p1']);
  });

  it('shares the limit fairly: a small document gives its unused share to the others', () => {
    const sample = samplePassages(documents(1000, 10, 500), 400);
    expect(sample).toHaveLength(400);
    expect(countBy(sample)).toEqual({ d0: 195, d1: 10, d2: 195 });
    expect(new Set(sample).size).toBe(400);
  });

  it('spreads a document’s share evenly across it', () => {
    const sample = samplePassages(documents(1000), 10);
    expect(sample).toEqual(['d0p50', 'd0p150', 'd0p250', 'd0p350', 'd0p450', 'd0p550', 'd0p650', 'd0p750', 'd0p850', 'd0p950']);
  });
});

// One creator's passages: chatty, first and second person, the same habits ("honestly", "you know", "I mean").
const CHATTY = [
  "Honestly, I tried this the first time and, you know, I burned it. So I went back and I mean, you just have to slow down and trust the process, you know, because I promise you it gets easier every single time you do it.",
  "So here's the thing, you know, I used to think I needed fancy gear. Honestly, I mean, you don't. You just need to start with what you have and, you know, learn as you go, that's what I did and it worked for me.",
  "I mean, honestly, you know what I love about this? You can mess it up and it's fine. I mess it up all the time, you know, and honestly I just laugh and I try again the next day, and so can you.",
];
// Passages of the same collection that are mostly topic: lists of terms, no one speaking to anyone.
const TOPICAL = [
  'Hydrangea macrophylla, hydrangea paniculata, hydrangea arborescens: acidic soil, aluminium sulphate, blue petals; alkaline soil, lime, pink petals; pruning old wood, new wood, panicles, mopheads, lacecaps.',
  'Torque wrench settings: lug nuts 80 to 100 foot-pounds, spark plugs 15 to 20, oil drain plug 25 to 30, caliper bracket bolts 70 to 90, wheel bearings per manufacturer specification.',
];

describe('voice fallback when the topic was never covered', () => {
  it('fills with the passages most typical of the voice (habitual words, first and second person), not the topical ones', () => {
    const passages = [TOPICAL[0]!, CHATTY[0]!, TOPICAL[1]!, CHATTY[1]!, CHATTY[2]!];
    const found = relevantPassages(passages, 'quantum chromodynamics lecture');
    expect([...found].sort()).toEqual([...CHATTY].sort());
  });

  it('keeps the passages that match the topic first and fills the rest with the most typical', () => {
    const passages = [TOPICAL[0]!, CHATTY[0]!, TOPICAL[1]!, CHATTY[1]!, CHATTY[2]!];
    const found = relevantPassages(passages, 'torque wrench');
    expect(found[0]).toBe(TOPICAL[1]);
    expect(found).toHaveLength(3);
    expect(found.slice(1).every((passage) => CHATTY.includes(passage))).toBe(true);
  });

  it('voiceTypicality: ranks a conversational passage above an impersonal list, 0 for a lone or empty passage', () => {
    const scores = voiceTypicality([...CHATTY, ...TOPICAL]);
    expect(Math.min(...scores.slice(0, 3))).toBeGreaterThan(Math.max(...scores.slice(3)));
    expect(voiceTypicality([CHATTY[0]!])).toEqual([0]);
    expect(voiceTypicality(['', CHATTY[0]!])).toEqual([0, 0]);
  });
});
