/**
 * The forgotten-password mail. The link opens /reset-password with the address and the code filled in, where the
 * person chooses a new password; the Cognito custom-message trigger in AWS and the local mailbox both use this.
 */
import { type AccountMail, accountLink, escapeHtml } from './account-mail';

export const passwordResetLink = (appUrl: string, email: string, code: string): string =>
  accountLink(appUrl, '/reset-password', email, code);

export const passwordResetMail = (appUrl: string, email: string, code: string): AccountMail => {
  const link = passwordResetLink(appUrl, email, code);
  return {
    subject: 'Reset your ScriptVoice password',
    link,
    text: [
      'Someone asked to reset the password of your ScriptVoice account.',
      '',
      'Choose a new password here:',
      link,
      '',
      `Or enter this code: ${code}`,
      '',
      "If you didn't ask for this, you can ignore this email: your password stays as it is.",
    ].join('\n'),
    html: [
      '<p>Someone asked to reset the password of your ScriptVoice account.</p>',
      '<p>Choose a new password here:</p>',
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      `<p>Or enter this code: <strong>${escapeHtml(code)}</strong></p>`,
      "<p>If you didn't ask for this, you can ignore this email: your password stays as it is.</p>",
    ].join('\n'),
  };
};
