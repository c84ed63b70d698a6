/**
 * Builds lambdas/domain/voice/style-background.json, the voice match's background, from a folder of speaker
 * folders: `npm run build:voice-background -- --corpus DIR`. Ships statistics only (mean rates of the most
 * frequent character n-grams per voice, their spread, and the score's calibration), never text.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backgroundFile, samplesOf, SCALE_VOICES, selectFeatures } from './background';
import { fitCalibration, medianScores, observations, recognition } from './calibrate';
import { loadCorpus, type SkippedFile } from '../voice-eval/corpus';

const OUTPUT = resolve(import.meta.dirname, '../../lambdas/domain/voice/style-background.json');

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    background: { type: 'string' },
    about: { type: 'string' },
    // Experiments: how many nearest background voices make a profile's scale, and where to write the file.
    'scale-voices': { type: 'string' },
    out: { type: 'string' },
  },
});
const scaleVoices = values['scale-voices'] === undefined ? SCALE_VOICES : Number(values['scale-voices']);
if (!values.corpus || !Number.isInteger(scaleVoices) || scaleVoices < 2) {
  console.error(
    'Usage: npm run build:voice-background -- --corpus DIR [--background DIR] [--about "where the voices come from"] [--scale-voices N] [--out FILE]',
  );
  process.exit(2);
}
const output = values.out ? resolve(values.out) : OUTPUT;
for (const [flag, folder] of [['--corpus', values.corpus], ['--background', values.background]] as const) {
  if (folder !== undefined && !existsSync(folder)) {
    console.error(
      `${flag} ${folder} does not exist: it needs a folder of speaker folders holding .txt/.srt/.vtt files (the repository's own is test/fixtures/voice-corpus; the background voices are listed in docs/voice-background-sources.md)`,
    );
    process.exit(2);
  }
}

const started = Date.now();
const warnSkipped = ({ file, reason }: SkippedFile) => console.warn(`Left out ${file}: ${reason}`);
const loadOrExplain = (folder: string) => {
  try {
    return loadCorpus(folder, warnSkipped);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
};
const speakers = loadOrExplain(values.corpus);
// Voices that only widen the background: never a creator in the calibration, as a real creator never is.
const backgroundSpeakers = values.background ? loadOrExplain(values.background) : [];
const samplesOfSpeaker = (speaker: (typeof speakers)[number]) => samplesOf(speaker.documents.map((document) => document.analysis.text));
const corpusSamples = speakers.map(samplesOfSpeaker);
const backgroundOnly = backgroundSpeakers.map(samplesOfSpeaker);
const samples = [...corpusSamples, ...backgroundOnly];
// The feature list comes from the corpus voices alone: background-only voices widen the scale, not the features.
const features = selectFeatures(corpusSamples.flat());
const rows = observations(speakers, backgroundOnly, scaleVoices);
const calibration = fitCalibration(rows);
const about =
  values.about ??
  `Character 2-4-gram statistics of ${samples.length} voices (${[...speakers, ...backgroundSpeakers].reduce((sum, s) => sum + s.documents.length, 0)} transcripts); no text.`;
writeFileSync(output, `${JSON.stringify(backgroundFile(samples, features, about, calibration, scaleVoices))}\n`);

console.log(
  `${samples.length} voices (${backgroundSpeakers.length} background only), ${samples.flat().length} samples, ${features.length} features, ${rows.length} observations, scale of the nearest ${scaleVoices}`,
);
console.log('calibration', calibration);
console.log('Each speaker left out of the background in turn (as a creator the background never heard), full profiles:');
console.table(recognition(rows, calibration));
console.log('Median score of the own voice / other voices, by text length and what the profile was built from:');
const medians = medianScores(rows, calibration);
const groups = [...new Set(medians.map((cell) => cell.group))];
console.table(
  groups.map((group) => ({
    group,
    ...Object.fromEntries(medians.filter((cell) => cell.group === group).map((cell) => [cell.profileSize, `${cell.same} / ${cell.other}`])),
  })),
);
console.log(`wrote ${output} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
