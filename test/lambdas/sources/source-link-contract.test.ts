import { describe, expect, it } from 'vitest';
import { readSourceBodySchema, SOURCE_UNREADABLE_MESSAGES, SOURCE_URL_MESSAGES } from '../../../lambdas/contracts/source-link';

const parse = (url: unknown) => readSourceBodySchema.safeParse({ url });

describe('the source link contract', () => {
  it('trims the link and reads one typed without a scheme as https', () => {
    expect(parse('  https://example.com/a  ').data).toEqual({ url: 'https://example.com/a' });
    expect(parse('example.com/article?id=3').data).toEqual({ url: 'https://example.com/article?id=3' });
    expect(parse('www.example.com').data).toEqual({ url: 'https://www.example.com' });
  });

  it('leaves other schemes for the server to refuse with its own message', () => {
    for (const link of ['ftp://example.com/file', 'javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,hi']) expect(parse(link).success, link).toBe(true);
    expect(parse('http://').error?.issues[0]?.message).toBe(SOURCE_URL_MESSAGES.malformed);
  });

  it('takes up to 2,048 characters', () => {
    const base = 'https://example.com/';
    expect(parse(base + 'a'.repeat(2048 - base.length)).success).toBe(true);
    expect(parse(base + 'a'.repeat(2049 - base.length)).error?.issues[0]?.message).toBe(SOURCE_URL_MESSAGES.tooLong);
  });

  it('words every refusal as "This page could not be read: …", as the issue does', () => {
    expect(SOURCE_UNREADABLE_MESSAGES.needsLogin).toBe('This page could not be read: it needs a login');
    expect(SOURCE_UNREADABLE_MESSAGES.notWebPage).toBe('This page could not be read: it is not a web page');
    expect(SOURCE_UNREADABLE_MESSAGES.tooLarge).toBe('This page could not be read: it is over 2 MB');
    expect(SOURCE_UNREADABLE_MESSAGES.tooSlow).toBe('This page could not be read: it took too long');
    for (const message of Object.values(SOURCE_UNREADABLE_MESSAGES)) expect(message).toMatch(/^This page could not be read: [a-z]/);
  });
});
