import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScriptBody } from '@/features/scripts/components/script-body';
import { figureFlags, knownFigures } from '@/lib/material-check';

const KNOWN = knownFigures({ topic: 'Bridges', details: null, material: { key_points: ['About 40% ride daily'], stories: '', sources: [] } });

const marksIn = (markdown: string, sources = 0) => {
  const { container } = render(<ScriptBody markdown={markdown} marks={{ known: KNOWN, sources }} />);
  return [...container.querySelectorAll('mark[data-unsourced]')].map((mark) => mark.firstChild?.textContent);
};

describe('figureFlags (the editor’s list)', () => {
  it('gives each figure not in the creator’s words with the sentence it is in', () => {
    expect(figureFlags('## Hook [0:00–0:10]\n\nMost riders come daily. About 73% of bakers quit. Forty per cent ride daily!', KNOWN)).toEqual([
      { figure: '73%', sentence: 'About 73% of bakers quit.' },
    ]);
  });

  it('reads no figure in headings, notes, cues, placeholders, source markers, list numbers or link addresses', () => {
    const markdown = [
      '# Top 10 tips',
      '> 3 minutes · about 450 words at 150 words per minute',
      '**On screen:** 5 bridges',
      'Cut early [2]. [[fill in: a story, about 26 words]]',
      '1. Cut the suckers',
      '2. Read [the 2021 report](https://example.com/2021/report) at https://example.com/2022',
    ].join('\n\n');
    expect(figureFlags(markdown, KNOWN)).toEqual([{ figure: '2021', sentence: 'Read [the 2021 report] at https://example.com/2022' }]);
  });

  it('cuts a very long sentence to 160 characters', () => {
    const [flag] = figureFlags(`It was 99 ${'very '.repeat(60)}long.`, KNOWN);
    expect(flag!.sentence).toHaveLength(160);
    expect(flag!.sentence.endsWith('…')).toBe(true);
  });
});

describe('ScriptBody marks', () => {
  it('marks the same figures on the rendered script, emphasis and list items included, but not in headings, notes or code', () => {
    const markdown = ['## Part 2 [0:10–0:20]', '> Film at 6 am', 'So **73%** quit, and 40% stay.', '- A $12 ticket', '`npm i 5`'].join('\n\n');
    expect(marksIn(markdown)).toEqual(['73%', '$12']);
  });

  it('links a marker only to a source the script has, and leaves an unknown one as text', () => {
    const { container } = render(<ScriptBody markdown="Cut early [1, 3]." marks={{ known: KNOWN, sources: 1 }} />);
    const marker = container.querySelector('sup[data-source-marker]')!;
    expect(marker).toHaveTextContent('[1, 3]');
    expect([...marker.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['#source-1']);
  });

  it('marks no figure where none is asked for (the live draft), yet still shows placeholders as chips', () => {
    const { container } = render(<ScriptBody markdown="It took 36 hours. [[fill in: what you learned]]" />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).toHaveTextContent('fill in: what you learned');
  });
});
