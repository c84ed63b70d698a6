import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from '../../../lambdas/contracts/script-text';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { DocumentProcessingError } from '../../../lambdas/domain/voice/errors';
import { parseVtt } from '../../../lambdas/domain/voice/parse-vtt';
import { analyseText } from '../../../lambdas/domain/voice/text-analysis';
import { buildVoiceProfile, mergeDocumentStats } from '../../../lambdas/domain/voice/voice-profile';
import { corpusText, fixtureBytes } from './support/fixtures';

const encode = (text: string) => new TextEncoder().encode(text);
const plain = (text: string) => analyseText(text, { lineBreaks: true, speechSeconds: null });
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DocumentProcessingError) return error.code;
    throw error;
  }
  return null;
};

describe('analyseDocument: formats', () => {
  it('picks the format by extension, case-insensitively', () => {
    const srt = encode('1\n00:00:01,000 --> 00:00:02,000\nHello there.\n');
    const vtt = encode('WEBVTT\n\n00:01.000 --> 00:02.000\nHello there.\n');
    expect(analyseDocument(srt, 'talk.SRT').format).toBe('srt');
    expect(analyseDocument(vtt, 'talk.Vtt').format).toBe('vtt');
    expect(analyseDocument(encode('Hello there.'), 'notes.TXT').format).toBe('txt');
  });

  it('refuses other extensions', () => {
    expect(codeOf(() => analyseDocument(encode('Hello'), 'slides.pdf'))).toBe('document.unsupported_type');
    expect(codeOf(() => analyseDocument(encode('Hello'), 'no-extension'))).toBe('document.unsupported_type');
  });

  it('reads captions saved as .txt as captions, and a caption file without timings as text', () => {
    const srtAsTxt = analyseDocument(encode('1\n00:00:01,000 --> 00:00:11,000\nHello there, this is a caption.\n'), 'export.txt');
    expect(srtAsTxt.format).toBe('srt');
    expect(srtAsTxt.stats.speechSeconds).toBe(10);
    const textAsSrt = analyseDocument(encode('Just a plain paragraph, saved with the wrong name.'), 'wrong.srt');
    expect(textAsSrt.format).toBe('txt');
    expect(textAsSrt.stats.words).toBe(9);
  });

  it('refuses files with no words: empty, blank, or only timings and markup', () => {
    expect(codeOf(() => analyseDocument(new Uint8Array(), 'empty.txt'))).toBe('document.no_text');
    expect(codeOf(() => analyseDocument(encode('\n\n   \n'), 'blank.txt'))).toBe('document.no_text');
    expect(codeOf(() => analyseDocument(encode('1\n00:00:01,000 --> 00:00:02,000\n[Music]\n\n2\n00:00:02,000 --> 00:00:03,000\n<i></i>\n'), 'music.srt'))).toBe(
      'document.no_text',
    );
  });

  it('drops markdown headings, list markers, emphasis and timestamp lines from text', () => {
    const { stats, passages } = analyseDocument(encode('# My script\n\n0:01\n- **Hey** guys, welcome back.\n- [Link](https://x.y) here.'), 'script.txt');
    expect(passages).toEqual(['Hey guys, welcome back. Link here.']);
    expect(stats.words).toBe(6);
  });
});

