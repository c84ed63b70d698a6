import * as z from 'zod';

/**
 * `/config.json`: what the web app reads before its first render. The CDK stack writes it in AWS and the
 * local stack serves it, so the same build runs in both.
 */
export const runtimeConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only set locally: where cognito-local answers instead of cognito-idp.{region}.amazonaws.com. */
  cognitoEndpoint: z.string().url().optional(),
  /** Cognito managed-login domain for Google sign-in in AWS. */
  oauthDomain: z.string().optional(),
  apiBaseUrl: z.string(),
  local: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
