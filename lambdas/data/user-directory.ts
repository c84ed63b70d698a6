import { AdminDeleteUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import { parseEnv } from '../shared/env';
import { tracer } from '../shared/observability';

/** Built once per cold start; the endpoint comes from `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER` locally. */
const cognito = tracer.captureAWSv3Client(new CognitoIdentityProviderClient({}));

const env = parseEnv({ USER_POOL_ID: z.string().min(1) });

/** Removes the user's sign-in from the user pool; a user already gone is not an error, so deletion can be retried. */
export const deleteSignIn = async (username: string): Promise<void> => {
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: env.USER_POOL_ID, Username: username }));
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as { name?: string }).name === 'UserNotFoundException') return;
    throw error;
  }
};
