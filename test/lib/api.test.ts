import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '../../lambdas/routing/routes';
import { COSTLY_ROUTE_THROTTLING, STAGE_THROTTLING } from '../../lib/constructs/api';
import { findCycles } from './support/cycles';
import { synthAppStack } from './support/synth';

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

const routes = ROUTES;
const { template } = synthAppStack({ routes });
const resources = template.toJSON().Resources as Record<string, Resource>;
const ofType = (type: string) => Object.entries(resources).filter(([, resource]) => resource.Type === type);

const describeRoute = (route: RouteDefinition) => `${route.method} ${route.path} (${route.entry})`;
const functionOf = (route: RouteDefinition) => {
  const matches = ofType('AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Description === describeRoute(route));
  expect(matches).toHaveLength(1);
  return matches[0]!;
};

/** Every statement of the inline policies attached to a function's role. */
const statementsOf = (route: RouteDefinition) => {
  const [, fn] = functionOf(route);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return ofType('AWS::IAM::Policy')
    .filter(([, policy]) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: unknown }[]);
};
const actionsOf = (route: RouteDefinition) =>
  statementsOf(route).flatMap((statement) => [statement.Action].flat());

const pathOf = (resourceId: string): string => {
  const resource = resources[resourceId]!;
  const parent = resource.Properties.ParentId;
  const prefix = parent.Ref ? pathOf(parent.Ref) : '';
  return `${prefix}/${resource.Properties.PathPart}`;
};
const methodOf = (route: RouteDefinition) => {
  const matches = ofType('AWS::ApiGateway::Method').filter(
    ([, method]) =>
      method.Properties.HttpMethod === route.method &&
      method.Properties.ResourceId.Ref &&
      pathOf(method.Properties.ResourceId.Ref) === route.path,
  );
  expect(matches).toHaveLength(1);
  return matches[0]![1];
};

describe('API Lambdas', () => {
  it('deploys without a dependency cycle although Cognito, the Lambdas and CORS all need CloudFront\'s URL', () => {
    expect(findCycles(template.toJSON() as Parameters<typeof findCycles>[0])).toEqual([]);
  });

  it('stays under CloudFormation’s 500 resources per stack (each route adds about 10; docs/decisions.md, "Known limits")', () => {
    const count = Object.keys(resources).length;
    console.log(`the stack holds ${count} resources for ${routes.length} routes`);
    expect(count).toBeLessThanOrEqual(500);
  });

  it('builds exactly one Lambda per route, and no other Lambda serves an /api path', () => {
    for (const route of routes) functionOf(route);
    const apiFunctions = ofType('AWS::Lambda::Function').filter(([, fn]) =>
      /^(GET|POST|PUT|PATCH|DELETE) \/api/.test(fn.Properties.Description ?? ''),
    );
    expect(apiFunctions).toHaveLength(routes.length);
  });

  it('serves every row of the real route table', () => {
    for (const route of ROUTES) expect(functionOf(route)[1].Properties.Description).toContain(route.entry);
  });

  it('runs each route on arm64 nodejs22.x from its bundled ESM handler, with its own log group and source maps', () => {
    for (const route of routes) {
      const [, fn] = functionOf(route);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
    const logGroupIds = routes.map((route) => functionOf(route)[1].Properties.LoggingConfig.LogGroup.Ref);
    expect(new Set(logGroupIds).size).toBe(routes.length);
    for (const id of logGroupIds) expect(resources[id]!.Properties.RetentionInDays).toBeGreaterThan(0);
  });

  it('gives every Lambda the resource names and the app URL, but never a secret value', () => {
    for (const route of routes) {
      const variables = functionOf(route)[1].Properties.Environment.Variables;
      expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'SCRIPTS_BUCKET', 'DOCUMENTS_BUCKET', 'APP_URL']));
      expect(variables).not.toHaveProperty('STRIPE_SECRET_KEY');
      expect(variables).not.toHaveProperty('STRIPE_WEBHOOK_SECRET');
      expect('BEDROCK_MODEL_ID' in variables).toBe(Boolean(route.grants.bedrock));
      expect('STRIPE_SECRET_KEY_SECRET_NAME' in variables).toBe(Boolean(route.grants.stripeSecrets));
    }
  });
});

