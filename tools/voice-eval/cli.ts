/**
 * `npm run eval:voice -- --corpus DIR [--json FILE] [--markdown] [--details]`: measures the voice engine on a
 * folder of speaker folders holding .txt/.srt/.vtt files and prints a table; --json writes the figures,
 * --markdown prints the README table, --details lists the profile traits that do not recur (corpus phrases:
 * read them, never commit them).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { evaluateVoice, reportJson } from './evaluate';
import { formatMarkdown, formatReport } from './report';

const { values } = parseArgs({
  options: { corpus: { type: 'string' }, json: { type: 'string' }, markdown: { type: 'boolean' }, details: { type: 'boolean' } },
});
if (!values.corpus) {
  console.error('Usage: npm run eval:voice -- --corpus DIR [--json FILE] [--markdown] [--details]');
  process.exit(2);
}

const evaluation = await evaluateVoice(resolve(values.corpus));
console.log(formatReport(evaluation, { details: values.details }));
if (values.markdown) console.log(`\n${formatMarkdown(evaluation)}`);
if (values.json) {
  writeFileSync(resolve(values.json), `${JSON.stringify(reportJson(evaluation), null, 2)}\n`);
  console.log(`\nWrote ${values.json}`);
}
