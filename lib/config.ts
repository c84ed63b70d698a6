import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';
import { CREDIT_PACKAGE_SEED } from '../lambdas/data/seed/credit-packages';

const RETENTION_DAYS = Object.values(RetentionDays).filter((days): days is number => typeof days === 'number' && days > 0);

const packageIds = new Set(CREDIT_PACKAGE_SEED.map((pkg) => pkg.id));

const httpsOrigin = z
  .string()
  .url()
  .refine((value) => new URL(value).origin === value, 'must be an origin such as https://app.example.com (no path or trailing slash)')
  .refine((value) => value.startsWith('https://') || /^http:\/\/localhost(:\d+)?$/.test(value), 'must use https (or be http://localhost)');

/** CDK context arrives as strings from `-c key=value` and as JSON values from cdk.json: accept both. */
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const listFromContext = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) return parseJson(trimmed);
    return trimmed === '' ? [] : trimmed.split(',').map((part) => part.trim());
  }, schema);

const recordFromContext = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? {} : parseJson(value)) : value), schema);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const deployConfigSchema = z
  .object({
    /** Names the stack and its secrets; `prod` turns on deletion protection and retention of user data. */
    stage: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,11}$/, 'stage must be 2-12 lower-case letters, digits or dashes, starting with a letter')
      .default('dev'),
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'region must look like ap-southeast-2').default('ap-southeast-2'),
    /** Optional custom domain for the app (e.g. app.example.com); needs an ACM certificate in us-east-1. */
    domain: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/).optional()),
    certificateArn: z.preprocess(emptyToUndefined, z.string().startsWith('arn:aws:acm:us-east-1:').optional()),
    /** Cognito managed-login domain prefix; by default derived from the stage and the stack id. */
    authDomainPrefix: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)
        .refine((value) => !/aws|amazon|cognito/.test(value), 'must not contain aws, amazon or cognito')
        .optional(),
    ),
    /** An Australian cross-region inference profile keeps prompts and scripts inside Australia. */
    bedrockModelId: z.string().min(1).default('au.anthropic.claude-haiku-4-5-20251001-v1:0'),
    /** The Google OAuth client id (not a secret); without it the stack has no Google sign-in. */
    googleClientId: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    googleClientSecretName: z.string().min(1).optional(),
    stripeSecretKeyName: z.string().min(1).optional(),
    stripeWebhookSecretName: z.string().min(1).optional(),
    /** Where CloudWatch alarms are mailed (an SNS email subscription to confirm once); none: subscribe later. */
    alarmEmail: z.preprocess(emptyToUndefined, z.string().email().optional()),
    /** A verified SES identity to send sign-up mail from; without it Cognito's own sender (about 50 mails a day). */
    sesFromEmail: z.preprocess(emptyToUndefined, z.string().email().optional()),
    /** Extra origins (besides the app URL) allowed for presigned uploads and OAuth callbacks. */
    allowedOrigins: listFromContext(z.array(httpsOrigin)).default([]),
    /** Live Stripe price ids per credit package id; packages not listed keep the seed's ids. */
    stripePriceIds: recordFromContext(
      z
        .record(z.string(), z.string().regex(/^price_\w+$/, 'Stripe price ids start with price_'))
        .refine((ids) => Object.keys(ids).every((id) => packageIds.has(id)), {
          message: `stripePriceIds keys must be package ids: ${[...packageIds].join(', ')}`,
        })
        .default({}),
    ),
    logRetentionDays: z.coerce
      .number()
      .refine((days) => RETENTION_DAYS.includes(days), `logRetentionDays must be one of ${RETENTION_DAYS.join(', ')}`)
      .default(30),
  })
  .refine((config) => !config.domain || config.certificateArn, {
    message: 'domain needs certificateArn (an ACM certificate in us-east-1 covering the domain)',
    path: ['certificateArn'],
  })
  .transform((config) => ({
    ...config,
    production: config.stage === 'prod',
    googleClientSecretName: config.googleClientSecretName ?? `scriptvoice/${config.stage}/google-client-secret`,
    stripeSecretKeyName: config.stripeSecretKeyName ?? `scriptvoice/${config.stage}/stripe-secret-key`,
    stripeWebhookSecretName: config.stripeWebhookSecretName ?? `scriptvoice/${config.stage}/stripe-webhook-secret`,
  }));

export type DeployConfigInput = z.input<typeof deployConfigSchema>;
export type DeployConfig = z.output<typeof deployConfigSchema>;

export const CONFIG_CONTEXT_KEYS = [
  'stage',
  'region',
  'domain',
  'certificateArn',
  'authDomainPrefix',
  'bedrockModelId',
  'googleClientId',
  'googleClientSecretName',
  'stripeSecretKeyName',
  'stripeWebhookSecretName',
  'sesFromEmail',
  'alarmEmail',
  'allowedOrigins',
  'stripePriceIds',
  'logRetentionDays',
] as const;

/** Parses the deploy parameters, failing synth with every problem listed rather than deploying a half-configured stack. */
export const parseDeployConfig = (input: Record<string, unknown>): DeployConfig => {
  const result = deployConfigSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || 'config'}: ${issue.message}`);
    throw new Error(`Invalid deploy configuration:\n${problems.join('\n')}`);
  }
  return result.data;
};

/** Reads every config key from CDK context (cdk.json and `-c key=value`). */
export const deployConfigFromContext = (tryGetContext: (key: string) => unknown): DeployConfig =>
  parseDeployConfig(
    Object.fromEntries(
      CONFIG_CONTEXT_KEYS.map((key) => [key, tryGetContext(key)]).filter(([, value]) => value !== undefined),
    ),
  );
