import { randomUUID } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../../../lambdas/local/cognito';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../../lambdas/local/local-aws';

export const cognito = new CognitoIdentityProviderClient({
  endpoint: inject('cognitoEndpoint'),
  region: LOCAL_REGION,
  credentials: LOCAL_CREDENTIALS,
});

/** Signs up, confirms and signs in a fresh user through the local Cognito, as the web app would. */
export const signedInUser = async () => {
  const email = `user-${randomUUID()}@example.com`;
  const password = 'correct-horse';
  const { UserSub } = await cognito.send(new SignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, Password: password }));
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: email }));
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      ClientId: LOCAL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return {
    email,
    password,
    userId: UserSub!,
    idToken: AuthenticationResult!.IdToken!,
    accessToken: AuthenticationResult!.AccessToken!,
    refreshToken: AuthenticationResult!.RefreshToken!,
  };
};
