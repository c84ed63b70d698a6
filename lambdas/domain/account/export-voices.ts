import type { Readable } from 'node:stream';
import { voiceOf } from '../../contracts/voices';
import { openDocumentFile } from '../../data/export-files';
import { Keys, SortKeyPrefix, notMePrefix } from '../../data/keys';
import { getUserItem, userItemPages } from '../../data/user-item-pages';
import type { ZipEntry } from '../../shared/bounded-zip';
import { readVoices } from '../voices/voices';

type Item = Record<string, unknown>;
type ExportEntry = ZipEntry & { countsAsProgress: boolean };

/** How the export writes what it keeps (export-contents.ts), passed in so the two files write alike. */
export interface ExportFormat {
  publicFields: (item: Item) => Item;
  json: (value: unknown) => string;
  jsonArrayStream: (pages: AsyncIterable<Item[]>, describe: (item: Item) => unknown) => Readable;
  safeFileName: (name: string) => string;
  uniqueNames: () => (name: string) => string;
}

/** The files each voice's folder has besides its documents: they count towards the progress total. */
export const EXPORT_FILES_PER_VOICE = 4;

async function* onlyVoice(pages: AsyncIterable<Item[]>, voiceId: string): AsyncGenerator<Item[]> {
  for await (const page of pages) yield page.filter((item) => voiceOf(item as { voice_id?: string }) === voiceId);
}

/**
 * A folder per voice (docs/voices.md): `voices/{name}/` with its documents as uploaded, documents.json, style-guide.json,
 * voice-profile.json and voice-not-me.json; voices.json lists the voices and their folders.
 */
export async function* voiceEntries(userId: string, exportedAt: Date, format: ExportFormat): AsyncGenerator<ExportEntry> {
  const { voices } = await readVoices(userId);
  const folderName = format.uniqueNames();
  const folders = voices.map((voice) => ({ voice, folder: `voices/${folderName(format.safeFileName(voice.name))}` }));
  const fixed = (path: string, open: ZipEntry['open']) => ({ path, open, mtime: exportedAt, countsAsProgress: true });
  const single = async (sortKey: string) => {
    const item = await getUserItem(userId, sortKey);
    return item ? format.json(format.publicFields(item)) : format.json(null);
  };
  yield fixed('voices.json', async () => format.json(folders.map(({ voice, folder }) => ({ ...voice, folder: `${folder}/` }))));
  for (const { voice, folder } of folders) {
    yield fixed(`${folder}/style-guide.json`, () => single(Keys.styleGuide(userId, voice.id).sk));
    yield fixed(`${folder}/voice-profile.json`, () => single(Keys.voiceProfile(userId, voice.id).sk));
    yield fixed(`${folder}/voice-not-me.json`, async () => format.jsonArrayStream(userItemPages(userId, notMePrefix(voice.id)), format.publicFields));
    const documentFile = new Map<string, string>();
    const documentName = format.uniqueNames();
    for await (const page of onlyVoice(userItemPages(userId, SortKeyPrefix.document), voice.id)) {
      for (const document of page) {
        // An upload that never arrived has no file to give back.
        if (document.state !== 'stored') continue;
        const name = documentName(format.safeFileName(String(document.file_name)));
        documentFile.set(String(document.id), name);
        yield {
          path: `${folder}/documents/${name}`,
          mtime: new Date(String(document.upload_date)),
          open: () => openDocumentFile(String(document.object_key)),
          countsAsProgress: true,
        };
      }
    }
    yield fixed(`${folder}/documents.json`, async () =>
      format.jsonArrayStream(onlyVoice(userItemPages(userId, SortKeyPrefix.document), voice.id), (item) => ({
        ...format.publicFields(item),
        file: documentFile.has(String(item.id)) ? `${folder}/documents/${documentFile.get(String(item.id))}` : null,
      })),
    );
  }
}
