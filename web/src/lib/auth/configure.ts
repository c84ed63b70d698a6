import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '@contracts/runtime-config';
import 'aws-amplify/auth/enable-oauth-listener';

/**
 * Amplify Auth from the runtime config. Sessions live in local storage (Amplify's default). Sign-in uses
 * USER_PASSWORD_AUTH (cognito-local has no SRP); sign-up confirmation is by link, which Amplify treats as
 * happening in another browser context. Google goes through Cognito's managed login in AWS only.
 */
export const configureAuth = (config: RuntimeConfig) => {
  const origin = window.location.origin;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        signUpVerificationMethod: 'link',
        loginWith: {
          email: true,
          ...(config.oauthDomain
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [`${origin}/dashboard`],
                  redirectSignOut: [`${origin}/`],
                  responseType: 'code' as const,
                  providers: ['Google' as const],
                },
              }
            : {}),
        },
      },
    },
  });
};
