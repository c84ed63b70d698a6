import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from '../../../lambdas/contracts/script-text';
import { type VersionText, attributeWords } from '../../../lambdas/domain/scripts/authorship/attribute-words';
import { creatorShare } from '../../../lambdas/domain/scripts/authorship/creator-share';

const MODEL_HOOK = 'Pruning tomatoes is the key to a healthy and productive plant.';
const MODEL_SUCKERS = 'Start with the suckers that grow between the main stem and the leaves.';
const MODEL_WATER = 'Water the pots early in the morning so the roots drink before the heat arrives.';
const MODEL_CLOSE = 'That is really all there is to it, so give it a try this weekend!';
const DRAFT = `${MODEL_HOOK} ${MODEL_SUCKERS}\n\n${MODEL_WATER} ${MODEL_CLOSE}`;

const MINE_SUCKERS = 'I pinch mine off with two fingers on Sunday mornings, coffee in my other hand.';
const MINE_WATER = 'My balcony faces west, so I water at dawn and never once after lunch.';

const share = (...versions: VersionText[]) => creatorShare(attributeWords(versions, []));
const generated = (text: string): VersionText => ({ kind: 'generated', text });
const edited = (text: string): VersionText => ({ kind: 'edited', text });
const rewritten = (text: string): VersionText => ({ kind: 'rewritten', text });
const restored = (text: string): VersionText => ({ kind: 'restored', text });

