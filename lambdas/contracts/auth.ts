import * as z from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from './limits';

const emailSchema = z
  .string()
  .trim()
  .pipe(
    z
      .email({ error: 'Invalid email address' })
      .max(EMAIL_MAX_LENGTH, { error: `Email must be less than ${EMAIL_MAX_LENGTH} characters` }),
  );

const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be less than ${PASSWORD_MAX_LENGTH} characters` });

/** Spec §5, login and sign-up: the same rules and messages for both forms. */
export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });
export type Credentials = z.infer<typeof credentialsSchema>;

/** Forgotten password: the address to send the reset code to, under the login rules. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const RESET_CODE_MESSAGE = `Enter the ${RESET_CODE_LENGTH}-digit code from the email`;

/** Choosing a new password with the mailed code; the new password follows the spec's password rules. */
export const newPasswordSchema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), { error: RESET_CODE_MESSAGE }),
  password: passwordSchema,
});
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** Changing the password on the account page: the current one, and a new one under the spec's password rules. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, { error: 'Enter your current password' })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be less than ${PASSWORD_MAX_LENGTH} characters` }),
  newPassword: passwordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The confirmation code typed on /confirm-email: the six digits the mail shows. */
export const confirmationCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), { error: RESET_CODE_MESSAGE }),
});
export type ConfirmationCode = z.infer<typeof confirmationCodeSchema>;