describe('least-privilege grants', () => {
  const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

  it('grants read-only table actions where the row says read, and never Scan', () => {
    for (const route of routes) {
      const actions = actionsOf(route);
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.some((action) => action.includes('*'))).toBe(false);
      // A rate-limited row's UpdateItem is conditioned on RATE# keys (rate-limit-grants.test.ts).
      const unconditioned = statementsOf(route).filter((statement) => !statement.Condition).flatMap((statement) => [statement.Action].flat());
      if (route.grants.table === 'read') for (const write of tableWrites) expect(unconditioned).not.toContain(write);
      if (route.grants.table === 'readWrite') expect(actions).toEqual(expect.arrayContaining(tableWrites));
      // No table in the row: nothing on the table but, for a rate-limited row (ReadSource), its RATE# window.
      if (!route.grants.table) expect(unconditioned.some((action) => action.startsWith('dynamodb:')), route.functionName).toBe(false);
      if (!route.grants.table && !route.rateLimit) expect(actions.some((action) => action.startsWith('dynamodb:')), route.functionName).toBe(false);
    }
  });

  it('grants bucket writes only where the row says readWrite', () => {
    for (const route of routes) {
      const actions = actionsOf(route);
      const writes = route.grants.scriptsBucket === 'readWrite' || route.grants.documentsBucket === 'readWrite';
      const reads = Boolean(route.grants.scriptsBucket || route.grants.documentsBucket);
      expect(actions.includes('s3:PutObject')).toBe(writes);
      expect(actions.includes('s3:DeleteObject')).toBe(writes);
      expect(actions.includes('s3:GetObject')).toBe(reads);
    }
  });

  it('scopes Bedrock to the configured inference profile and its model, and only for bedrock rows', () => {
    for (const route of routes) {
      const statements = statementsOf(route).filter((s) => [s.Action].flat().includes('bedrock:InvokeModelWithResponseStream'));
      if (!route.grants.bedrock) {
        expect(statements).toHaveLength(0);
        continue;
      }
      const text = JSON.stringify(statements);
      expect(text).toContain('inference-profile/au.anthropic.claude-haiku-4-5-20251001-v1:0');
      expect(text).toContain('foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0');
      expect(text).toContain('bedrock:InferenceProfileArn');
      expect(text).not.toMatch(/foundation-model\/\*/);
    }
  });

  it('lets only stripeSecrets rows read the two Stripe secrets', () => {
    for (const route of routes) {
      const text = JSON.stringify(statementsOf(route).filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue')));
      expect(text.includes('scriptvoice/test/stripe-secret-key')).toBe(Boolean(route.grants.stripeSecrets));
      expect(text.includes('scriptvoice/test/stripe-webhook-secret')).toBe(Boolean(route.grants.stripeSecrets));
    }
  });

  it('lets only deleteUsers rows delete Cognito users, on this pool alone, and tells only them its id', () => {
    for (const route of routes) {
      const statements = statementsOf(route).filter((s) => [s.Action].flat().some((action) => action.startsWith('cognito-idp:')));
      const variables = functionOf(route)[1].Properties.Environment.Variables;
      expect('USER_POOL_ID' in variables).toBe(Boolean(route.grants.deleteUsers));
      if (!route.grants.deleteUsers) {
        expect(statements).toHaveLength(0);
        continue;
      }
      expect(statements).toHaveLength(1);
      expect(statements[0]!.Action).toBe('cognito-idp:AdminDeleteUser');
      expect(JSON.stringify(statements[0]!.Resource)).toMatch(/UserPool.*Arn/);
    }
    expect(routes.filter((route) => route.grants.deleteUsers).map((route) => `${route.method} ${route.path}`)).toEqual(['DELETE /api/me']);
  });

  it('keeps secret values out of the template', () => {
    const text = JSON.stringify(template.toJSON());
    expect(text).not.toMatch(/sk_(live|test)_|whsec_/);
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderDetails: Match.objectLike({
        client_secret: '{{resolve:secretsmanager:scriptvoice/test/google-client-secret:SecretString:::}}',
      }),
    });
  });
});

