import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../../../lambdas/domain/voice/analyse-document';
import { samplePassages } from '../../../lambdas/domain/voice/retrieval';
import { buildShingleSet } from '../../../lambdas/domain/voice/shingles';
import { buildVoiceProfile } from '../../../lambdas/domain/voice/voice-profile';
import { realisticSrt } from './support/generate';

// As in pathological.timed.test.ts: the work done (this process's CPU time when the shared machine kept it waiting).
const elapsedMs = (run: () => unknown) => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  run();
  const used = process.cpuUsage(cpu);
  return Math.min(performance.now() - wall, (used.user + used.system) / 1000);
};

describe('performance: rebuilding a voice profile from many documents', () => {
  it("finds the phrases 20 alike documents of 200 passages each share (every phrase shared: the worst case) within 1 s", () => {
    const analysis = analyseDocument(new TextEncoder().encode(realisticSrt(1024 * 1024)), 'talk.srt');
    expect(analysis.passages).toHaveLength(200);
    const stats = Array.from({ length: 20 }, () => analysis.stats);
    const passages = Array.from({ length: 20 }, () => analysis.passages);
    const runs = [0, 1, 2].map(() => elapsedMs(() => buildVoiceProfile(stats, passages)));
    console.info(`profile of 20 × 200 passages: ${runs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
    expect(buildVoiceProfile(stats, passages)!.traits!.signaturePhrases.length).toBeGreaterThan(0);
    expect(Math.min(...runs)).toBeLessThanOrEqual(1000);
  });

  it('builds the shingles the voice match leaves copies out by from the same 20 × 200 passages within 500 ms', () => {
    const analysis = analyseDocument(new TextEncoder().encode(realisticSrt(1024 * 1024)), 'talk.srt');
    const passages = Array.from({ length: 20 }, () => analysis.passages);
    const shown = samplePassages(passages);
    const runs = [0, 1, 2].map(() => elapsedMs(() => buildShingleSet(passages, shown)));
    console.info(`shingles of 20 × 200 passages: ${runs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
    expect(buildShingleSet(passages, shown).length).toBeGreaterThan(10_000);
    expect(Math.min(...runs)).toBeLessThanOrEqual(500);
  });
});
