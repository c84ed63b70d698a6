import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE_KEY_SCHEMA } from '../../lambdas/data/table-schema';
import { Database } from '../../lib/constructs/database';
import { EXPORTS_PREFIX } from '../../lambdas/data/object-prefixes';
import { PENDING_UPLOADS_PREFIX, Storage } from '../../lib/constructs/storage';
import { cdkJsonContext, synthAppStack } from './support/synth';

const { template } = synthAppStack();
const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, any> }>;

const bareStack = () => new Stack(new App({ context: cdkJsonContext() }), 'Bare', { env: { region: 'ap-southeast-2' } });

describe('table', () => {
  it('has exactly the key schema the local stack uses', () => {
    const index = TABLE_KEY_SCHEMA.globalSecondaryIndexes[0];
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEY_SCHEMA.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY_SCHEMA.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_KEY_SCHEMA.globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      AttributeDefinitions: Match.arrayWith([{ AttributeName: index!.partitionKey, AttributeType: 'S' }]),
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
  });

  it('is protected from deletion and retained in production only', () => {
    const dev = bareStack();
    new Database(dev, 'Database', { production: false });
    const devTemplate = Template.fromStack(dev);
    devTemplate.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    devTemplate.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: false });

    const prod = bareStack();
    new Database(prod, 'Database', { production: true });
    const prodTemplate = Template.fromStack(prod);
    prodTemplate.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    prodTemplate.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
  });
});

describe('buckets', () => {
  const buckets = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::S3::Bucket');
  const bucketId = (fragment: string) => buckets.find(([id]) => id.includes(fragment))![0];

  it('blocks public access and encrypts every bucket', () => {
    expect(buckets.length).toBe(4);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toEqual({
        SSEAlgorithm: 'AES256',
      });
    }
  });

  it('denies every request without TLS on every bucket', () => {
    for (const [id] of buckets) {
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Principal: { AWS: '*' },
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('lets the app origin upload to the scripts and documents buckets with presigned PUTs', () => {
    for (const fragment of ['StorageScripts', 'StorageDocuments']) {
      const cors = resources[bucketId(fragment)]!.Properties.CorsConfiguration.CorsRules[0];
      expect(cors.AllowedMethods).toContain('PUT');
      expect(JSON.stringify(cors.AllowedOrigins)).toContain('DomainName');
    }
  });

  it('aborts abandoned multipart uploads and expires pending uploads after a day', () => {
    for (const fragment of ['StorageScripts', 'StorageDocuments']) {
      const rules = resources[bucketId(fragment)]!.Properties.LifecycleConfiguration.Rules;
      expect(rules).toContainEqual(expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }));
      expect(rules).toContainEqual(expect.objectContaining({ Prefix: PENDING_UPLOADS_PREFIX, ExpirationInDays: 1 }));
      expect(rules).toContainEqual(expect.objectContaining({ Prefix: EXPORTS_PREFIX, ExpirationInDays: 1 }));
    }
  });

  it('writes server access logs of the data and web buckets to the log bucket', () => {
    const logsId = bucketId('StorageAccessLogs');
    for (const [id, bucket] of buckets.filter(([id]) => id !== logsId)) {
      expect(bucket.Properties.LoggingConfiguration, id).toEqual(
        expect.objectContaining({ DestinationBucketName: { Ref: logsId } }),
      );
    }
  });

  it('keeps user data in production', () => {
    const prod = bareStack();
    new Storage(prod, 'Storage', { stage: 'prod', allowedOrigins: ['https://app.example.com'], production: true });
    const prodTemplate = Template.fromStack(prod);
    expect(Object.values(prodTemplate.findResources('AWS::S3::Bucket')).every((b) => b.DeletionPolicy === 'Retain')).toBe(true);
    prodTemplate.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });
});

describe('Cognito', () => {
  it('signs users up by email with the spec password rule and the confirmation-link trigger', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      LambdaConfig: { CustomMessage: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('custom message'),
      Environment: { Variables: Match.objectLike({ APP_URL: Match.anyValue() }) },
    });
  });

  it('matches addresses ignoring case, recovers passwords by verified email only, and writes the reset mail through the trigger', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameConfiguration: { CaseSensitive: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      LambdaConfig: { CustomMessage: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Cognito custom message: the sign-up confirmation and password-reset mails with their links',
    });
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    // Forgotten-password and sign-in answers must not tell whether an address has an account.
    expect(client!.Properties.PreventUserExistenceErrors).toBe('ENABLED');
  });

  it('offers Google and the web client flows with the dashboard callback', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({ client_id: 'test-client.apps.googleusercontent.com', authorize_scopes: 'openid email profile' }),
    });
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties).toMatchObject({
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: expect.arrayContaining(['openid', 'email', 'profile']),
      SupportedIdentityProviders: expect.arrayContaining(['COGNITO', 'Google']),
      ExplicitAuthFlows: expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']),
    });
    expect(JSON.stringify(client!.Properties.CallbackURLs)).toContain('/dashboard');
    expect(JSON.stringify(client!.Properties.LogoutURLs)).toMatch(/DomainName"\]\},"\/"\]/);
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { ManagedLoginVersion: 2 });
  });

  it('has no Google provider when no Google client id is configured', () => {
    const { template: withoutGoogle } = synthAppStack({ config: { stage: 'nogoogle' } });
    withoutGoogle.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    const [client] = Object.values(withoutGoogle.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties.SupportedIdentityProviders).toEqual(['COGNITO']);
  });
});

describe('credit package seed', () => {
  it('seeds on deploy with the configured live price ids', () => {
    template.hasResourceProperties('Custom::CreditPackages', {
      SeedHash: Match.stringLikeRegexp('^[0-9a-f]{64}$'),
      PriceIdOverrides: JSON.stringify({ creator: 'price_live_creator' }),
    });
  });
});
