import { Readable } from 'node:stream';
import { chapterLines, chaptersOf } from '../../contracts/script-extras';
import { scriptDownloadName } from '../../contracts/scripts';
import { getScriptExtras } from '../../data/extras-storage';
import { openScriptFile } from '../../data/export-files';
import { getScriptBody } from '../../data/storage';
import { Keys, SortKeyPrefix } from '../../data/keys';
import { getUserItem, userItemPages } from '../../data/user-item-pages';
import type { ZipEntry } from '../../shared/bounded-zip';
import { voiceEntries } from './export-voices';

type Item = Record<string, unknown>;

/** Internal key and bookkeeping attributes the export leaves out. */
const INTERNAL = new Set([
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'entity',
  'stats',
  'object_key',
  'stored_bytes',
  'reserved_until',
  'state',
  'expires_at',
  'request_hash',
  'file_path',
  'material_path',
  'extras_path',
  'search_shard',
]);

const publicFields = (item: Item) => Object.fromEntries(Object.entries(item).filter(([key]) => !INTERNAL.has(key)));

/** The export's file for a script's material: `material/{the script's file name}.json`. */
const materialFileOf = (scriptFileName: string) => `material/${scriptFileName.replace(/\.md$/u, '')}.json`;

/** The export's file for a script's hooks, titles and post: `extras/{the script's file name}.json`. */
const extrasFileOf = (scriptFileName: string) => `extras/${scriptFileName.replace(/\.md$/u, '')}.json`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A script's extras as exported: as stored, with the chapters of its current version that the description and notes post with. */
const extrasExport = async (extrasPath: string, bodyPath: string): Promise<string | null> => {
  const [extras, body] = await Promise.all([getScriptExtras(extrasPath), getScriptBody(bodyPath).catch(() => '')]);
  return extras ? json({ ...extras, chapters: chapterLines(chaptersOf(body)).split('\n').filter(Boolean) }) : null;
};

/** A JSON array written item by item as the zip reads it, from query pages fetched only then. */
const jsonArrayStream = (pages: AsyncIterable<Item[]>, describe: (item: Item) => unknown): Readable => {
  async function* lines() {
    let first = true;
    yield Buffer.from('[');
    for await (const page of pages) {
      for (const item of page) {
        yield Buffer.from(`${first ? '\n' : ',\n'}  ${JSON.stringify(describe(item))}`);
        first = false;
      }
    }
    yield Buffer.from(first ? ']\n' : '\n]\n');
  }
  return Readable.from(lines(), { objectMode: false });
};

/** A file name safe in any zip tool and file system: no folders, no control or reserved characters, not hidden. */
const safeFileName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '-')
    .replace(/^\.+/u, '')
    .trim()
    .slice(0, 180) || 'document';

/** Gives each name once: "notes.txt", then "notes (2).txt", "notes (3).txt". */
const uniqueNames = () => {
  const used = new Set<string>();
  return (name: string) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
};

const README = (exportedAt: string) => `# Your ScriptVoice export

Made ${exportedAt}. Everything ScriptVoice keeps about your account, in open formats:

- \`scripts/\`: every script's current text, one Markdown file each, named by topic and creation date.
- \`versions/\`: for scripts you edited or rewrote, every version, numbered (v1 is the first draft).
- \`material/\`: for scripts written from your material, its key points, stories and sources (with the text read from
  each link), one JSON file each, named as the script.
- \`extras/\`: each script's three hooks, and its titles and description (YouTube), caption and hashtags (TikTok,
  Reels) or episode notes (podcasts), with the chapters of its current text, one JSON file each, named as the script.
- \`scripts.json\`: each script's details (topic, platform, duration, tone, length, voice match) and its file name.
- \`voices.json\`: your voices and the folder of each.
- \`voices/{voice name}/\`, one folder per voice:
  - \`documents/\`: every document you uploaded to that voice, byte for byte as you uploaded it.
  - \`documents.json\`: each document's name, size, upload date and processing result, and its file name.
  - \`style-guide.json\`: the voice's style guide.
  - \`voice-profile.json\`: what ScriptVoice learned about the voice from its documents.
  - \`voice-not-me.json\`: the traits of the voice you marked "Not me", which its scripts leave out.
- \`profile.json\`: your profile and credit balances.
- \`credit-ledger.json\`: every credit added or used.
- \`payments.json\`: your credit purchases.

Files are UTF-8. Dates are ISO 8601 in UTC.
`;

