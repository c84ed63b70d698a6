import type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore';
import type { Context } from 'cognito-local/lib/services/context';
import {
  attributeValue,
  type User,
  type UserPool,
  type UserPoolService,
  type UserPoolServiceFactory,
} from 'cognito-local/lib/services/userPoolService';

/** A user made by the Google stand-in: in AWS its username is `Google_…` and its address is no sign-in alias. */
export const hasGoogleIdentity = (user: User): boolean => Boolean(attributeValue('identities', user.Attributes));

const emailOf = (user: User) => attributeValue('email', user.Attributes);

/**
 * The user a Cognito call names, found as the AWS pool finds it (the address is the username,
 * `signInCaseSensitive: false`): by username or sub, else by address ignoring case. An exact match wins, so two
 * accounts made before this rule whose addresses differ only in case each keep signing in. A Google user is never
 * found by address, as in AWS.
 */
export const findUser = (users: readonly User[], username: string): User | null => {
  const byName = users.find((user) => user.Username === username || attributeValue('sub', user.Attributes) === username);
  if (byName) return byName;
  const withPassword = users.filter((user) => !hasGoogleIdentity(user));
  const lower = username.toLowerCase();
  return (
    withPassword.find((user) => emailOf(user) === username) ??
    withPassword.find((user) => emailOf(user)?.toLowerCase() === lower) ??
    null
  );
};

/** The Google stand-in's user for this Google address, ignoring case as Google does. */
export const findGoogleUser = (users: readonly User[], email: string): User | null => {
  const lower = email.toLowerCase();
  return users.find((user) => hasGoogleIdentity(user) && emailOf(user)?.toLowerCase() === lower) ?? null;
};

/**
 * Makes every user pool cognito-local creates look users up with `findUser`, so every call that names a user
 * (sign-up's existence check, sign-in, confirm, resend, forgotten password) treats the address as AWS does,
 * including for users saved before. cognito-local's own lookup compares the address exactly.
 */
export class AwsUserLookupFactory implements UserPoolServiceFactory {
  constructor(private readonly inner: UserPoolServiceFactory) {}

  async create(ctx: Context, clientsDataStore: DataStore, defaultOptions: UserPool): Promise<UserPoolService> {
    const pool = await this.inner.create(ctx, clientsDataStore, defaultOptions);
    pool.getUserByUsername = async (lookupCtx, username) => findUser(await pool.listUsers(lookupCtx), username);
    return pool;
  }
}