describe('whose words a version holds (attributeWords + creatorShare)', () => {
  it('an unedited draft has none of the creator’s words and makes an empty document', () => {
    expect(share(generated(DRAFT))).toEqual({ yours: 0, total: countWords(DRAFT), leftOut: 0, text: '' });
  });

  it('two sentences the creator rewrote count word for word, and the document holds exactly them, a paragraph each', () => {
    const edit = DRAFT.replace(MODEL_SUCKERS, MINE_SUCKERS).replace(MODEL_WATER, MINE_WATER);
    expect(share(generated(DRAFT), edited(edit))).toEqual({
      yours: countWords(MINE_SUCKERS) + countWords(MINE_WATER),
      total: countWords(edit),
      leftOut: 0,
      text: `${MINE_SUCKERS}\n\n${MINE_WATER}`,
    });
  });

  it('sentences of theirs that follow each other on a line stay one paragraph', () => {
    const edit = DRAFT.replace(`${MODEL_HOOK} ${MODEL_SUCKERS}`, `${MINE_WATER} ${MINE_SUCKERS}`);
    expect(share(generated(DRAFT), edited(edit)).text).toBe(`${MINE_WATER} ${MINE_SUCKERS}`);
  });

  it('a few words changed inside a model sentence count as theirs but stay out with that sentence', () => {
    const edit = DRAFT.replace('healthy and productive', 'happy, lush');
    expect(share(generated(DRAFT), edited(edit))).toEqual({ yours: 0, total: countWords(edit), leftOut: 2, text: '' });
  });

  it('a sentence mostly theirs is kept whole with the model words left standing in it; only their words are counted', () => {
    const mostlyMine = 'Start with the suckers, I tell everyone who visits my tiny balcony jungle.';
    const edit = DRAFT.replace(MODEL_SUCKERS, mostlyMine);
    const result = share(generated(DRAFT), edited(edit));
    expect(result.text).toBe(mostlyMine);
    expect(result.yours).toBe(countWords(mostlyMine) - countWords('Start with the suckers'));
  });

  it('a change of case or apostrophe is no change of words', () => {
    expect(share(generated(DRAFT), edited(DRAFT.toUpperCase().replace(/'/g, '’'))).yours).toBe(0);
  });

  it('a model sentence moved, or deleted and pasted back later, stays the model’s', () => {
    const moved = `${MODEL_HOOK}\n\n${MODEL_WATER} ${MODEL_CLOSE} ${MODEL_SUCKERS}`;
    expect(share(generated(DRAFT), edited(moved)).yours).toBe(0);
    const without = DRAFT.replace(` ${MODEL_SUCKERS}`, '');
    expect(share(generated(DRAFT), edited(without), edited(`${without}\n\n${MODEL_SUCKERS}`)).yours).toBe(0);
  });

  it('text pasted from elsewhere counts as theirs', () => {
    const pasted = 'Here is a paragraph I wrote in my notes app last week about tying plants to stakes.';
    expect(share(generated(DRAFT), edited(`${DRAFT}\n\n${pasted}`))).toMatchObject({ yours: countWords(pasted), text: pasted });
  });

  it('a rewrite of the sentences holding their words makes them the model’s; a rewrite elsewhere keeps them', () => {
    const edit = DRAFT.replace(MODEL_SUCKERS, MINE_SUCKERS);
    const rewroteMine = edit.replace(MINE_SUCKERS, 'Pinch off the suckers with two fingers while they are still small.');
    expect(share(generated(DRAFT), edited(edit), rewritten(rewroteMine)).yours).toBe(0);
    const rewroteOther = edit.replace(MODEL_WATER, 'Give the pots a deep drink at sunrise, before the heat.');
    expect(share(generated(DRAFT), edited(edit), rewritten(rewroteOther))).toMatchObject({ yours: countWords(MINE_SUCKERS), text: MINE_SUCKERS });
  });

  it('a rewrite that changes one word of their sentence takes the whole sentence', () => {
    const edit = DRAFT.replace(MODEL_SUCKERS, MINE_SUCKERS);
    expect(share(generated(DRAFT), edited(edit), rewritten(edit.replace('Sunday', 'Saturday'))).yours).toBe(0);
  });

  it('restoring a version brings back its authors: the creator’s edit is theirs again, a restored draft is the model’s', () => {
    const edit = DRAFT.replace(MODEL_SUCKERS, MINE_SUCKERS);
    const rewrite = edit.replace(MINE_SUCKERS, 'Pinch off the suckers with two fingers while they are still small.');
    expect(share(generated(DRAFT), edited(edit), rewritten(rewrite), restored(edit))).toMatchObject({ yours: countWords(MINE_SUCKERS), text: MINE_SUCKERS });
    expect(share(generated(DRAFT), edited(edit), restored(DRAFT)).yours).toBe(0);
  });

  it('the creator’s words survive later edits that leave them alone', () => {
    const first = DRAFT.replace(MODEL_SUCKERS, MINE_SUCKERS);
    const second = first.replace(MODEL_WATER, MINE_WATER);
    const third = second.replace('healthy and productive', 'happy');
    expect(share(generated(DRAFT), edited(first), edited(second), edited(third))).toMatchObject({
      yours: countWords(MINE_SUCKERS) + countWords(MINE_WATER),
      text: `${MINE_SUCKERS}\n\n${MINE_WATER}`,
    });
  });

  it('a sentence the model says word for word from the creator’s key points or stories is theirs; one it weaves their words into is not', () => {
    const story = 'Last summer I let one plant grow wild on the balcony and it gave me six tomatoes.';
    const keyPoint = 'Cut suckers when they are small';
    const draft = `${MODEL_HOOK} ${story}\n\n${keyPoint}. I'll cover one thing in this video: ${keyPoint.toLowerCase()}. Cut suckers small. ${MODEL_CLOSE}`;
    const attributed = creatorShare(attributeWords([generated(draft)], [story, keyPoint, 'Cut suckers small']));
    expect(attributed).toEqual({ yours: countWords(story) + countWords(keyPoint), total: countWords(draft), leftOut: 0, text: `${story}\n\n${keyPoint}.` });
  });

  it('never credits the creator with words of a history made only by the model, nor more words than the version has', () => {
    const sentence = fc.constantFrom(MODEL_HOOK, MODEL_SUCKERS, MODEL_WATER, MODEL_CLOSE, MINE_SUCKERS, MINE_WATER);
    const text = fc.array(sentence, { minLength: 1, maxLength: 6 }).map((sentences) => sentences.join(' '));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('generated', 'rewritten', 'restored', 'edited'), text), { minLength: 1, maxLength: 6 }), (steps) => {
        const versions = steps.map(([kind, body]) => ({ kind, text: body }) as VersionText);
        const result = share(...versions);
        expect(result.yours + result.leftOut).toBeLessThanOrEqual(result.total);
        expect(countWords(result.text)).toBeGreaterThanOrEqual(result.yours);
        if (versions.every((version) => version.kind !== 'edited')) expect(result).toMatchObject({ yours: 0, leftOut: 0, text: '' });
      }),
    );
  });

  it('an edit that only deletes model text adds none of the creator’s words', () => {
    fc.assert(
      fc.property(fc.subarray([MODEL_HOOK, MODEL_SUCKERS, MODEL_WATER, MODEL_CLOSE]), (kept) => {
        expect(share(generated(DRAFT), edited(kept.join(' '))).yours).toBe(0);
      }),
    );
  });
});
