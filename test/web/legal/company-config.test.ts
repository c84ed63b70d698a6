// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAUNCH_PLACEHOLDERS } from '@/config/company';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const beforeLaunch = readme.slice(readme.indexOf('## Before launch, fill in'), readme.indexOf('\n## ', readme.indexOf('## Before launch, fill in') + 1));

describe('the operator details', () => {
  it("the README's 'Before launch, fill in' names the one config file and every field still holding a placeholder", () => {
    expect(beforeLaunch).toContain('## Before launch, fill in');
    expect(beforeLaunch).toContain('web/src/config/company.ts');
    for (const field of LAUNCH_PLACEHOLDERS) expect(beforeLaunch).toContain(`\`${field}\``);
    for (const field of ['supportEmail', 'privacyEmail', 'cookiePolicyEffectiveDate']) expect(beforeLaunch).toContain(`\`${field}\``);
  });

});
