import { describe, expect, it } from 'vitest';
import { type FileOutcome, processingSummary, uploadSummary } from '@/features/documents/utils/batch-summary';
import { textFileName } from '@/features/documents/utils/text-file-name';

const ok = (name: string): FileOutcome => ({ name, ok: true });
const failed = (name: string, title = 'Upload failed', message = 'Failed to upload file'): FileOutcome => ({ name, ok: false, title, message });

describe('the toasts of a batch (one at a time, spec §9)', () => {
  it("gives one file the spec's own toasts, a rule's title included", () => {
    expect(uploadSummary([ok('a.srt')])).toEqual({ kind: 'success', title: 'Upload successful', description: 'a.srt has been uploaded and queued for processing' });
    expect(uploadSummary([failed('a.pdf', 'Unsupported file type', 'Please upload .txt, .srt, .vtt files')])).toEqual({
      kind: 'error',
      title: 'Unsupported file type',
      description: 'Please upload .txt, .srt, .vtt files',
    });
    expect(processingSummary([ok('a.srt')], false)).toEqual({ kind: 'success', title: 'Processing complete', description: 'Your document has been processed successfully' });
    expect(processingSummary([failed('a.srt', 'Processing failed', 'This file is not text')], false)).toEqual({
      kind: 'error',
      title: 'Processing failed',
      description: 'This file is not text',
    });
  });

  it('sums up several files, naming at most three of those that failed', () => {
    expect(uploadSummary([ok('a'), ok('b')]).description).toBe('2 files have been uploaded and queued for processing');
    expect(uploadSummary([failed('a'), ok('b')]).description).toBe(
      '1 of 2 files could not be uploaded: a. The other one has been uploaded and queued for processing.',
    );
    expect(uploadSummary(['a', 'b', 'c', 'd', 'e'].map((name) => failed(name))).description).toBe('None of the 5 files could be uploaded: a, b, c and 2 more.');
    expect(processingSummary([failed('a', 'Processing failed', 'x'), ok('b'), ok('c')], false)).toEqual({
      kind: 'error',
      title: 'Processing failed',
      description: '1 of 3 documents could not be processed: a.',
    });
  });

  it('does not follow a failed upload with good news about the files that did go', () => {
    expect(processingSummary([ok('b'), ok('c')], true)).toBeNull();
    expect(processingSummary([], false)).toBeNull();
    expect(processingSummary([failed('b', 'Processing failed', 'x'), ok('c')], true)?.title).toBe('Processing failed');
  });
});

describe('textFileName', () => {
  it('adds .txt to the trimmed name unless it already ends so, in any case', () => {
    expect(textFileName('  Episode 12 ')).toBe('Episode 12.txt');
    expect(textFileName('notes.TXT')).toBe('notes.TXT');
    expect(textFileName('captions.srt')).toBe('captions.srt.txt');
  });
});
