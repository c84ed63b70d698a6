import type { CustomMessageTriggerEvent } from 'aws-lambda';
import * as z from 'zod';
import { confirmationMail } from '../domain/confirmation-mail';
import { parseEnv } from '../shared/env';

const env = parseEnv({ APP_URL: z.string().url() });

const CONFIRMATION_TRIGGERS = new Set(['CustomMessage_SignUp', 'CustomMessage_ResendCode']);

/**
 * The confirmation mail with Cognito's code placeholder in it. The link's query string percent-encodes the
 * placeholder, and Cognito substitutes only the literal `{####}`, so the link gets the literal one back.
 */
export const confirmationMessage = (appUrl: string, email: string, codeParameter: string) => {
  const mail = confirmationMail(appUrl, email, codeParameter);
  const encodedPlaceholder = new URLSearchParams({ code: codeParameter }).toString().slice('code='.length);
  return { subject: mail.subject, html: mail.html.replaceAll(encodedPlaceholder, codeParameter) };
};

/** Cognito custom-message trigger: sign-up and resend mails carry the link that completes the sign-up in the app. */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const email = event.request.userAttributes.email;
  if (!CONFIRMATION_TRIGGERS.has(event.triggerSource) || !email) return event;
  const message = confirmationMessage(env.APP_URL, email, event.request.codeParameter);
  event.response.emailSubject = message.subject;
  event.response.emailMessage = message.html;
  return event;
};
