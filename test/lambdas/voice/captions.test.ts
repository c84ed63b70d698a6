import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from '../../../lambdas/contracts/script-text';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { BREAK_SECONDS, cleanCaptionLine, speechSeconds } from '../../../lambdas/domain/voice/captions';
import { parseSrt } from '../../../lambdas/domain/voice/parse-srt';
import { parseVtt } from '../../../lambdas/domain/voice/parse-vtt';
import { cueLists, expectedText, toSrt, toVtt, spokenSeconds } from './support/cues';

const encode = (text: string) => new TextEncoder().encode(text);
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/voice/${name}`, import.meta.url));
const texts = (cues: { text: string }[]) => cues.map((cue) => cue.text);

describe('parseSrt and parseVtt: any cue list written out parses back', () => {
  it('SRT: the same cue count, text (whitespace normalised) and timings', () => {
    fc.assert(
      fc.property(cueLists, (cues) => {
        const parsed = parseSrt(toSrt(cues));
        expect(texts(parsed)).toEqual(cues.map(expectedText));
        expect(parsed.map((cue) => [cue.start, cue.end])).toEqual(cues.map((cue) => [cue.startMs / 1000, cue.endMs / 1000]));
      }),
      { numRuns: 300 },
    );
  });

  it('VTT, with or without identifiers, cue settings and hours: the same cues', () => {
    fc.assert(
      fc.property(cueLists, fc.boolean(), fc.boolean(), fc.boolean(), (cues, identifiers, settings, shortTimes) => {
        const parsed = parseVtt(toVtt(cues, { identifiers, settings, shortTimes }));
        expect(texts(parsed)).toEqual(cues.map(expectedText));
        expect(parsed.map((cue) => [cue.start, cue.end])).toEqual(cues.map((cue) => [cue.startMs / 1000, cue.endMs / 1000]));
      }),
      { numRuns: 300 },
    );
  });

  it('through analyseDocument (CRLF, BOM): the speaking time is the cues and the silences of up to 2.5 s between them, and every word is timed', () => {
    fc.assert(
      fc.property(cueLists, fc.constantFrom('srt', 'vtt'), fc.boolean(), (cues, format, windows) => {
        let file = format === 'srt' ? toSrt(cues) : toVtt(cues, { identifiers: true, settings: true, shortTimes: false });
        if (windows) file = '\ufeff' + file.replaceAll('\n', '\r\n');
        const { stats } = analyseDocument(encode(file), `captions.${format.toUpperCase()}`);
        const words = countWords(cues.map(expectedText).join(' '));
        expect(stats.words).toBe(words);
        expect(stats.timedWords).toBe(words);
        expect(stats.speechSeconds).toBeCloseTo(spokenSeconds(cues), 6);
      }),
      {
        numRuns: 200,
        // A silence of exactly 2.5 s counts; in seconds 5.384 - 2.884 is 2.5000000000000004 (found by CI).
        examples: [
          [
            [
              { startMs: 2217, endMs: 2884, lines: ['a'] },
              { startMs: 5384, endMs: 5384, lines: ['aa'] },
            ],
            'srt',
            false,
          ],
        ],
      },
    );
  });
});

describe('caption markup', () => {
  it.each([
    ['<i>italic</i> and <b>bold</b> and <u>underlined</u>', 'italic and bold and underlined'],
    ['<font color="#ffff00" size="12">Yellow</font> text', 'Yellow text'],
    ['<c.colorE5E5E5>coloured</c> <c.yellow.bg_blue>classes</c>', 'coloured classes'],
    ['<v Roger Bingham>We are in New York City</v>', 'We are in New York City'],
    ['<v.loud Esme>Hello</v>', 'Hello'],
    ['karaoke<00:00:01.280><c> words</c><00:00:01.760><c> appear</c>', 'karaoke words appear'],
    ['{\\an8}Top of the screen', 'Top of the screen'],
    ['{\\i1}ASS italic{\\i0} text', 'ASS italic text'],
    ['Fish &amp; chips &lt;3 &quot;yum&quot; &#39;ok&#39; &#x263A;', 'Fish & chips <3 "yum" \'ok\' ☺'],
    ['[Music]', ''],
    ['[APPLAUSE] Thank you', 'Thank you'],
    ['♪ la la la ♪', ''],
    ['>> JOHN: Good morning', 'Good morning'],
    ['- Where are you going?', 'Where are you going?'],
    ['DR. SMITH: Take two', 'Take two'],
    ['a < b and c > d', 'a < b and c > d'],
    ['unclosed <i tag', 'unclosed <i tag'],
    ['   spaced    out   ', 'spaced out'],
  ])('cleans %j', (line, clean) => {
    expect(cleanCaptionLine(line)).toBe(clean);
  });

  it('VTT: drops the header, NOTE, STYLE and REGION blocks, identifiers and positioning settings', () => {
    const vtt = [
      'WEBVTT - a title',
      'Kind: captions',
      'Language: en',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'REGION',
      'id:fred width:40% lines:3',
      '',
      'NOTE This is a comment',
      'that spans two lines',
      '',
      'NOTE',
      'another one',
      '',
      'intro',
      '00:01.000 --> 00:04.000 align:start position:10% line:0 size:50% region:fred vertical:rl',
      '<v Sam>Hello there.</v>',
      '',
      '00:00:04.500 --> 00:00:06.000 line:85%',
      'General Kenobi.',
      '',
    ].join('\n');
    const cues = parseVtt(vtt);
    expect(cues).toEqual([
      { start: 1, end: 4, text: 'Hello there.' },
      { start: 4.5, end: 6, text: 'General Kenobi.' },
    ]);
  });

  it('SRT: a cue number straight after text (no blank line) is recognised, and "." or no hours are accepted', () => {
    const srt = ['1', '00:00:01,000 --> 00:00:02,500', 'First line', '2', '00:00:03.000 --> 00:00:04.000', 'Second', '', '3', '00:05,000 --> 00:06,000 X1:10 X2:20', '42', ''].join('\n');
    expect(parseSrt(srt)).toEqual([
      { start: 1, end: 2.5, text: 'First line' },
      { start: 3, end: 4, text: 'Second' },
      { start: 5, end: 6, text: '42' },
    ]);
  });

  it('ignores malformed timing lines and text outside cues', () => {
    const srt = ['stray text', '', '1', '00:00:01,000 -> 00:00:02,000', 'not a cue', '', '2', '00:00:03,000 --> 00:00:04,000', 'a cue', ''].join('\n');
    expect(texts(parseSrt(srt))).toEqual(['a cue']);
  });
});

describe('duplicate captions', () => {
  it('YouTube auto-captions: rolling lines and their 10 ms repeats appear once, in order', () => {
    const cues = parseVtt(fixture('youtube-auto-captions.vtt').toString('utf8'));
    expect(texts(cues)).toEqual([
      'hey guys welcome back to my channel',
      "so today we're making sourdough bread",
      "and honestly it's so much easier than",
      'you think like I promise you can do this',
      'okay so first you need a starter',
      "I've had mine for about three years",
      "her name is Doris don't ask",
      'you feed it flour and water every day',
      "and when it's bubbly it's ready to go",
      "so let's get into it",
      'the first thing is the autolyse which',
      'basically just means mixing flour and water',
      'and letting it sit for an hour',
      'trust me this step makes a huge difference',
      'then you add your starter and the salt',
      'and you do the stretch and folds',
      'every thirty minutes for about two hours',
      "and that's it that's the hard part done",
      'thank you so much for watching',
      "and I'll see you in the next one",
    ]);
  });

  it('YouTube auto-captions: speech time runs from the first spoken cue to the last, pauses included, the music cue left out', () => {
    const { stats } = analyseDocument(fixture('youtube-auto-captions.vtt'), 'auto.en.vtt');
    expect(stats.timedWords).toBe(143);
    // The [Music] cue (0–1.5 s) and the 10 ms repeats say nothing; the 1.2 s pause is the speaker's: 1.5 to 60.37 s.
    expect(stats.speechSeconds).toBeCloseTo(58.87, 6);
    expect((stats.timedWords * 60) / stats.speechSeconds).toBeCloseTo(145.75, 1);
  });

  it('drops an exact repeat and the prefix of a line that grows word by word', () => {
    const srt = [
      '1\n00:00:00,000 --> 00:00:01,000\nhello there\n',
      '2\n00:00:01,000 --> 00:00:02,000\nhello there\n',
      '3\n00:00:02,000 --> 00:00:03,000\nhello there how are\n',
      '4\n00:00:03,000 --> 00:00:04,000\nhello there how are you\n',
      '5\n00:00:04,000 --> 00:00:05,000\nhello there how are you\nfine thanks\n',
    ].join('\n');
    expect(texts(parseSrt(srt))).toEqual(['hello there', 'how are', 'you', 'fine thanks']);
  });
});

describe('speaking rate: speech time', () => {
  const cue = (start: number, end: number) => ({ start, end, text: 'words' });

  it('includes the pauses between cues of up to 2.5 s and leaves out longer breaks', () => {
    expect(BREAK_SECONDS).toBe(2.5);
    // 0–2, pause 0.5, 2.5–4.5, pause 2.5 (kept), 7–9, break 6 s, 15–16.
    expect(speechSeconds([cue(0, 2), cue(2.5, 4.5), cue(7, 9), cue(15, 16)])).toBeCloseTo(9 + 1, 9);
  });

  it('counts overlapping and nested cues once, in any order', () => {
    expect(speechSeconds([cue(0, 4), cue(2, 6), cue(3, 5), cue(5.5, 7)])).toBeCloseTo(7, 9);
    expect(speechSeconds([cue(5.5, 7), cue(0, 4), cue(2, 6)])).toBeCloseTo(7, 9);
    expect(speechSeconds([])).toBe(0);
  });

  it('a sliding window of overlapping cues: the repeated words are counted once, time once', () => {
    const srt = [
      '1\n00:00:00,000 --> 00:00:04,000\nwe walked down to the old market\n',
      '2\n00:00:02,500 --> 00:00:06,000\nthe old market and bought some bread\n',
      '3\n00:00:05,000 --> 00:00:08,000\nsome bread, then went home\n',
    ].join('\n');
    const cues = parseSrt(srt);
    expect(texts(cues)).toEqual(['we walked down to the old market', 'and bought some bread', 'then went home']);
    const { stats } = analyseDocument(encode(srt), 'window.srt');
    expect(stats.timedWords).toBe(14);
    expect(stats.speechSeconds).toBe(8);
  });

  it('keeps a repeat across cues that overlap by only milliseconds (an aligner\'s jitter, the speaker\'s words)', () => {
    const srt = '1\n00:00:00,000 --> 00:00:02,005\nIt is very good.\n\n2\n00:00:02,000 --> 00:00:03,000\nVery good!\n';
    expect(texts(parseSrt(srt))).toEqual(['It is very good.', 'Very good!']);
  });
});