describe('API Gateway methods', () => {
  it('puts the Cognito authorizer on every user route', () => {
    const [authorizerId] = ofType('AWS::ApiGateway::Authorizer').map(([id]) => id);
    for (const route of routes.filter((r) => r.auth === 'user')) {
      expect(methodOf(route)).toMatchObject({
        Properties: { AuthorizationType: 'COGNITO_USER_POOLS', AuthorizerId: { Ref: authorizerId } },
      });
    }
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'COGNITO_USER_POOLS',
      IdentitySource: 'method.request.header.Authorization',
    });
  });

  it('has no authorizer on public and Stripe-signed routes', () => {
    const open = routes.filter((r) => r.auth !== 'user');
    expect(open.map((r) => r.auth)).toEqual(expect.arrayContaining(['public', 'stripe-signature']));
    for (const route of open) {
      const method = methodOf(route);
      expect(method.Properties.AuthorizationType).toBe('NONE');
      expect(method.Properties.AuthorizerId).toBeUndefined();
    }
  });

  it('refuses a public route that could write or spend', () => {
    const risky = { ...routes.find((r) => r.auth === 'public')!, grants: { table: 'readWrite' as const } };
    expect(() => synthAppStack({ routes: [risky] })).toThrow(/public, so it may only have read grants/);
  });

  it('streams the generate and rewrite answers (a STREAM Lambda integration with a 5-minute timeout, the Lambda as long) and buffers every other route', () => {
    expect(routes.filter((route) => route.streaming).map((route) => route.functionName)).toEqual(['GenerateScript', 'RewriteScript']);
    for (const route of routes) {
      const integration = methodOf(route).Properties.Integration;
      const [, fn] = functionOf(route);
      const uri = JSON.stringify(integration.Uri);
      if (route.functionName === 'GenerateScript' || route.functionName === 'RewriteScript') {
        expect(integration).toMatchObject({ Type: 'AWS_PROXY', ResponseTransferMode: 'STREAM', TimeoutInMillis: 300_000 });
        expect(uri).toContain('/response-streaming-invocations');
        expect(fn.Properties.Timeout).toBe(300);
      } else {
        expect(integration.ResponseTransferMode ?? 'BUFFERED').toBe('BUFFERED');
        expect(uri).toContain('/invocations');
        expect(uri).not.toContain('response-streaming');
        expect(fn.Properties.Timeout).toBeLessThanOrEqual(29);
      }
    }
  });

  it('throttles the stage, and generate and checkout tighter', () => {
    const [[, stage]] = ofType('AWS::ApiGateway::Stage') as [[string, Resource]];
    const settings = stage.Properties.MethodSettings as Record<string, unknown>[];
    expect(settings).toContainEqual(
      expect.objectContaining({
        HttpMethod: '*',
        ResourcePath: '/*',
        ThrottlingRateLimit: STAGE_THROTTLING.rateLimit,
        ThrottlingBurstLimit: STAGE_THROTTLING.burstLimit,
      }),
    );
    for (const [key, limits] of Object.entries(COSTLY_ROUTE_THROTTLING)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(settings).toContainEqual(
        expect.objectContaining({
          HttpMethod: method,
          ResourcePath: `/${path.replaceAll('/', '~1')}`,
          ThrottlingRateLimit: limits.rateLimit,
          ThrottlingBurstLimit: limits.burstLimit,
        }),
      );
      expect(limits.rateLimit).toBeLessThan(STAGE_THROTTLING.rateLimit);
    }
  });

  it("answers API Gateway's own refusals in the API's error shape", () => {
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'UNAUTHORIZED',
      StatusCode: '401',
      ResponseTemplates: {
        'application/json': JSON.stringify({ error: { code: 'auth.unauthorized', message: 'Unauthorized' } }),
      },
    });
    for (const [type, status] of [
      ['ACCESS_DENIED', '403'],
      ['THROTTLED', '429'],
      ['MISSING_AUTHENTICATION_TOKEN', '404'],
      ['INTEGRATION_TIMEOUT', '504'],
      ['DEFAULT_4XX', Match.absent()],
      ['DEFAULT_5XX', Match.absent()],
    ] as const) {
      template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
        ResponseType: type,
        StatusCode: status,
        ResponseTemplates: { 'application/json': Match.stringLikeRegexp('^\\{"error":\\{"code":"[a-z_]+(\\.[a-z_]+)?","message":".+"\\}\\}$') },
      });
    }
  });

  it('logs access without request bodies', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
      MethodSettings: Match.arrayWith([Match.objectLike({ DataTraceEnabled: false, LoggingLevel: 'ERROR' })]),
    });
  });

});
