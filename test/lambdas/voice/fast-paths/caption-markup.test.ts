import { describe, expect, it } from 'vitest';
import { withoutMarkup } from '../../../../lambdas/domain/voice/caption-markup-fast';
import { withoutMarkupReference } from '../../../../lambdas/domain/voice/caption-markup-reference';
import { CASES, SPEECH, randomTexts } from '../support/random-text';

// Markup whole and broken: tags, karaoke times, overrides, labels, entities that decode and some that do not.
const MARKUP = [
  '<i>', '</i>', '<b>', '<font color="#fff">', '<c.yellow>', '<v Maya>', '<00:00:01.000>', '<', '>', '</', '<.', '<a',
  '{\\an8}', '{\\', '{', '}', '[Music]', '[', ']', '[[', '&amp;', '&lt;', '&#8217;', '&#x2019;', '&#0;', '&#xD800;',
  '&hellip;', '&nosuch;', '&', '&#', ';', 'plain words ', 'aaaaaaaaaaaaaaaaaaaa',
];
// Long runs without markup too, where the fast version hands over to a regular expression.
const lines = [...randomTexts(35_02, [...MARKUP, ...SPEECH], 200), ...randomTexts(35_03, ['<a', 'a', '<', 'x', ' ', '&', '&amp;', '[', ']'], 400)];

describe(`withoutMarkup gives what the plain reference gives on ${2 * CASES} random caption lines`, () => {
  it('leaves out the same markup and decodes the same entities', () => {
    for (const line of lines) expect(withoutMarkup(line)).toBe(withoutMarkupReference(line));
  });

  it('is checked on lines that hold markup, not only on plain text', () => {
    expect(lines.filter((line) => withoutMarkup(line) !== line).length).toBeGreaterThan(CASES);
  });
});
