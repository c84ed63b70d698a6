import * as z from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/** Spec §5, login and sign-up: the same rules and messages for both forms. */
export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(
      z
        .email({ error: 'Invalid email address' })
        .max(EMAIL_MAX_LENGTH, { error: `Email must be less than ${EMAIL_MAX_LENGTH} characters` }),
    ),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be less than ${PASSWORD_MAX_LENGTH} characters` }),
});
export type Credentials = z.infer<typeof credentialsSchema>;