describe('analyseText: words and sentences', () => {
  it('counts the same words as countWords, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        expect(plain(text).stats.words).toBe(countWords(text));
      }),
      { numRuns: 500 },
    );
  });

  it('ends sentences at . ! ? and …, but not after abbreviations, initials or decimals, nor before a lower-case word', () => {
    const { stats } = plain('Dr. Smith met J. K. Rowling at 3.30 today. Was it fun? Yes! It was... well, fine. "Really?" she asked. Okay.');
    expect(stats.sentences).toBe(6);
    expect(stats.questions).toBe(1);
    expect(stats.exclamations).toBe(1);
    expect(stats.sentenceLengthHistogram[10]).toBe(1);
  });

  it('treats a blank line, and a line break before a capital in plain text, as the end of a sentence', () => {
    expect(plain('Intro\nHey guys welcome back\n\nthis is new').stats.sentences).toBe(3);
    expect(plain('a sentence that wraps\nonto the next line.').stats.sentences).toBe(1);
  });

  it('keeps no sentence statistics for unpunctuated captions, but still cuts passages', () => {
    const { stats, passages } = analyseDocument(fixtureBytes('youtube-auto-captions.vtt'), 'auto.vtt');
    expect(stats.sentences).toBe(0);
    expect(stats.sentenceLengthHistogram.every((count) => count === 0)).toBe(true);
    expect(passages.length).toBe(2);
    expect(countWords(passages.join(' '))).toBe(stats.words);
  });

  it('counts person, fillers (comma-set "like" only) and hype words', () => {
    const { stats } = plain('I think we should go. You know, it was, like, amazing! I like it. Um, you guys are amazing.');
    expect(stats.person).toEqual({ I: 2, we: 1, you: 2 });
    expect(stats.fillers).toEqual({ 'you know': 1, like: 1, um: 1 });
    expect(stats.hype).toEqual({ amazing: 2 });
  });

  it('records openers and sign-offs with their shorter forms, for merging across documents', () => {
    const { stats } = analyseDocument(fixtureBytes('cooking-vlog.srt'), 'cooking-vlog.srt');
    expect(stats.openers['hey guys']).toBe(1);
    expect(stats.openers['welcome back to the kitchen']).toBe(1);
    expect(stats.signOffs["I'll see you in the next one"]).toBe(1);
    expect(stats.signOffs['see you in the next one']).toBe(1);
    expect(stats.phrases["let's get into it"]).toBe(2);
    expect(stats.phrases['trust me']).toBe(2);
  });
});

describe('analyseText: words that are also property names of JavaScript objects', () => {
  it('counts "constructor" like any other word, in every record', () => {
    const { stats } = plain('Constructor. Constructor tostring, constructor tostring. Constructor!');
    expect(stats.openers).toMatchObject({ constructor: 1, 'constructor tostring': 2 });
    expect(stats.signOffs).toMatchObject({ constructor: 1, 'constructor tostring': 2 });
    expect(stats.phrases).toEqual({ 'constructor tostring': 2 });
    expect(stats.casing!.openers).toMatchObject({ constructor: 'Constructor', 'constructor tostring': 'Constructor tostring' });
    expect(stats.person).toEqual({ I: 0, we: 0, you: 0 });
    expect(mergeDocumentStats([stats, stats]).signOffs).toMatchObject({ constructor: 2, 'constructor tostring': 4 });
    expect(buildVoiceProfile([stats, stats])!.hints.signOffs).toEqual(['Constructor tostring, constructor tostring']);
  });

  it('does not read entity names from Object.prototype', () => {
    expect(parseVtt('WEBVTT\n\n00:00.000 --> 00:01.000\nA &constructor; B\n')[0]!.text).toBe('A &constructor; B');
  });
});

describe('analyseText: passages', () => {
  it('cuts passages of about 40–150 words that keep every word of a short document in order', () => {
    const text = corpusText('educator', 1);
    const { passages } = plain(text);
    expect(passages.length).toBeGreaterThan(2);
    for (const passage of passages) {
      expect(countWords(passage)).toBeGreaterThanOrEqual(20);
      expect(countWords(passage)).toBeLessThanOrEqual(150);
    }
    expect(passages.join(' ')).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('keeps at most 200 passages of a long document, spread from its start to its end', () => {
    const paragraphs = Array.from({ length: 1000 }, (_, i) => `Paragraph ${i} begins here. ` + 'This sentence has exactly eight words in it. '.repeat(8));
    const { passages } = plain(paragraphs.join('\n\n'));
    expect(passages).toHaveLength(200);
    expect(passages[0]).toMatch(/^Paragraph 0 /);
    expect(Number(/^Paragraph (\d+)/.exec(passages.at(-1)!)![1])).toBeGreaterThanOrEqual(990);
    const numbers = passages.map((passage) => Number(/^Paragraph (\d+)/.exec(passage)?.[1] ?? -1)).filter((n) => n >= 0);
    expect(numbers.every((n, i) => i === 0 || n - numbers[i - 1]! === 5)).toBe(true);
  });
});
