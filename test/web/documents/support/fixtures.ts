import type { ListDocumentsResponse, UserDocument, VoiceSummary } from '@contracts/documents';

export const MB = 1024 * 1024;
const QUOTA = 100 * MB;

let next = 0;

export const aDocument = (overrides: Partial<UserDocument> = {}): UserDocument => {
  next += 1;
  return {
    id: `01JBXQ7R3M9V5K2T8N4P6W0D${String(next).padStart(2, '0')}`,
    user_id: 'user-1',
    file_name: `episode-${next}.srt`,
    file_size: 1536,
    upload_date: new Date(Date.now() - 5 * 60_000).toISOString(),
    processed: false,
    processing_error: null,
    ...overrides,
  };
};

export const aVoice = (overrides: Partial<VoiceSummary> = {}): VoiceSummary => ({
  documents: 2,
  words: 4210,
  wordsPerMinute: 164,
  averageSentenceWords: 12.4,
  sentenceLengths: { p25: 7, p50: 11, p75: 16, p90: 22 },
  openers: [
    { text: 'Hey everyone', documents: 2 },
    { text: 'So today', documents: 2 },
  ],
  signOffs: [{ text: 'See you next time', documents: 2 }],
  signaturePhrases: [
    { text: 'here is the thing', documents: 2 },
    { text: 'let us dig in', documents: 2 },
  ],
  fillerWords: ['basically'],
  hypeWords: ['huge'],
  person: 'I',
  questionRate: 0.08,
  exclamationRate: 0.05,
  vocabularyLevel: 'simple',
  hidden: [],
  ...overrides,
});

export const aList = (
  documents: UserDocument[] = [],
  usedBytes = documents.reduce((sum, document) => sum + document.file_size, 0),
  voice: VoiceSummary | null = null,
): ListDocumentsResponse => ({ documents, storage: { usedBytes, quotaBytes: QUOTA }, voice });

/** A file whose reported size is `size` without allocating it. */
export const aFile = (name: string, size = 2048, type = name.endsWith('.txt') ? 'text/plain' : '') => {
  const file = new File(['1\n00:00:00,000 --> 00:00:02,000\nHey everyone!\n'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
