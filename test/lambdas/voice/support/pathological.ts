import { random, realisticSrt } from './generate';

const MB = 1024 * 1024;
const encode = (text: string) => new TextEncoder().encode(text);

/** Repeats `unit` until the text is about `bytes` long. */
const fill = (unit: string, bytes = 10 * MB) => unit.repeat(Math.ceil(bytes / unit.length));

const utf16leWithBom = (text: string) => {
  const body = Buffer.from(text, 'utf16le');
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]));
};

/** What a pathological file should come to: a refusal with this code, or an analysis. */
export type Outcome = { error: string } | { words: number | 'some' };

export interface PathologicalCase {
  name: string;
  fileName: string;
  bytes: () => Uint8Array;
  outcome: Outcome;
}

const cue = (text: string) => `1\n00:00:00,000 --> 00:00:05,000\n${text}\n`;

/** The U3 inputs: each must end in a clear error or a documented normalisation within one second. */
export const PATHOLOGICAL: PathologicalCase[] = [
  {
    name: 'binary content (10 MB of random bytes)',
    fileName: 'video.srt',
    bytes: () => {
      const next = random(3);
      return new Uint8Array(10 * MB).map(() => Math.floor(next() * 256));
    },
    outcome: { error: 'document.binary' },
  },
  {
    name: 'binary content without NUL bytes (10 MB of control characters and text)',
    fileName: 'data.txt',
    bytes: () => encode(fill('text\u0001\u0002\u0003\u0004 ')),
    outcome: { error: 'document.binary' },
  },
  { name: 'invalid UTF-8 at the very end of 10 MB', fileName: 'talk.txt', bytes: () => new Uint8Array([...encode(fill('Valid words here. ')), 0xc3, 0x28]), outcome: { error: 'document.invalid_encoding' } },
  {
    name: 'invalid UTF-8 everywhere (Latin-1 text)',
    fileName: 'talk.srt',
    bytes: () => new Uint8Array(Buffer.from(fill('Caf\u00e9 cr\u00e8me br\u00fbl\u00e9e. '), 'latin1')),
    outcome: { error: 'document.invalid_encoding' },
  },
  { name: 'UTF-16 LE with a BOM, 10 MB of captions', fileName: 'talk.srt', bytes: () => utf16leWithBom(realisticSrt(5 * MB, 11)), outcome: { words: 'some' } },
  { name: 'NUL bytes inside text', fileName: 'talk.txt', bytes: () => encode(fill('Some words\u0000 and more words. ')), outcome: { error: 'document.binary' } },
  { name: '10 MB of NUL bytes', fileName: 'zeros.vtt', bytes: () => new Uint8Array(10 * MB), outcome: { error: 'document.binary' } },
  { name: 'a 10 MB single line of words (.txt)', fileName: 'line.txt', bytes: () => encode(fill('word ')), outcome: { words: 2 * MB } },
  { name: 'a 10 MB single line of words (.srt, read as text)', fileName: 'line.srt', bytes: () => encode(fill('word ')), outcome: { words: 2 * MB } },
  { name: 'a 10 MB single line of words in one cue (.vtt)', fileName: 'line.vtt', bytes: () => encode('WEBVTT\n\n00:00.000 --> 00:05.000\n' + fill('word ')), outcome: { words: 2 * MB } },
  { name: 'a 10 MB single word', fileName: 'word.txt', bytes: () => encode(fill('a')), outcome: { words: 1 } },
  { name: 'a 10 MB line of sentence marks', fileName: 'marks.txt', bytes: () => encode('Start' + fill('?! ...')), outcome: { words: 1 } },
  { name: 'a 10 MB line of one-word sentences', fileName: 'short.txt', bytes: () => encode(fill('No. ')), outcome: { words: 2.5 * MB } },
  { name: 'a million empty cues (SRT)', fileName: 'empty.srt', bytes: () => encode('1\n00:00:00,000 --> 00:00:00,001\n\n'.repeat(1_000_000)), outcome: { error: 'document.no_text' } },
  { name: 'a million empty cues (VTT)', fileName: 'empty.vtt', bytes: () => encode('WEBVTT\n\n' + '00:00.000 --> 00:00.001\n\n'.repeat(1_000_000)), outcome: { error: 'document.no_text' } },
  { name: '300,000 one-word cues', fileName: 'many.srt', bytes: () => encode('1\n00:00:00,000 --> 00:00:00,010\nword\n\n'.repeat(300_000)), outcome: { words: 'some' } },
  { name: '10 MB of repeated tags in one cue', fileName: 'tags.srt', bytes: () => encode(cue(fill('<i><b><u><font color="red">x</font></u></b></i>'))), outcome: { words: 'some' } },
  { name: '10 MB of nested unclosed tags', fileName: 'open.srt', bytes: () => encode(cue('Hello ' + fill('<'))), outcome: { words: 1 } },
  { name: '10 MB of tag openers with letters', fileName: 'open.vtt', bytes: () => encode('WEBVTT\n\n00:00.000 --> 00:05.000\n' + fill('<a')), outcome: { words: 'some' } },
  { name: '10 MB of karaoke timestamps', fileName: 'karaoke.vtt', bytes: () => encode('WEBVTT\n\n00:00.000 --> 00:05.000\n' + fill('<00:00:01.000><c> w</c>')), outcome: { words: 'some' } },
  { name: '10 MB of ASS overrides and brackets', fileName: 'ass.srt', bytes: () => encode(cue(fill('{\\an8}[{\\i1}'))), outcome: { error: 'document.no_text' } },
  { name: '10 MB of ampersands', fileName: 'amp.srt', bytes: () => encode(cue('Tom ' + fill('&'))), outcome: { words: 1 } },
  { name: '10 MB of arrows on separate lines', fileName: 'arrows.srt', bytes: () => encode(fill('-->\n')), outcome: { error: 'document.no_text' } },
  { name: '10 MB of timing lines', fileName: 'timings.srt', bytes: () => encode(fill('00:00:00,000 --> 00:00:01,000\n')), outcome: { error: 'document.no_text' } },
  { name: '10 MB of blank lines', fileName: 'blank.vtt', bytes: () => encode(fill('\n')), outcome: { error: 'document.no_text' } },
  { name: '10 MB of a letter whose lower case is longer (İ)', fileName: 'dotted.txt', bytes: () => encode(fill('İİ i̇stanbul ')), outcome: { words: 'some' } },
];
