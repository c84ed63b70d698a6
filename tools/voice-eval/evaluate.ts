import { basename } from 'node:path';
import { TONES, type Tone } from '../../lambdas/contracts/enums';
import { loadCorpus, type SkippedFile } from './corpus';
import { evaluateDuration, type DurationResult } from './duration';
import { evaluateHygiene, type HygieneResult } from './hygiene';
import { evaluateOneAccount, type OneAccountResult } from './one-account';
import { evaluateRates, type RateFigure } from './rate';
import { evaluateRecognition, fullVoicesOf, type RecognitionResult } from './recognition';
import { evaluateStitched, type StitchedResult } from './stitched';

export interface VoiceEvaluation {
  corpus: { name: string; speakers: number; documents: number };
  /** Files left out because processing would refuse them (the error an upload would show). */
  skipped: SkippedFile[];
  recognition: RecognitionResult;
  /** Texts stitched from each speaker's own sentences and phrases into filler, against their held-out texts (issue 32). */
  stitched: StitchedResult;
  /** Issue 33: the speakers as voices of one account keep the figures of one account each. */
  oneAccount: OneAccountResult;
  rate: RateFigure[];
  hygiene: HygieneResult;
  duration: DurationResult;
  /** Wall-clock seconds the evaluation took, corpus reading included. */
  seconds: number;
  date: string;
}

export interface EvaluationOptions {
  /** Tones the duration runs cover (all by default). */
  tones?: readonly Tone[];
}

/** Runs every measurement of the voice engine on a folder of speaker folders (see README "Voice engine evaluation"). */
export const evaluateVoice = async (corpusDirectory: string, options: EvaluationOptions = {}): Promise<VoiceEvaluation> => {
  const started = performance.now();
  const skipped: SkippedFile[] = [];
  const speakers = loadCorpus(corpusDirectory, (file) => skipped.push(file));
  const fullVoices = fullVoicesOf(speakers);
  const recognition = evaluateRecognition(speakers, fullVoices);
  const stitched = evaluateStitched(speakers, fullVoices, recognition);
  const oneAccount = evaluateOneAccount(speakers, recognition);
  const rate = evaluateRates(speakers);
  const hygiene = evaluateHygiene(speakers);
  const duration = await evaluateDuration(speakers, options.tones ?? TONES);
  return {
    corpus: { name: basename(corpusDirectory), speakers: speakers.length, documents: speakers.reduce((sum, s) => sum + s.documents.length, 0) },
    skipped,
    recognition,
    stitched,
    oneAccount,
    rate,
    hygiene,
    duration,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    date: new Date().toISOString().slice(0, 10),
  };
};

/** The report as the issue specifies it (plus counts that explain the figures); corpus phrases are left out. */
export const reportJson = (evaluation: VoiceEvaluation) => ({
  corpus: evaluation.corpus,
  skipped: evaluation.skipped,
  date: evaluation.date,
  seconds: evaluation.seconds,
  recognition: evaluation.recognition,
  stitched: evaluation.stitched,
  oneAccount: evaluation.oneAccount,
  rate: evaluation.rate,
  hygiene: {
    recurringShare: evaluation.hygiene.recurringShare,
    shown: evaluation.hygiene.shown,
    recurring: evaluation.hygiene.recurring,
    bySpeaker: evaluation.hygiene.bySpeaker,
  },
  duration: evaluation.duration,
});