/**
 * Every file of the user's export, in zip order. Items are read a query page at a time; only the names given so far
 * (about 100 bytes per script and document) are held, to keep them unique and to point the JSON files at them.
 * `countsAsProgress` marks the files the progress total counts: one per script and document, and the fixed files.
 */
export async function* exportEntries(userId: string, exportedAt: Date): AsyncGenerator<ZipEntry & { countsAsProgress: boolean }> {
  const fixed = (path: string, open: ZipEntry['open']) => ({ path, open, mtime: exportedAt, countsAsProgress: true });
  const single = async (sortKey: string) => {
    const item = await getUserItem(userId, sortKey);
    return item ? json(publicFields(item)) : json(null);
  };
  yield fixed('README.md', async () => README(exportedAt.toISOString()));
  yield fixed('profile.json', () => single(Keys.profile(userId).sk));

  const scriptFile = new Map<string, string>();
  const edited = new Set<string>();
  const scriptName = uniqueNames();
  for await (const page of userItemPages(userId, SortKeyPrefix.script)) {
    for (const script of page) {
      const name = scriptName(scriptDownloadName(String(script.topic), String(script.created_at), 'md'));
      scriptFile.set(String(script.id), name);
      if (Number(script.version_count ?? 1) > 1) edited.add(String(script.id));
      const created = new Date(String(script.updated_at ?? script.created_at));
      yield { path: `scripts/${name}`, mtime: created, open: () => openScriptFile(String(script.file_path)), countsAsProgress: true };
      if (script.material_path) {
        const materialPath = String(script.material_path);
        yield { path: materialFileOf(name), mtime: new Date(String(script.created_at)), open: () => openScriptFile(materialPath), countsAsProgress: false };
      }
      if (script.extras_path) {
        const [extrasPath, bodyPath] = [String(script.extras_path), String(script.file_path)];
        yield { path: extrasFileOf(name), mtime: created, open: () => extrasExport(extrasPath, bodyPath), countsAsProgress: false };
      }
    }
  }
  for await (const page of userItemPages(userId, SortKeyPrefix.version)) {
    for (const version of page) {
      const scriptId = String(version.script_id);
      const name = scriptFile.get(scriptId);
      if (!name || !edited.has(scriptId)) continue;
      yield {
        path: `versions/${name.replace(/\.md$/u, '')}/v${Number(version.number)}.md`,
        mtime: new Date(String(version.created_at)),
        open: () => openScriptFile(String(version.file_path)),
        countsAsProgress: false,
      };
    }
  }
  yield fixed('scripts.json', async () =>
    jsonArrayStream(userItemPages(userId, SortKeyPrefix.script), (item) => ({
      ...publicFields(item),
      file: `scripts/${scriptFile.get(String(item.id)) ?? ''}`,
      material: item.material_path && scriptFile.has(String(item.id)) ? materialFileOf(scriptFile.get(String(item.id))!) : null,
      extras: item.extras_path && scriptFile.has(String(item.id)) ? extrasFileOf(scriptFile.get(String(item.id))!) : null,
    })),
  );

  yield* voiceEntries(userId, exportedAt, { publicFields, json, jsonArrayStream, safeFileName, uniqueNames });
  yield fixed('credit-ledger.json', async () => jsonArrayStream(userItemPages(userId, SortKeyPrefix.ledger), publicFields));
  yield fixed('payments.json', async () => jsonArrayStream(userItemPages(userId, SortKeyPrefix.payment), publicFields));
}

/**
 * How many files count towards the progress total besides one per script and one per document: the fixed files here
 * (voices.json among them), and EXPORT_FILES_PER_VOICE for each voice.
 */
export const EXPORT_FIXED_FILES = 6;
