import { describe, expect, it } from 'vitest';
import { deployConfigFromContext, parseDeployConfig } from '../../lib/config';

describe('deploy config', () => {
  it('defaults to a dev stage in ap-southeast-2 with an Australian Claude inference profile', () => {
    expect(parseDeployConfig({})).toEqual({
      stage: 'dev',
      region: 'ap-southeast-2',
      production: false,
      bedrockModelId: 'au.anthropic.claude-haiku-4-5-20251001-v1:0',
      googleClientSecretName: 'scriptvoice/dev/google-client-secret',
      stripeSecretKeyName: 'scriptvoice/dev/stripe-secret-key',
      stripeWebhookSecretName: 'scriptvoice/dev/stripe-webhook-secret',
      allowedOrigins: [],
      stripePriceIds: {},
      logRetentionDays: 30,
    });
  });

  it('treats the prod stage as production and names its secrets after it', () => {
    const config = parseDeployConfig({ stage: 'prod' });
    expect(config.production).toBe(true);
    expect(config.stripeSecretKeyName).toBe('scriptvoice/prod/stripe-secret-key');
  });

  it('reads lists and maps given as strings on the command line', () => {
    const context: Record<string, string> = {
      allowedOrigins: 'https://a.example.com, http://localhost:3000',
      stripePriceIds: '{"starter":"price_123","studio":"price_456"}',
      logRetentionDays: '90',
    };
    const config = deployConfigFromContext((key) => context[key]);
    expect(config.allowedOrigins).toEqual(['https://a.example.com', 'http://localhost:3000']);
    expect(config.stripePriceIds).toEqual({ starter: 'price_123', studio: 'price_456' });
    expect(config.logRetentionDays).toBe(90);
  });

  it.each([
    [{ stage: 'Prod' }, 'stage'],
    [{ domain: 'app.example.com' }, 'certificateArn'],
    [{ domain: 'app.example.com', certificateArn: 'arn:aws:acm:ap-southeast-2:1:certificate/x' }, 'certificateArn'],
    [{ allowedOrigins: ['https://a.example.com/path'] }, 'allowedOrigins'],
    [{ allowedOrigins: ['http://a.example.com'] }, 'allowedOrigins'],
    [{ stripePriceIds: { platinum: 'price_1' } }, 'stripePriceIds'],
    [{ stripePriceIds: { starter: 'prod_1' } }, 'stripePriceIds'],
    [{ authDomainPrefix: 'my-cognito-app' }, 'authDomainPrefix'],
    [{ logRetentionDays: 45 }, 'logRetentionDays'],
  ])('refuses %j naming %s', (input, field) => {
    expect(() => parseDeployConfig(input)).toThrow(new RegExp(`Invalid deploy configuration:[\\s\\S]*${field}`));
  });
});
