import * as z from 'zod';
import { ALLOWED_DOCUMENT_EXTENSIONS, MAX_FILE_SIZE_BYTES, MEGABYTE, STORAGE_QUOTA_BYTES } from './limits';
import { voiceTraitSchema } from './voice-traits';

/** A title and text pair, as the spec's toasts show them. */
export interface RuleViolation {
  /** The API's error code for it. */
  code: 'document.too_large' | 'document.unsupported_type' | 'storage.quota_exceeded';
  title: string;
  message: string;
}

export const FILE_TOO_LARGE: RuleViolation = { code: 'document.too_large', title: 'File too large', message: 'Maximum file size is 10MB' };
export const UNSUPPORTED_FILE_TYPE: RuleViolation = {
  code: 'document.unsupported_type',
  title: 'Unsupported file type',
  message: 'Please upload .txt, .srt, .vtt files',
};
export const storageQuotaExceeded = (usedBytes: number): RuleViolation => ({
  code: 'storage.quota_exceeded',
  title: 'Storage quota exceeded',
  message: `You have ${(Math.max(0, STORAGE_QUOTA_BYTES - usedBytes) / MEGABYTE).toFixed(2)}MB remaining`,
});

export const hasAllowedExtension = (fileName: string): boolean =>
  ALLOWED_DOCUMENT_EXTENSIONS.some((extension) => fileName.toLowerCase().endsWith(extension));

/**
 * Spec §5 upload rules in the spec's order (size, quota, extension); the browser runs them before it
 * uploads and upload-document runs them again before it reserves anything.
 */
export const checkUpload = (file: { name: string; size: number }, usedBytes: number): RuleViolation | null => {
  if (file.size > MAX_FILE_SIZE_BYTES) return FILE_TOO_LARGE;
  if (usedBytes + file.size > STORAGE_QUOTA_BYTES) return storageQuotaExceeded(usedBytes);
  if (!hasAllowedExtension(file.name)) return UNSUPPORTED_FILE_TYPE;
  return null;
};

export const documentIdPathSchema = z.object({ id: z.string().min(1).max(64) });

export const FILE_NAME_MAX_LENGTH = 255;

/** POST /api/documents: what the browser declares before it sends the file straight to storage. */
export const uploadDocumentBodySchema = z.object({
  name: z
    .string({ error: 'File name is required' })
    .trim()
    .min(1, { error: 'File name is required' })
    .max(FILE_NAME_MAX_LENGTH, { error: `File name must be less than ${FILE_NAME_MAX_LENGTH} characters` }),
  size: z
    .number({ error: 'File size is required' })
    .int({ error: 'File size must be a whole number of bytes' })
    .min(1, { error: 'The file is empty' }),
  type: z.string().max(255).optional(),
});
export type UploadDocumentBody = z.infer<typeof uploadDocumentBodySchema>;

/** user_documents of spec §3. */
export const documentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  upload_date: z.string(),
  processed: z.boolean(),
  processing_error: z.string().nullable(),
  /** The voice it teaches (docs/voices.md); rows from before voices have none and are the default voice's. */
  voice_id: z.string().optional(),
});
export type UserDocument = z.infer<typeof documentSchema>;

export const presignedUploadSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  /** Headers the browser must send with the file: the signature covers them. */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

export const uploadDocumentResponseSchema = z.object({ document: documentSchema, upload: presignedUploadSchema });
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>;

export const processDocumentResponseSchema = z.object({ document: documentSchema });

/** GET /api/documents/{id}: the row and a short-lived link that downloads the file as uploaded, under its own name. */
export const documentDownloadResponseSchema = z.object({
  document: documentSchema,
  download: z.object({ url: z.string(), expiresAt: z.string() }),
});
export type DocumentDownloadResponse = z.infer<typeof documentDownloadResponseSchema>;

/** How much of a document's text the read-only view receives: a 10 MB transcript is read from its download. */
export const DOCUMENT_TEXT_PREVIEW_CHARACTERS = 100_000;

/** GET /api/documents/{id}/text: the file's text as uploaded (decoded as processing decodes it), its start only when long. */
export const documentTextResponseSchema = z.object({
  document: documentSchema,
  text: z.string(),
  /** Characters in the whole text. */
  characters: z.number().int(),
  truncated: z.boolean(),
});
export type DocumentTextResponse = z.infer<typeof documentTextResponseSchema>;

/** An opener, sign-off or signature phrase as the creator says it, and in how many of their documents it was seen. */
export const recurringTraitSchema = z.object({ text: z.string(), documents: z.number().int() });
export type RecurringTraitSummary = z.infer<typeof recurringTraitSchema>;

/**
 * What the 'Your voice' panel shows of the learned voice profile, without the traits the creator marked Not me
 * (a measure marked so is null, as one never measured) and with those traits in `hidden`, so they can be put back.
 */
export const voiceSummarySchema = z.object({
  documents: z.number().int(),
  words: z.number().int(),
  wordsPerMinute: z.number().nullable(),
  averageSentenceWords: z.number().nullable(),
  sentenceLengths: z.object({ p25: z.number(), p50: z.number(), p75: z.number(), p90: z.number() }).nullable(),
  openers: z.array(recurringTraitSchema),
  signOffs: z.array(recurringTraitSchema),
  signaturePhrases: z.array(recurringTraitSchema),
  fillerWords: z.array(z.string()),
  hypeWords: z.array(z.string()),
  person: z.enum(['I', 'we', 'you']).nullable(),
  questionRate: z.number().nullable(),
  exclamationRate: z.number().nullable(),
  vocabularyLevel: z.enum(['simple', 'moderate', 'advanced']).nullable(),
  hidden: z.array(voiceTraitSchema),
});
export type VoiceSummary = z.infer<typeof voiceSummarySchema>;

export const listDocumentsResponseSchema = z.object({
  documents: z.array(documentSchema),
  storage: z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() }),
  voice: voiceSummarySchema.nullable(),
});
export type ListDocumentsResponse = z.infer<typeof listDocumentsResponseSchema>;

/** POST /api/voice/not-me and /api/voice/not-me/undo: the panel's voice as it is after the change. */
export const notMeResponseSchema = z.object({ voice: voiceSummarySchema.nullable() });
export type NotMeResponse = z.infer<typeof notMeResponseSchema>;
