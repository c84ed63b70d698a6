import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '../../lambdas/contracts/runtime-config';
import { API_STAGE_NAME } from '../../lib/constructs/api';
import { synthAppStack } from './support/synth';

const { template, stack, outdir } = synthAppStack();
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>;
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const only = <T>(items: T[]): T => {
  expect(items).toHaveLength(1);
  return items[0]!;
};
const [distributionId, distribution] = only(ofType('AWS::CloudFront::Distribution'));
const config = distribution.Properties.DistributionConfig;
const apiBehavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');

/** CloudFormation's Fn::Join flattened, with every other intrinsic shown as {…}. */
const flatten = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(flatten).join(join[0]);
  return '{…}';
};

const [, headersPolicy] = only(ofType('AWS::CloudFront::ResponseHeadersPolicy'));
const securityHeaders = headersPolicy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
const csp = flatten(securityHeaders.ContentSecurityPolicy.ContentSecurityPolicy);
const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('CloudFront', () => {
  it('serves the web bucket through origin access control only', () => {
    const s3Origin = config.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('sends /api/* to API Gateway uncached and uncompressed (a streamed answer passes piece by piece), with every method and every header but Host', () => {
    expect(apiBehavior).toMatchObject({
      Compress: false,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((o: { Id: string }) => o.Id === apiBehavior.TargetOriginId);
    expect(origin.OriginPath).toBe(`/${API_STAGE_NAME}`);
    expect(flatten(origin.DomainName)).toMatch(/^\{…\}\.execute-api\.\{…\}\.\{…\}$/);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'], OriginReadTimeout: 60 });
  });

  it('serves the prerendered pages from their files and every other app route from app.html, on the default behaviour only, leaving files and /api alone', () => {
    expect(apiBehavior.FunctionAssociations).toBeUndefined();
    const association = config.DefaultCacheBehavior.FunctionAssociations[0];
    expect(association.EventType).toBe('viewer-request');
    const [, fn] = ofType('AWS::CloudFront::Function').find(([id]) => id === association.FunctionARN['Fn::GetAtt'][0])!;
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const rewrite = (uri: string) =>
      runInNewContext(`${fn.Properties.FunctionCode}; handler({ request: { uri: ${JSON.stringify(uri)} } }).uri`) as string;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/about')).toBe('/about/index.html');
    expect(rewrite('/about/')).toBe('/about/index.html');
    expect(rewrite('/disclaimers')).toBe('/disclaimers/index.html');
    expect(rewrite('/intellectual-property')).toBe('/intellectual-property/index.html');
    expect(rewrite('/dashboard')).toBe('/app.html');
    expect(rewrite('/pricing')).toBe('/pricing/index.html');
    expect(rewrite('/privacy-policy')).toBe('/privacy-policy/index.html');
    expect(rewrite('/login')).toBe('/app.html');
    expect(rewrite('/scripts/01HZX3')).toBe('/app.html');
    expect(rewrite('/confirm-email')).toBe('/app.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/api/nope')).toBe('/api/nope');
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('logs requests to the log bucket', () => {
    expect(config.Logging.Bucket).toBeDefined();
    expect(config.Logging.Prefix).toBe('cloudfront/');
    expect(distributionId).toBeTruthy();
  });
});

describe('security headers', () => {
  it('applies one response-headers policy to the app and the API', () => {
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(apiBehavior.ResponseHeadersPolicyId);
    expect(apiBehavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('sends HSTS, nosniff, a referrer policy and DENY framing', () => {
    expect(securityHeaders).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true, Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
    });
  });

  it("sends a CSP with object-src, base-uri and frame-ancestors 'none' and no inline scripts", () => {
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(securityHeaders.ContentSecurityPolicy.Override).toBe(true);
  });

  it('lets scripts connect only to the app, Cognito, the managed-login domain, the two buckets and Stripe', () => {
    const sources = directive('connect-src').split(' ').slice(1);
    expect(sources).toEqual([
      "'self'",
      'https://cognito-idp.ap-southeast-2.amazonaws.com',
      'https://scriptvoice-test-{…}.auth.ap-southeast-2.amazoncognito.com',
      'https://scriptvoice-test-scripts-{…}-{…}.s3.{…}.{…}',
      'https://scriptvoice-test-docs-{…}-{…}.s3.{…}.{…}',
      'https://api.stripe.com',
    ]);
  });
});

describe('site deployment', () => {
  const deployments = ofType('Custom::CDKBucketDeployment');
  const site = deployments.find(([, d]) => d.Properties.DistributionPaths)![1].Properties;

  it("publishes the build and a config.json matching the web app's schema", () => {
    const configAsset = (site.SourceObjectKeys as string[])
      .map((key) => join(outdir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json'))
      .find((path) => existsSync(path));
    expect(configAsset).toBeDefined();
    const markers = Object.assign({}, ...(site.SourceMarkers as Record<string, unknown>[]));
    let text = readFileSync(configAsset!, 'utf8');
    for (const [marker, value] of Object.entries(markers)) text = text.replaceAll(marker, JSON.stringify(value).replaceAll('"', "'"));
    const published = runtimeConfigSchema.strict().parse(JSON.parse(text));

    const userPool = Object.keys(template.findResources('AWS::Cognito::UserPool'))[0];
    const client = Object.keys(template.findResources('AWS::Cognito::UserPoolClient'))[0];
    expect(published).toEqual({
      region: stack.region,
      userPoolId: `{'Ref':'${userPool}'}`,
      userPoolClientId: `{'Ref':'${client}'}`,
      oauthDomain: expect.stringMatching(/^scriptvoice-test-\{.+\}\.auth\.ap-southeast-2\.amazoncognito\.com$/),
      apiBaseUrl: '/api',
      local: false,
    });
  });

  it('invalidates the distribution after publishing, and never caches index.html or config.json', () => {
    expect(site.DistributionPaths).toEqual(['/*']);
    expect(site.SystemMetadata).toMatchObject({ 'cache-control': 'no-cache' });
    expect(site.Exclude).toEqual(['assets/*']);
    const assets = deployments.find(([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/')![1].Properties;
    expect(assets.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assets.Prune).toBe(false);
  });
});
