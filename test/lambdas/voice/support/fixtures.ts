import { readFileSync } from 'node:fs';

/** Bytes of a file in test/fixtures/voice. */
export const fixtureBytes = (name: string): Buffer => readFileSync(new URL(`../../../fixtures/voice/${name}`, import.meta.url));

export const CREATORS = ['vlogger', 'educator', 'marketer', 'storyteller'] as const;
export type Creator = (typeof CREATORS)[number];

/** The invented creators' texts of the voice-match corpus: three each, 300+ words, written for these tests. */
export const corpusText = (creator: Creator, index: 1 | 2 | 3): string => fixtureBytes(`corpus/${creator}-${index}.txt`).toString('utf8');
