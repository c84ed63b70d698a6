import { describe, expect, it } from 'vitest';
import { readCaptionFileReference } from '../../../../lambdas/domain/voice/caption-lines-reference';
import { SRT_FORMAT, parseSrtWithTimings } from '../../../../lambdas/domain/voice/parse-srt';
import { VTT_FORMAT, parseVttWithTimings } from '../../../../lambdas/domain/voice/parse-vtt';
import { CASES, randomTexts } from '../support/random-text';

// Caption files made of the lines that matter to the reader: timings (good, bad, with settings), numbers, identifiers, blank and
// space-only lines, headers, NOTE blocks, text, markup.
const LINES = [
  '00:00:01,000 --> 00:00:02,500', '00:00:02.500 --> 00:00:04.000 align:start position:10%', '01:02.000 --> 01:03.250',
  '00:00:05,000-->00:00:03,000', '00:00:0x,000 --> 00:00:01,000', '--> 00:00:01.000', '00:00:01.000 -->', '1', '42', ' 7 ',
  'intro', 'cue-1', '', '', '', ' ', '\t', 'WEBVTT', 'WEBVTT - Kind: captions', 'NOTE a note', 'STYLE', 'REGION', 'so we went',
  'hello there', 'hello there how are', '<i>well</i> then', '[Music]', '>> MAYA: right', '- and so', '♪ la la ♪', 'okay',
];
const files = randomTexts(35_01, LINES.map((line) => `${line}\n`), 80).map((text, k) => (k % 3 === 0 ? text.trimEnd() : text));

describe(`the caption line reader gives what the plain reference gives on ${CASES} random files`, () => {
  it('reads SubRip alike: the same cues, texts and timing count', () => {
    for (const text of files) expect(parseSrtWithTimings(text)).toEqual(readCaptionFileReference(text, SRT_FORMAT));
  });

  it('reads WebVTT alike: the same cues, texts and timing count', () => {
    for (const text of files) expect(parseVttWithTimings(text)).toEqual(readCaptionFileReference(text, VTT_FORMAT));
  });

  it('is checked on files that hold cues, not only on noise', () => {
    const cues = files.map((text) => parseSrtWithTimings(text).cues.length);
    expect(cues.filter((count) => count >= 3).length).toBeGreaterThan(CASES / 2);
  });
});
