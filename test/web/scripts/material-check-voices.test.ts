import { describe, expect, it } from 'vitest';
import type { StyleGuide } from '@contracts/style-guide';
import { creatorTexts, knownFigures } from '@/lib/material-check';

const guide: StyleGuide = {
  id: 'sg-1',
  user_id: 'user-1',
  intro_template: 'Welcome to The Quiet Ledger, episode 12.',
  outro_template: null,
  interaction_reminders: null,
  general_guidance: null,
  platform_templates: { tiktok: { intro_template: 'One money rule in 60 seconds.', outro_template: null } },
};

describe('the creator’s words with a style guide that has per-platform templates (issue 33)', () => {
  it('reads the templates as text, per-platform ones included, and never the guide’s ids', () => {
    const texts = creatorTexts({ topic: 'Fees', details: null, material: null, styleGuide: guide });
    expect(texts).toEqual(['Fees', 'Welcome to The Quiet Ledger, episode 12.', 'One money rule in 60 seconds.']);
    expect([...knownFigures({ topic: 'Fees', details: null, material: null, styleGuide: guide })].sort((a, b) => a - b)).toEqual([12, 60]);
  });
});
