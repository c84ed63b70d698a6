import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const voice = fileURLToPath(new URL('../../lambdas/domain/voice', import.meta.url));
const MAX_LINES = 300;
const modules = readdirSync(voice).filter((name) => name.endsWith('.ts'));
const linesOf = (name: string) => readFileSync(join(voice, name), 'utf8').split('\n').length - 1;

describe('the voice engine stays readable', () => {
  it(`has no module over ${MAX_LINES} lines in lambdas/domain/voice`, () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((name) => linesOf(name) > MAX_LINES).map((name) => `${name}: ${linesOf(name)} lines`)).toEqual([]);
  });

  it('keeps a plain reference beside every fast path, and a test holding them equal', () => {
    const fast = modules.filter((name) => name.endsWith('-fast.ts'));
    expect(fast.length).toBeGreaterThan(3);
    const tests = readdirSync(fileURLToPath(new URL('../lambdas/voice/fast-paths', import.meta.url)));
    for (const name of fast) {
      const base = name.replace(/-fast\.ts$/, '');
      expect(modules, `${name} has ${base}-reference.ts beside it`).toContain(`${base}-reference.ts`);
      expect(tests, `${name} has test/lambdas/voice/fast-paths/${base}.test.ts`).toContain(`${base}.test.ts`);
    }
  });
});
