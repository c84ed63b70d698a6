import { Duration, RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnManagedLoginBranding,
  FeaturePlan,
  ManagedLoginVersion,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolIdentityProviderGoogle,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { NodeFunction } from './node-function';

export interface AuthProps {
  /** Where the app is served: confirmation links and OAuth callbacks point here. */
  appUrl: string;
  /** Further origins allowed as OAuth callback and logout targets. */
  extraOrigins: string[];
  /** Prefix of the managed-login domain `<prefix>.auth.<region>.amazoncognito.com`. */
  domainPrefix: string;
  /** Google OAuth client id; no Google sign-in without it. */
  googleClientId?: string;
  /** Secrets Manager secret (plain string) holding the Google OAuth client secret. */
  googleClientSecretName: string;
  /** Verified SES sender for the account mails; Cognito's own sender when absent. */
  sesFromEmail?: string;
  logRetention: RetentionDays;
  production: boolean;
}

/** Cognito: email + password sign-up with a confirmation link, Google through managed login, one web client. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The managed-login host (no scheme), as Amplify's `oauth.domain` wants it. */
  readonly oauthDomain: string;
  /** The Lambda writing the sign-up and password-reset mails, for monitoring. */
  readonly customMessage: NodeFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    this.customMessage = new NodeFunction(this, 'CustomMessage', {
      entry: 'lambdas/infra/custom-message.ts',
      description: 'Cognito custom message: the sign-up confirmation and password-reset mails with their links',
      environment: { APP_URL: props.appUrl },
      memorySize: 256,
      timeout: Duration.seconds(5),
      logRetention: props.logRetention,
      production: props.production,
    });

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Confirm your ScriptVoice account',
        emailBody: 'Your ScriptVoice confirmation code is {####}',
      },
      // The spec's rule: at least 6 characters, nothing more.
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      email: props.sesFromEmail
        ? UserPoolEmail.withSES({ fromEmail: props.sesFromEmail, fromName: 'ScriptVoice', sesRegion: region })
        : UserPoolEmail.withCognito(),
      mfa: Mfa.OFF,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      lambdaTriggers: { customMessage: this.customMessage.function },
      deletionProtection: props.production,
      removalPolicy: props.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason: 'The product specification sets the password rule: at least 6 characters and no character classes.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'The specification has no MFA step; Google sign-in is offered for users who want a stronger login.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Plus feature plan, priced per MAU well above this small app; revisit when paid users grow.',
      },
    ]);

    const identityProviders = [UserPoolClientIdentityProvider.COGNITO];
    let google: UserPoolIdentityProviderGoogle | undefined;
    if (props.googleClientId) {
      google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: props.googleClientId,
        // A dynamic reference: the secret is resolved by CloudFormation and never appears in the template.
        clientSecretValue: SecretValue.secretsManager(props.googleClientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          fullname: ProviderAttribute.GOOGLE_NAME,
        },
      });
      identityProviders.push(UserPoolClientIdentityProvider.GOOGLE);
    }

    const origins = [props.appUrl, ...props.extraOrigins];
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // USER_PASSWORD_AUTH is what the web app signs in with (and all cognito-local supports); SRP stays available.
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      supportedIdentityProviders: identityProviders,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: origins.map((origin) => `${origin}/dashboard`),
        logoutUrls: origins.map((origin) => `${origin}/`),
      },
    });
    if (google) this.userPoolClient.node.addDependency(google);

    const domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: props.domainPrefix },
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });
    // Managed login pages need a branding style; Cognito's own defaults are enough for the Google redirect.
    const branding = new CfnManagedLoginBranding(this, 'Branding', {
      userPoolId: this.userPool.userPoolId,
      clientId: this.userPoolClient.userPoolClientId,
      useCognitoProvidedValues: true,
    });
    branding.node.addDependency(domain);

    // Built from the prefix rather than read from the domain resource, so CloudFront's CSP can name it
    // without depending on Cognito (whose trigger depends on CloudFront's URL).
    this.oauthDomain = `${props.domainPrefix}.auth.${region}.amazoncognito.com`;
  }

  /** Where Google must redirect after consent (register it in the Google OAuth client). */
  get googleRedirectUri(): string {
    return `https://${this.oauthDomain}/oauth2/idpresponse`;
  }
}
