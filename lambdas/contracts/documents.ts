import { z } from 'zod';
import { ALLOWED_DOCUMENT_EXTENSIONS, MAX_FILE_SIZE_BYTES, MEGABYTE, STORAGE_QUOTA_BYTES } from './limits';

/** A title and text pair, as the spec's toasts show them. */
export interface RuleViolation {
  title: string;
  message: string;
}

export const FILE_TOO_LARGE: RuleViolation = { title: 'File too large', message: 'Maximum file size is 10MB' };
export const UNSUPPORTED_FILE_TYPE: RuleViolation = {
  title: 'Unsupported file type',
  message: 'Please upload .txt, .srt, .vtt files',
};
export const storageQuotaExceeded = (usedBytes: number): RuleViolation => ({
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
