/**
 * The sign-up confirmation mail. The link opens /confirm-email with the address and the code, where the
 * app completes the sign-up; the Cognito custom-message trigger in AWS and the local mailbox both use this.
 */
import { type AccountMail, accountLink, escapeHtml } from './account-mail';

export type ConfirmationMail = AccountMail;

export const confirmationLink = (appUrl: string, email: string, code: string): string =>
  accountLink(appUrl, '/confirm-email', email, code);

export const confirmationMail = (appUrl: string, email: string, code: string): ConfirmationMail => {
  const link = confirmationLink(appUrl, email, code);
  return {
    subject: 'Confirm your ScriptVoice account',
    link,
    text: [
      'Welcome to ScriptVoice!',
      '',
      'Confirm your email address to finish creating your account:',
      link,
      '',
      `Or enter this code: ${code}`,
      '',
      "If you didn't sign up for ScriptVoice, you can ignore this email.",
    ].join('\n'),
    html: [
      '<p>Welcome to ScriptVoice!</p>',
      '<p>Confirm your email address to finish creating your account:</p>',
      `<p><a href="${escapeHtml(link)}">Confirm my account</a></p>`,
      `<p>Or enter this code: <strong>${escapeHtml(code)}</strong></p>`,
      "<p>If you didn't sign up for ScriptVoice, you can ignore this email.</p>",
    ].join('\n'),
  };
};
