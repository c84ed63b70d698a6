import { CognitoError, InvalidParameterError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { attributeValue, type User, type UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { hasGoogleIdentity } from './cognito-users';
import { verifiedAccessClaims } from './cognito-tokens';

export type Target = (ctx: Context, req: Record<string, unknown>) => Promise<unknown>;

/**
 * The reset code lives beside the sign-up code, so a sign-up code (kept after an admin confirmation) never resets a
 * password; when the latest sign-up code was sent is kept too (sign-up's own code dates from the user's creation).
 */
type UserWithResetCode = User & { PasswordResetCode?: string; ConfirmationCodeSentAt?: Date | string };

/** Cognito's sign-up confirmation codes work for 24 hours. */
export const SIGN_UP_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const decodeJwtPayload = (token: string): Record<string, unknown> => {
  const payload = token.split('.')[1];
  if (!payload) throw new NotAuthorizedError();
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
};

/** How Cognito shows where a code went: `m***@e***`. */
const maskedAddress = (address: string) => {
  const [local = '', domain = ''] = address.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
};

const emailDelivery = (address: string) => ({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedAddress(address) }) as const;

class CognitoCodeMismatchError extends CognitoError {
  constructor() {
    super('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
}

/** The pool's password policy, in Cognito's words: the local pool asks only for a length. */
const assertPasswordPolicy = (userPool: UserPoolService, password: string) => {
  const minimumLength = userPool.options.Policies?.PasswordPolicy?.MinimumLength ?? 0;
  if (password.length < minimumLength) {
    throw new CognitoError('InvalidPasswordException', 'Password does not conform to policy: Password not long enough');
  }
};

/**
 * The calls cognito-local lacks and the web app needs (resend the sign-up code, refresh through
 * GetTokensFromRefreshToken as Amplify v6 does, global sign-out), Cognito's wording for failed sign-ins, and the
 * forgotten-password pair answered as the AWS pool answers them with `preventUserExistenceErrors`.
 */
export const shims = (services: Services, base: (target: string) => Target): Record<string, Target> => ({
  ResendConfirmationCode: async (ctx, req) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
    const user = await userPool.getUserByUsername(ctx, String(req.Username));
    if (!user) throw new UserNotFoundError();
    if (user.UserStatus === 'CONFIRMED') throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
    const code = services.otp();
    await userPool.saveUser(ctx, { ...user, ConfirmationCode: code, ConfirmationCodeSentAt: services.clock.get() } as UserWithResetCode);
    const email = attributeValue('email', user.Attributes) ?? '';
    await services.messages.deliver(ctx, 'ResendCode', String(req.ClientId), userPool.options.Id, user, code, undefined, {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: email,
    });
    return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email } };
  },
  InitiateAuth: async (ctx, req) => {
    try {
      return await base('InitiateAuth')(ctx, req);
    } catch (error) {
      // Real Cognito gives one answer for a wrong password and an unknown user, so accounts cannot be probed.
      const code = error instanceof CognitoError ? error.code : undefined;
      if (req.AuthFlow === 'USER_PASSWORD_AUTH' && (code === 'InvalidPasswordException' || code === 'UserNotFoundException' || code === 'NotAuthorizedException')) {
        throw new NotAuthorizedError('Incorrect username or password.');
      }
      throw error;
    }
  },
  GetTokensFromRefreshToken: async (ctx, req) =>
    base('InitiateAuth')(ctx, {
      ClientId: req.ClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
    }),
  GlobalSignOut: async (ctx, req) => {
    const claims = decodeJwtPayload(String(req.AccessToken));
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(claims.client_id));
    const user = await userPool.getUserByUsername(ctx, String(claims.username));
    if (!user) throw new NotAuthorizedError();
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  },
  // An unknown address (and a Google user's, which is no sign-in alias in AWS) gets the same answer as a known one,
  // with no mail; an account whose address was never confirmed has nowhere verified to send the code, as in AWS.
  ForgotPassword: async (ctx, req) => {
    const username = String(req.Username);
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
    const user = await userPool.getUserByUsername(ctx, username);
    if (!user || !user.Enabled) return { CodeDeliveryDetails: emailDelivery(username) };
    const email = attributeValue('email', user.Attributes);
    if (!email || user.UserStatus !== 'CONFIRMED') {
      throw new InvalidParameterError('Cannot reset password for the user as there is no registered/verified email or phone_number');
    }
    const code = services.otp();
    await userPool.saveUser(ctx, { ...user, PasswordResetCode: code, UserLastModifiedDate: services.clock.get() } as UserWithResetCode);
    const delivery = emailDelivery(email);
    await services.messages.deliver(ctx, 'ForgotPassword', String(req.ClientId), userPool.options.Id, user, code, undefined, delivery);
    return { CodeDeliveryDetails: delivery };
  },
  ConfirmForgotPassword: async (ctx, req) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
    const user = (await userPool.getUserByUsername(ctx, String(req.Username))) as UserWithResetCode | null;
    if (!user?.PasswordResetCode || user.PasswordResetCode !== String(req.ConfirmationCode)) throw new CognitoCodeMismatchError();
    const password = String(req.Password ?? '');
    assertPasswordPolicy(userPool, password);
    await userPool.saveUser(ctx, { ...user, Password: password, PasswordResetCode: undefined, UserLastModifiedDate: services.clock.get() } as UserWithResetCode);
    return {};
  },
  // cognito-local answers a confirmed user's code as expired and never lets a code expire; Cognito says the account
  // is already confirmed, and refuses a code after 24 hours.
  ConfirmSignUp: async (ctx, req) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
    const user = (await userPool.getUserByUsername(ctx, String(req.Username))) as UserWithResetCode | null;
    if (!user) throw new CognitoCodeMismatchError();
    if (user.UserStatus === 'CONFIRMED') throw new NotAuthorizedError('User cannot be confirmed. Current status is CONFIRMED');
    if (!user.ConfirmationCode || user.ConfirmationCode !== String(req.ConfirmationCode)) throw new CognitoCodeMismatchError();
    const sentAt = new Date(user.ConfirmationCodeSentAt ?? user.UserCreateDate).getTime();
    if (services.clock.get().getTime() - sentAt > SIGN_UP_CODE_LIFETIME_MS) {
      throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    }
    return base('ConfirmSignUp')(ctx, req);
  },
  // cognito-local's ChangePassword only decodes the token, answers a wrong current password with
  // InvalidPasswordException and takes any new one. Cognito checks the token, says "Incorrect username or password."
  // and holds the new password to the pool's policy; a Google user's token lacks the scope the call needs.
  ChangePassword: async (ctx, req) => {
    const claims = verifiedAccessClaims(String(req.AccessToken ?? ''), services.clock);
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(claims.client_id));
    const user = await userPool.getUserByUsername(ctx, String(claims.username));
    if (!user) throw new NotAuthorizedError('Access Token has been revoked');
    if (hasGoogleIdentity(user)) throw new NotAuthorizedError('Access Token does not have required scopes');
    if (user.Password !== String(req.PreviousPassword ?? '')) throw new NotAuthorizedError('Incorrect username or password.');
    const password = String(req.ProposedPassword ?? '');
    assertPasswordPolicy(userPool, password);
    await userPool.saveUser(ctx, { ...user, Password: password, UserLastModifiedDate: services.clock.get() });
    return {};
  },
});
