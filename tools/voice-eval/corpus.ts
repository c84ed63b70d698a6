import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { analyseDocument } from '../../lambdas/domain/voice/analyse-document';
import { DocumentProcessingError } from '../../lambdas/domain/voice/errors';
import type { DocumentAnalysis } from '../../lambdas/domain/voice/types';

/** One file of a speaker, read exactly as processing reads an upload. */
export interface EvalDocument {
  /** `speaker/file name`, for reports. */
  file: string;
  analysis: DocumentAnalysis;
  /** The words as spoken: the caption transcript, or the cleaned plain text (what the stats were counted from). */
  text: string;
}

export interface EvalSpeaker {
  name: string;
  documents: EvalDocument[];
}

const READABLE = /\.(txt|srt|vtt)$/i;

const isDirectory = (path: string) => statSync(path).isDirectory();

/** A file the evaluation could not learn from, and why: the processing error an upload of it would show. */
export interface SkippedFile {
  file: string;
  reason: string;
}

/**
 * A folder of speaker folders holding .txt/.srt/.vtt files (other files, such as SOURCES.md, are ignored),
 * sorted by name. Each file goes through `analyseDocument`, as an upload does; a file it refuses (binary, not
 * UTF-8, no words) is left out and reported through `onSkipped`, as processing would mark that upload failed;
 * speakers without a readable file are left out. Throws when the folder is missing or holds no speaker.
 */
export const loadCorpus = (directory: string, onSkipped: (skipped: SkippedFile) => void = () => {}): EvalSpeaker[] => {
  let entries: string[];
  try {
    entries = readdirSync(directory);
  } catch {
    throw new Error(`No voice corpus at ${directory}: expected a folder of speaker folders holding .txt/.srt/.vtt files`);
  }
  const speakers = entries
    .filter((name) => isDirectory(join(directory, name)))
    .sort()
    .map((name) => ({
      name,
      documents: readdirSync(join(directory, name))
        .filter((file) => READABLE.test(file) && !isDirectory(join(directory, name, file)))
        .sort()
        .flatMap((file): EvalDocument[] => {
          try {
            const analysis = analyseDocument(new Uint8Array(readFileSync(join(directory, name, file))), file);
            return [{ file: `${name}/${file}`, analysis, text: analysis.text }];
          } catch (error) {
            if (!(error instanceof DocumentProcessingError)) throw error;
            onSkipped({ file: `${name}/${file}`, reason: error.message });
            return [];
          }
        }),
    }))
    .filter((speaker) => speaker.documents.length > 0);
  if (speakers.length === 0) throw new Error(`No speaker folders with .txt/.srt/.vtt files in ${directory}`);
  return speakers;
};
