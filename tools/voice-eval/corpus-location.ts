import { resolve } from 'node:path';

/**
 * The evaluation's fixture: seven speakers' transcripts, copied byte for byte with their SOURCES.md (third-party text
 * under MIT and CC BY-SA 4.0). Only the evaluation, the background build and their tests read it; the product never does.
 */
export const IN_REPO_CORPUS = resolve(import.meta.dirname, '../../test/fixtures/voice-corpus');
