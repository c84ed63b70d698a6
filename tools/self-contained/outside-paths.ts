/**
 * Finds paths in source text that lead out of the repository, so that `npm test`, `npm start`, `npm run bench` and
 * `npm run eval:voice` keep working on a clone with no sibling folders (issue 28). A path climbs out when its leading
 * parent-folder segments outnumber the folders between its file and the repository root, or, on a line that builds a
 * path from the root or the working folder (`repoRoot`, `ROOT`, `process.cwd()`) rather than from its own file
 * (`import.meta.url`, `dirname`, an import), when it climbs at all. Scripts and configs at the root run from the root.
 * A line holding a path that is not ours to follow (hostile input under test, a path written for another file) is
 * marked `not-our-path` and left alone.
 */
const CLIMB = /(?<![\w.-]|[\w.-]\/)(?:\.\/)?((?:\.\.\/)*\.\.)(?=\/|['"`\s)]|$)/g;
const FROM_THE_ROOT = /\b(?:\w*root\w*|\w*ROOT\w*|cwd)\b/i;
const FROM_THE_FILE = /import\.meta|__dirname|dirname\b|\bfrom\s+['"]|\bimport\(|\brequire\(/;
const MARKER = 'not-our-path';
/** Folders beside the repository that its code once read: named anywhere, they are a path out. */
const SIBLING = /(?:^|[\s'"`(=/])shared\/(?:voice-corpus|spec|docs|hooks)\b/;

export interface OutsidePath {
  line: number;
  text: string;
  why: string;
}

/** How many folders `file` (a path relative to the root, with `/`) sits below the repository root. */
const depthOf = (file: string) => file.split('/').length - 1;

/** Every line of `source` (the file at `file`, relative to the root) that holds a path out of the repository. */
export const pathsLeavingRepository = (file: string, source: string): OutsidePath[] => {
  const depth = depthOf(file);
  const found: OutsidePath[] = [];
  source.split('\n').forEach((text, index) => {
    if (text.includes(MARKER)) return;
    if (SIBLING.test(text)) {
      found.push({ line: index + 1, text: text.trim(), why: 'names a folder beside the repository' });
      return;
    }
    for (const match of text.matchAll(CLIMB)) {
      const climbs = match[1]!.split('/').length;
      const fromRoot = depth === 0 || (FROM_THE_ROOT.test(text) && !FROM_THE_FILE.test(text));
      const allowed = fromRoot ? 0 : depth;
      if (climbs > allowed) {
        found.push({
          line: index + 1,
          text: text.trim(),
          why: fromRoot ? `climbs ${climbs} above the root` : `climbs ${climbs} from a file ${depth} below the root`,
        });
        return;
      }
    }
  });
  return found;
};
