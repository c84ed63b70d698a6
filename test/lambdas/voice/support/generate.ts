/** Deterministic generators of large, realistic caption files for the performance and pathological tests. */

const COMMON = (
  'the and to of a I you it in that is was for on we this with my so but they be have just like what at do not ' +
  'are your can all if one about out there up get know think really go here now when me make how because time ' +
  'people going right then want some good little back see look way thing things actually pretty day first work'
).split(' ');

/** A small seeded generator (mulberry32), so the same file is produced on every run. */
export const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const SYLLABLES = 'ba ko ri te mu sa lo ne vi da pe ru shi ga fo lan mer tis dor vel'.split(' ');

/** Words with a Zipf-like spread: common function words, then a long tail of invented content words. */
const vocabulary = (next: () => number): (() => string) => {
  const tail = Array.from({ length: 20000 }, () => {
    const length = 2 + Math.floor(next() * 3);
    let word = '';
    for (let k = 0; k < length; k++) word += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
    return word;
  });
  return () => (next() < 0.45 ? COMMON[Math.floor(next() ** 2 * COMMON.length)]! : tail[Math.floor(next() ** 3 * tail.length)]!);
};

const timestamp = (ms: number, separator: ',' | '.') => {
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const s = Math.floor((ms % 60000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
};

/** About `bytes` of SubRip: cues of one or two lines, sentences running across cues, a few italic tags. */
export const realisticSrt = (bytes: number, seed = 7): string => {
  const next = random(seed);
  const word = vocabulary(next);
  const parts: string[] = [];
  let size = 0;
  let ms = 0;
  let cue = 0;
  let sentenceLeft = 0;
  while (size < bytes) {
    const lines: string[] = [];
    const lineCount = next() < 0.6 ? 2 : 1;
    for (let l = 0; l < lineCount; l++) {
      const words: string[] = [];
      const count = 4 + Math.floor(next() * 6);
      for (let w = 0; w < count; w++) {
        if (sentenceLeft === 0) sentenceLeft = 4 + Math.floor(next() * 20);
        let token = word();
        if (sentenceLeft === 1) token += next() < 0.15 ? '?' : next() < 0.1 ? '!' : '.';
        else if (next() < 0.06) token += ',';
        sentenceLeft--;
        words.push(token);
      }
      lines.push(next() < 0.03 ? `<i>${words.join(' ')}</i>` : words.join(' '));
    }
    const duration = 1500 + Math.floor(next() * 2500);
    const block = `${++cue}\n${timestamp(ms, ',')} --> ${timestamp(ms + duration, ',')}\n${lines.join('\n')}\n\n`;
    ms += duration + Math.floor(next() * 400);
    parts.push(block);
    size += block.length;
  }
  return parts.join('');
};
