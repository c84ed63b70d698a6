/**
 * `npm run eval:voice [-- --corpus DIR] [--json FILE] [--markdown] [--readme] [--details]`: measures the voice
 * engine on a folder of speaker folders holding .txt/.srt/.vtt files (by default the repository's own fixture,
 * test/fixtures/voice-corpus) and prints a table; --json writes the
 * figures, --markdown prints the README table, --readme replaces the README's last-run table with this run,
 * --details lists the profile traits that do not recur (corpus phrases: read them, never commit them).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IN_REPO_CORPUS } from './corpus-location';
import { evaluateVoice, reportJson } from './evaluate';
import { formatMarkdown, formatReport } from './report';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    json: { type: 'string' },
    markdown: { type: 'boolean' },
    readme: { type: 'boolean' },
    details: { type: 'boolean' },
  },
});
const corpus = values.corpus ? resolve(values.corpus) : IN_REPO_CORPUS;
if (!existsSync(corpus)) {
  console.error(`No voice corpus at ${corpus}. Usage: npm run eval:voice [-- --corpus DIR] [--json FILE] [--markdown] [--readme] [--details]`);
  process.exit(2);
}

const evaluation = await evaluateVoice(corpus);
console.log(formatReport(evaluation, { details: values.details }));
if (values.markdown) console.log(`\n${formatMarkdown(evaluation)}`);
if (values.readme) {
  const readme = resolve(import.meta.dirname, '../../README.md');
  const block = /(<!-- voice-eval:start -->\n)[\s\S]*?(\n<!-- voice-eval:end -->)/;
  const text = readFileSync(readme, 'utf8');
  if (!block.test(text)) throw new Error('README.md has no <!-- voice-eval:start --> … <!-- voice-eval:end --> block');
  const summary = `Last run: ${evaluation.date}, corpus \`${evaluation.corpus.name}\` (${evaluation.corpus.speakers} speakers, ${evaluation.corpus.documents} documents), ${evaluation.seconds} s.`;
  writeFileSync(readme, text.replace(block, (_, start: string, end: string) => `${start}${summary}\n\n${formatMarkdown(evaluation)}${end}`));
  console.log('\nUpdated the README table');
}
if (values.json) {
  writeFileSync(resolve(values.json), `${JSON.stringify(reportJson(evaluation), null, 2)}\n`);
  console.log(`\nWrote ${values.json}`);
}
