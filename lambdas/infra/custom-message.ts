import type { CustomMessageTriggerEvent } from 'aws-lambda';
import * as z from 'zod';
import type { AccountMail } from '../domain/account-mail';
import { confirmationMail } from '../domain/confirmation-mail';
import { passwordResetMail } from '../domain/password-reset-mail';
import { parseEnv } from '../shared/env';

const env = parseEnv({ APP_URL: z.string().url() });

/** The mails with a link into the app, by trigger; the local mailbox writes the same ones. */
const ACCOUNT_MAILS: Partial<Record<string, (appUrl: string, email: string, code: string) => AccountMail>> = {
  CustomMessage_SignUp: confirmationMail,
  CustomMessage_ResendCode: confirmationMail,
  CustomMessage_ForgotPassword: passwordResetMail,
};

/**
 * A mail with Cognito's code placeholder in it. The link's query string percent-encodes the placeholder, and
 * Cognito substitutes only the literal `{####}`, so the link gets the literal one back.
 */
const withCodePlaceholder = (mail: AccountMail, codeParameter: string) => {
  const encodedPlaceholder = new URLSearchParams({ code: codeParameter }).toString().slice('code='.length);
  return { subject: mail.subject, html: mail.html.replaceAll(encodedPlaceholder, codeParameter) };
};

/**
 * Cognito custom-message trigger: the sign-up, resend and forgotten-password mails carry the link that finishes the
 * step in the app (/confirm-email, /reset-password); other messages stay Cognito's.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const email = event.request.userAttributes.email;
  const write = ACCOUNT_MAILS[event.triggerSource];
  if (!write || !email) return event;
  const message = withCodePlaceholder(write(env.APP_URL, email, event.request.codeParameter), event.request.codeParameter);
  event.response.emailSubject = message.subject;
  event.response.emailMessage = message.html;
  return event;
};
