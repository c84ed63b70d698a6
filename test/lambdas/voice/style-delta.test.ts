import { describe, expect, it } from 'vitest';
import { otherVoices, scaleOfNearest, styleCosine, type StyleBackground } from '../../../lambdas/domain/voice/style-delta';

const voice = (...rates: number[]) => Float64Array.from(rates);
const background = (voices: Float64Array[]): StyleBackground => ({
  featureSet: 'test',
  features: ['aa', 'bb', 'cc', 'dd'],
  voices,
  withinSd: voice(0.001, 0.001, 0.001, 0.001),
  impostorThreshold: 0.5,
});

const A = voice(0.02, 0.01, 0.01, 0.01);
const B = voice(0.01, 0.02, 0.01, 0.01);
const C = voice(0.01, 0.01, 0.02, 0.01);
const D = voice(0.01, 0.01, 0.01, 0.02);

// As voiceMatch reads it: the profile's other voices, then the nearest of them.
const scaleForProfile = (of: StyleBackground, profileRates: Float64Array) => scaleOfNearest(of, otherVoices(of, profileRates));

describe('styleCosine on the scale of a profile', () => {
  it('is 1 for a text with the profile’s own rates and near 0 for another voice’s', () => {
    const scale = scaleForProfile(background([B, C, D]), A);
    expect(styleCosine(A, A, scale)).toBeCloseTo(1, 6);
    expect(Math.abs(styleCosine(B, A, scale))).toBeLessThan(0.2);
  });

  it('leaves a background voice the profile matches out of the background (the creator’s own voice or a twin)', () => {
    const withOwnVoice = scaleForProfile(background([A, B, C, D]), A);
    const without = scaleForProfile(background([B, C, D]), A);
    expect(Array.from(withOwnVoice.mean)).toEqual(Array.from(without.mean));
    expect(Array.from(withOwnVoice.sd)).toEqual(Array.from(without.sd));
  });

  it('keeps every background voice for a profile none of them matches', () => {
    const profile = voice(0.015, 0.015, 0.01, 0.01);
    const scale = scaleForProfile(background([C, D, voice(0.01, 0.01, 0.015, 0.015)]), profile);
    expect(Array.from(scale.mean).map((rate) => Number(rate.toFixed(4)))).toEqual([0.01, 0.01, 0.015, 0.015]);
  });
});
