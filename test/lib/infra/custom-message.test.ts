import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmationMail } from '../../../lambdas/domain/confirmation-mail';
import { passwordResetMail } from '../../../lambdas/domain/password-reset-mail';

const APP_URL = 'https://app.example.com';
let handler: (event: CustomMessageTriggerEvent) => Promise<CustomMessageTriggerEvent>;

beforeAll(async () => {
  vi.stubEnv('APP_URL', APP_URL);
  ({ handler } = await import('../../../lambdas/infra/custom-message'));
});

const event = (triggerSource: string, email = 'ada@example.com'): CustomMessageTriggerEvent =>
  ({
    version: '1',
    region: 'ap-southeast-2',
    userPoolId: 'ap-southeast-2_pool',
    userName: 'user-1',
    triggerSource,
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: { userAttributes: { email }, codeParameter: '{####}', usernameParameter: null, linkParameter: '{##Click##}' },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  }) as unknown as CustomMessageTriggerEvent;

describe('Cognito custom message', () => {
  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'])(
    'sends the confirmation mail whose link Cognito fills with the code (%s)',
    async (triggerSource) => {
      const { response } = await handler(event(triggerSource, 'ada+test@example.com'));
      expect(response.emailSubject).toBe(confirmationMail(APP_URL, 'x@example.com', '1').subject);
      const html = response.emailMessage!;
      expect(html).toContain('href="https://app.example.com/confirm-email?email=ada%2Btest%40example.com&amp;code={####}"');
      // What the user receives once Cognito substitutes the code is exactly the shared mail.
      expect(html.replaceAll('{####}', '123456')).toBe(confirmationMail(APP_URL, 'ada+test@example.com', '123456').html);
    },
  );

  it('sends the forgotten-password mail whose link to /reset-password Cognito fills with the code', async () => {
    const { response } = await handler(event('CustomMessage_ForgotPassword', 'Maya.Cooks@example.com'));
    expect(response.emailSubject).toBe('Reset your ScriptVoice password');
    const html = response.emailMessage!;
    expect(html).toContain('href="https://app.example.com/reset-password?email=Maya.Cooks%40example.com&amp;code={####}"');
    expect(html.replaceAll('{####}', '654321')).toBe(passwordResetMail(APP_URL, 'Maya.Cooks@example.com', '654321').html);
  });

  it('leaves other messages (such as an attribute change) to Cognito', async () => {
    const { response } = await handler(event('CustomMessage_UpdateUserAttribute'));
    expect(response.emailMessage).toBeNull();
    expect(response.emailSubject).toBeNull();
  });
});
