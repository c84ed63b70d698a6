import { captionPassages } from './caption-passages';
import { speechSeconds, transcriptOf } from './captions';
import { DocumentProcessingError } from './errors';
import { decodeText } from './decode-text';
import { parseSrtWithTimings } from './parse-srt';
import { parseTxt } from './parse-txt';
import { parseVttWithTimings } from './parse-vtt';
import { countDocumentStyle } from './style-background';
import { analyseText } from './text-analysis';
import type { DocumentAnalysis } from './types';

type Format = DocumentAnalysis['format'];

const formatOf = (fileName: string): Format => {
  const dot = fileName.lastIndexOf('.');
  const extension = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (extension === 'txt' || extension === 'srt' || extension === 'vtt') return extension;
  throw new DocumentProcessingError('document.unsupported_type', 'Unsupported file type: please upload .txt, .srt or .vtt files');
};

// Captions saved with a .txt name are still read as captions: the first lines tell them apart.
const sniff = (text: string, format: Format): Format => {
  if (format !== 'txt') return format;
  const head = text.slice(0, 200).trimStart();
  if (head.startsWith('WEBVTT')) return 'vtt';
  if (/^\d+\n\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->/.test(head)) return 'srt';
  return format;
};

const analyseCaptions = (text: string, format: 'srt' | 'vtt'): DocumentAnalysis | null => {
  const { cues, timings } = format === 'srt' ? parseSrtWithTimings(text) : parseVttWithTimings(text);
  if (timings === 0) return null;
  const spoken = transcriptOf(cues);
  // Passages from the cues, not the joined text: where punctuation is missing, the pauses say where sentences end.
  const { stats } = analyseText(spoken, { lineBreaks: false, speechSeconds: speechSeconds(cues), passages: false });
  return { stats, passages: captionPassages(cues), format, text: spoken };
};

const analysePlainText = (spoken: string): DocumentAnalysis => ({
  ...analyseText(spoken, { lineBreaks: true, speechSeconds: null }),
  format: 'txt',
  text: spoken,
});

/**
 * Reads one uploaded file (by its extension, case-insensitive: .txt, .srt or .vtt) into clean passages and the
 * counts it adds to the voice profile. Captions without a single timing line are read as plain text.
 * Throws DocumentProcessingError (binary, invalid encoding, unsupported type, no words). Linear time.
 */
export const analyseDocument = (bytes: Uint8Array, fileName: string): DocumentAnalysis => {
  const declared = formatOf(fileName);
  const text = decodeText(bytes);
  const format = sniff(text, declared);
  const analysis = (format !== 'txt' ? analyseCaptions(text, format) : null) ?? analysePlainText(parseTxt(text));
  if (analysis.stats.words === 0) {
    throw new DocumentProcessingError('document.no_text', 'This file has no words to learn from: it is empty or holds only timings and markup');
  }
  analysis.stats.style = countDocumentStyle(analysis.text);
  return analysis;
};
