/**
 * Builds lambdas/domain/voice/style-background.json, the voice match's background, from a folder of speaker
 * folders: `npm run build:voice-background -- --corpus DIR`. Ships statistics only (mean rates of the most
 * frequent character n-grams per voice, their spread, and the score's calibration), never text.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backgroundFile, samplesOf, selectFeatures } from './background';
import { fitCalibration, medianScores, observations, recognition } from './calibrate';
import { loadCorpus } from '../voice-eval/corpus';

const OUTPUT = resolve(import.meta.dirname, '../../lambdas/domain/voice/style-background.json');

const { values } = parseArgs({ options: { corpus: { type: 'string' }, background: { type: 'string' }, about: { type: 'string' } } });
if (!values.corpus) {
  console.error('Usage: npm run build:voice-background -- --corpus DIR [--background DIR] [--about "where the voices come from"]');
  process.exit(2);
}

const started = Date.now();
const speakers = loadCorpus(values.corpus);
// Voices that only widen the background: never a creator in the calibration, as a real creator never is.
const backgroundSpeakers = values.background ? loadCorpus(values.background) : [];
const samplesOfSpeaker = (speaker: (typeof speakers)[number]) => samplesOf(speaker.documents.map((document) => document.analysis.text));
const corpusSamples = speakers.map(samplesOfSpeaker);
const backgroundOnly = backgroundSpeakers.map(samplesOfSpeaker);
const samples = [...corpusSamples, ...backgroundOnly];
// The feature list comes from the corpus voices alone: background-only voices widen the scale, not the features.
const features = selectFeatures(corpusSamples.flat());
const rows = observations(speakers, backgroundOnly);
const calibration = fitCalibration(rows);
const about =
  values.about ??
  `Character 2-4-gram statistics of ${samples.length} voices (${[...speakers, ...backgroundSpeakers].reduce((sum, s) => sum + s.documents.length, 0)} transcripts); no text.`;
writeFileSync(OUTPUT, `${JSON.stringify(backgroundFile(samples, features, about, calibration))}\n`);

console.log(`${samples.length} voices (${backgroundSpeakers.length} background only), ${samples.flat().length} samples, ${features.length} features, ${rows.length} observations`);
console.log('calibration', calibration);
const recognised = recognition(rows);
console.log('Each speaker left out of the background in turn (as a creator the background never heard):');
console.table(medianScores(rows, calibration).map((medians, i) => ({ ...medians, ...recognised[i] })));
console.log(`wrote ${OUTPUT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
