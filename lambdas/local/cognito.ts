import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { CognitoError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors';
import cognitoLocalPublicKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import type { Config } from 'cognito-local/lib/server/config';
import { DateClock } from 'cognito-local/lib/services/clock';
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
import { confirmationMail } from '../domain/confirmation-mail';
import { isLoopbackOrigin } from '../shared/loopback';
import { LOCAL_REGION } from './local-aws';
import type { Mailbox } from './mailbox';

/** AWS-shaped ids and an https issuer, so Amplify and aws-jwt-verify run against it unchanged. */
export const LOCAL_USER_POOL_ID = `${LOCAL_REGION}_LocalPool`;
export const LOCAL_CLIENT_ID = 'scriptvoicelocalwebclient';
export const LOCAL_ISSUER_DOMAIN = `https://cognito-idp.${LOCAL_REGION}.amazonaws.com`;
export const LOCAL_ISSUER = `${LOCAL_ISSUER_DOMAIN}/${LOCAL_USER_POOL_ID}`;
/** The key cognito-local signs every token with; the local gateway trusts exactly this JWKS. */
export const LOCAL_JWKS = { keys: [cognitoLocalPublicKey.jwk] };

type Target = (ctx: Context, req: Record<string, unknown>) => Promise<unknown>;

/** The app origin of the browser whose request is being handled (the Origin header cognito-local received). */
const requestOrigin = new AsyncLocalStorage<string | undefined>();

/**
 * Delivers Cognito's codes as mail into the local mailbox, with the same link the AWS trigger writes; the link
 * goes to the loopback origin the sign-up came from (localhost or 127.0.0.1…), so it opens where the user is.
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
    if (source === 'SignUp' || source === 'ResendCode') {
      const mail = confirmationMail(this.appUrl(), to, code);
      this.mailbox.send({ to, subject: mail.subject, text: mail.text, html: mail.html });
      return;
    }
    this.mailbox.send({
      to,
      subject: 'Your ScriptVoice verification code',
      text: `Your verification code is ${code}`,
      html: `<p>Your verification code is <strong>${code}</strong></p>`,
    });
  }
}

const noTriggers = { enabled: () => false } as unknown as Triggers;

const decodeJwtPayload = (token: string): Record<string, unknown> => {
  const payload = token.split('.')[1];
  if (!payload) throw new NotAuthorizedError();
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
};

/**
 * The three calls cognito-local lacks and the web app needs (resend the sign-up code, refresh through
 * GetTokensFromRefreshToken as Amplify v6 does, global sign-out), and Cognito's wording for failed sign-ins.
 */
const shims = (services: Services, base: (target: string) => Target): Record<string, Target> => ({
  ResendConfirmationCode: async (ctx, req) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
    const user = await userPool.getUserByUsername(ctx, String(req.Username));
    if (!user) throw new UserNotFoundError();
    if (user.UserStatus === 'CONFIRMED') throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
    const code = services.otp();
    await userPool.saveUser(ctx, { ...user, ConfirmationCode: code });
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
});

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
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(options.directory);
  const cognito = await new CognitoServiceFactoryImpl(
    options.directory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MailboxMessages(options.mailbox, options.appUrl),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, noTriggers, config.TokenConfig),
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
