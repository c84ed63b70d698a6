import { describe, expect, it } from 'vitest';
import {
  DURATION_LABELS,
  PLATFORM_LABELS,
  TONE_LABELS,
  checkUpload,
  credentialsSchema,
  firstIssueMessage,
  generateScriptBodySchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  styleGuideBodySchema,
} from '../../lambdas/contracts';

const firstMessage = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);

describe('login and sign-up rules (spec §5)', () => {
  it('trims the email and accepts a valid pair', () => {
    expect(credentialsSchema.parse({ email: '  a@b.co ', password: 'secret' })).toEqual({ email: 'a@b.co', password: 'secret' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, 'Invalid email address'],
    [{ email: '', password: 'secret1' }, 'Invalid email address'],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: `${'a'.repeat(250)}@b.com`, password: 'secret1' }, 'Email must be less than 255 characters'],
    [{ email: 'a@b.co', password: 'x'.repeat(101) }, 'Password must be less than 100 characters'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(firstMessage(credentialsSchema.safeParse(input))).toBe(message);
  });

  it('accepts an email of exactly 255 characters and a password of exactly 100', () => {
    const email = `${'a'.repeat(249)}@b.com`;
    expect(email).toHaveLength(255);
    expect(credentialsSchema.safeParse({ email, password: 'x'.repeat(100) }).success).toBe(true);
  });
});

describe('forgotten password rules (the login rules for the address and the new password)', () => {
  it('trims the address and the code', () => {
    expect(passwordResetRequestSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
    expect(newPasswordSchema.parse({ email: ' a@b.co ', code: ' 123456 ', password: 'secret' })).toEqual({
      email: 'a@b.co',
      code: '123456',
      password: 'secret',
    });
  });

  it.each([
    [{ email: 'nope', code: '123456', password: 'secret1' }, 'Invalid email address'],
    [{ email: 'a@b.co', code: '12345', password: 'secret1' }, 'Enter the 6-digit code from the email'],
    [{ email: 'a@b.co', code: '12a456', password: 'secret1' }, 'Enter the 6-digit code from the email'],
    [{ email: 'a@b.co', code: '123456', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.co', code: '123456', password: 'x'.repeat(101) }, 'Password must be less than 100 characters'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(firstMessage(newPasswordSchema.safeParse(input))).toBe(message);
  });
});

describe('generate form rules (spec §5)', () => {
  const valid = { topic: 'How to prune tomatoes', platform: 'youtube', duration: '3m', tone: 'educational' };

  it('trims topic and details', () => {
    expect(generateScriptBodySchema.parse({ ...valid, topic: '  Tomatoes  ', details: '  more  ' })).toMatchObject({
      topic: 'Tomatoes',
      details: 'more',
    });
  });

  it.each([
    [{ ...valid, topic: '   ' }, 'Topic is required'],
    [{ ...valid, topic: undefined }, 'Topic is required'],
    [{ ...valid, topic: 't'.repeat(201) }, 'Topic must be less than 200 characters'],
    [{ ...valid, details: 'd'.repeat(1001) }, 'Details must be less than 1000 characters'],
    [{ ...valid, platform: '' }, 'Platform is required'],
    [{ ...valid, platform: 'myspace' }, 'Platform is required'],
    [{ ...valid, duration: undefined }, 'Duration is required'],
    [{ ...valid, tone: 'angry' }, 'Tone is required'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(firstMessage(generateScriptBodySchema.safeParse(input))).toBe(message);
  });

  it('accepts 200 characters of topic and 1000 of details', () => {
    expect(generateScriptBodySchema.safeParse({ ...valid, topic: 't'.repeat(200), details: 'd'.repeat(1000) }).success).toBe(true);
  });
});

describe('enumerations (spec §3)', () => {
  it('labels every value as the spec does', () => {
    expect(PLATFORM_LABELS).toEqual({ youtube: 'YouTube', tiktok: 'TikTok', instagram: 'Instagram Reel', podcast: 'Podcast' });
    expect(DURATION_LABELS).toEqual({
      '30s': '30 seconds',
      '1m': '1 minute',
      '3m': '3 minutes',
      '5m': '5 minutes',
      '10m': '10+ minutes',
    });
    expect(Object.keys(TONE_LABELS)).toEqual(['conversational', 'professional', 'humorous', 'educational', 'dramatic']);
  });
});

describe('upload rules (spec §5)', () => {
  const MB = 1024 * 1024;

  it('refuses a file over 10 MB', () => {
    expect(checkUpload({ name: 'a.txt', size: 10 * MB + 1 }, 0)).toEqual({ code: 'document.too_large', title: 'File too large', message: 'Maximum file size is 10MB' });
    expect(checkUpload({ name: 'a.txt', size: 10 * MB }, 0)).toBeNull();
  });

  it('refuses a file that would take storage over 100 MB, saying what remains', () => {
    expect(checkUpload({ name: 'a.srt', size: 2 * MB }, 99 * MB)).toEqual({
      code: 'storage.quota_exceeded',
      title: 'Storage quota exceeded',
      message: 'You have 1.00MB remaining',
    });
    expect(checkUpload({ name: 'a.srt', size: MB }, 99 * MB)).toBeNull();
  });

  it('accepts .txt, .srt and .vtt in any case and refuses the rest', () => {
    for (const name of ['a.TXT', 'b.Srt', 'c.vtt']) expect(checkUpload({ name, size: 1 }, 0)).toBeNull();
    expect(checkUpload({ name: 'talk.pdf', size: 1 }, 0)).toEqual({
      code: 'document.unsupported_type',
      title: 'Unsupported file type',
      message: 'Please upload .txt, .srt, .vtt files',
    });
  });
});

describe('style guide rules (spec §5)', () => {
  it.each([
    ['intro_template', 'Intro template must be less than 500 characters'],
    ['outro_template', 'Outro template must be less than 500 characters'],
    ['interaction_reminders', 'Interaction reminders must be less than 500 characters'],
    ['general_guidance', 'General guidance must be less than 500 characters'],
  ])('limits %s to 500 characters', (field, message) => {
    expect(firstMessage(styleGuideBodySchema.safeParse({ [field]: 'x'.repeat(501) }))).toBe(message);
    expect(styleGuideBodySchema.safeParse({ [field]: 'x'.repeat(500) }).success).toBe(true);
  });

  it('stores empty values as null', () => {
    expect(styleGuideBodySchema.parse({ intro_template: '', outro_template: '   ', general_guidance: 'Be kind' })).toEqual({
      intro_template: null,
      outro_template: null,
      interaction_reminders: null,
      general_guidance: 'Be kind',
    });
  });
});
