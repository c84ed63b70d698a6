import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import cognitoLocalPublicKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import type { Config } from 'cognito-local/lib/server/config';
import { type Clock, DateClock } from 'cognito-local/lib/services/clock';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import type { Context } from 'cognito-local/lib/services/context';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import type { Services } from 'cognito-local/lib/services';
import type { Messages } from 'cognito-local/lib/services/messages';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import type { Triggers } from 'cognito-local/lib/services/triggers';
import { UserPoolServiceFactoryImpl, attributeValue } from 'cognito-local/lib/services/userPoolService';
import type { User } from 'cognito-local/lib/services/userPoolService';
import type { AccountMail } from '../domain/account-mail';
import { confirmationMail } from '../domain/confirmation-mail';
import { passwordResetMail } from '../domain/password-reset-mail';
import { isLoopbackOrigin } from '../shared/loopback';
import { LOCAL_REGION } from './local-aws';
import { shims, type Target } from './cognito-shims';
import { IdentitiesClaimTokenGenerator } from './cognito-tokens';
import { AwsUserLookupFactory } from './cognito-users';
import type { Mailbox } from './mailbox';

/** AWS-shaped ids and an https issuer, so Amplify and aws-jwt-verify run against it unchanged. */
export const LOCAL_USER_POOL_ID = `${LOCAL_REGION}_LocalPool`;
export const LOCAL_CLIENT_ID = 'scriptvoicelocalwebclient';
export const LOCAL_ISSUER_DOMAIN = `https://cognito-idp.${LOCAL_REGION}.amazonaws.com`;
export const LOCAL_ISSUER = `${LOCAL_ISSUER_DOMAIN}/${LOCAL_USER_POOL_ID}`;
/** The key cognito-local signs every token with; the local gateway trusts exactly this JWKS. */
export const LOCAL_JWKS = { keys: [cognitoLocalPublicKey.jwk] };

/** The app origin of the browser whose request is being handled (the Origin header cognito-local received). */
const requestOrigin = new AsyncLocalStorage<string | undefined>();

/** The mails with a link into the app, by the Cognito message source; the AWS custom-message trigger writes the same. */
const ACCOUNT_MAILS: Partial<Record<string, (appUrl: string, email: string, code: string) => AccountMail>> = {
  SignUp: confirmationMail,
  ResendCode: confirmationMail,
  ForgotPassword: passwordResetMail,
};

/**
 * Delivers Cognito's codes as mail into the local mailbox, with the same link the AWS trigger writes; the link
 * goes to the loopback origin the request came from (localhost or 127.0.0.1…), so it opens where the user is.
 */
class MailboxMessages implements Messages {
  constructor(
    private readonly mailbox: Mailbox,
    private readonly configuredAppUrl: () => string,
  ) {}

  private appUrl(): string {
    const origin = requestOrigin.getStore();
    return origin && isLoopbackOrigin(origin) ? origin : this.configuredAppUrl();
  }

  async deliver(_ctx: Context, source: string, _clientId: string | null, _poolId: string, user: User, code: string) {
    const to = attributeValue('email', user.Attributes) ?? user.Username;
    const write = ACCOUNT_MAILS[source];
    const mail = write
      ? write(this.appUrl(), to, code)
      : {
          subject: 'Your ScriptVoice verification code',
          text: `Your verification code is ${code}`,
          html: `<p>Your verification code is <strong>${code}</strong></p>`,
        };
    this.mailbox.send({ to, subject: mail.subject, text: mail.text, html: mail.html });
  }
}

const noTriggers = { enabled: () => false } as unknown as Triggers;

const ensurePoolAndClient = async (services: Services, ctx: Context, callbackUrls: string[]) => {
  const existing = async () => {
    try {
      return await services.cognito.getUserPool(ctx, LOCAL_USER_POOL_ID);
    } catch {
      return null;
    }
  };
  let userPool = await existing();
  if (!userPool) {
    await services.cognito.createUserPool(ctx, {
      Id: LOCAL_USER_POOL_ID,
      Name: 'scriptvoice-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
    userPool = await services.cognito.getUserPool(ctx, LOCAL_USER_POOL_ID);
  }
  const now = new Date();
  await userPool.saveAppClient(ctx, {
    ClientId: LOCAL_CLIENT_ID,
    ClientName: 'scriptvoice-web',
    UserPoolId: LOCAL_USER_POOL_ID,
    CreationDate: now,
    LastModifiedDate: now,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    CallbackURLs: callbackUrls,
    SupportedIdentityProviders: ['COGNITO'],
    TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
    AccessTokenValidity: 1,
    IdTokenValidity: 1,
    RefreshTokenValidity: 30,
  });
};

export interface LocalCognito {
  endpoint: string;
  services: Services;
  stop: () => Promise<void>;
}

/** Runs cognito-local in this process with the ScriptVoice pool, app client, mailbox delivery and shims. */
export const startCognito = async (options: {
  port: number;
  directory: string;
  mailbox: Mailbox;
  appUrl: () => string;
  /** What the pool takes for now (tokens, code lifetimes); tests pass one they can move on. */
  clock?: Clock;
}): Promise<LocalCognito> => {
  mkdirSync(options.directory, { recursive: true });
  const logger = pino({ level: 'silent' });
  const ctx: Context = { logger };
  const config: Config = {
    LambdaClient: { region: LOCAL_REGION },
    TriggerFunctions: {},
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: LOCAL_ISSUER_DOMAIN },
    KMSConfig: { region: LOCAL_REGION },
    ServerConfig: { port: options.port, hostname: '127.0.0.1', development: false, https: false },
  };
  const clock = options.clock ?? new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(options.directory);
  const cognito = await new CognitoServiceFactoryImpl(
    options.directory,
    dataStoreFactory,
    new AwsUserLookupFactory(new UserPoolServiceFactoryImpl(clock, dataStoreFactory)),
  ).create(ctx, config.UserPoolDefaults);
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MailboxMessages(options.mailbox, options.appUrl),
    otp,
    tokenGenerator: new IdentitiesClaimTokenGenerator(new JwtTokenGenerator(clock, noTriggers, config.TokenConfig)),
    triggers: noTriggers,
  };
  await ensurePoolAndClient(services, ctx, [`${options.appUrl()}/dashboard`]);

  const baseRouter = Router(services) as unknown as (target: string) => Target;
  const extra = shims(services, baseRouter);
  const router = (target: string) => extra[target] ?? baseRouter(target);
  const server = (await createServer(router as never, logger, config.ServerConfig, services).start()) as Server;
  // Runs before cognito-local's own listener, in the same turn: the handling it starts sees this request's origin.
  server.prependListener('request', (req: IncomingMessage) => requestOrigin.enterWith(req.headers.origin));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    services,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
