/**
 * Every API route in one table: the CDK stack builds one Lambda and one API Gateway method per row,
 * and the local gateway serves exactly the same rows, so the two can never drift.
 */
export type RouteAuth = 'user' | 'public' | 'stripe-signature';
export type Access = 'read' | 'readWrite';

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway resource path, with `{name}` path parameters. */
  path: string;
  /** PascalCase construct id of the Lambda. */
  functionName: string;
  /** Handler file relative to the repository root; it exports `handler`. */
  entry: string;
  auth: RouteAuth;
  /** What the Lambda may do to each resource; absent means no access at all. */
  grants: {
    table?: Access;
    scriptsBucket?: Access;
    documentsBucket?: Access;
    bedrock?: boolean;
    stripeSecrets?: boolean;
  };
}

export const ROUTES: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/me',
    functionName: 'GetProfile',
    entry: 'lambdas/api/profile/get-profile.ts',
    auth: 'user',
    grants: { table: 'readWrite' },
  },
  {
    method: 'GET',
    path: '/api/scripts',
    functionName: 'ListScripts',
    entry: 'lambdas/api/scripts/list-scripts.ts',
    auth: 'user',
    grants: { table: 'read' },
  },
  {
    method: 'POST',
    path: '/api/scripts',
    functionName: 'GenerateScript',
    entry: 'lambdas/api/scripts/generate-script.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'readWrite', bedrock: true },
  },
  {
    method: 'GET',
    path: '/api/scripts/{id}',
    functionName: 'GetScript',
    entry: 'lambdas/api/scripts/get-script.ts',
    auth: 'user',
    grants: { table: 'read', scriptsBucket: 'read' },
  },
  {
    method: 'GET',
    path: '/api/style-guide',
    functionName: 'GetStyleGuide',
    entry: 'lambdas/api/style-guide/get-style-guide.ts',
    auth: 'user',
    grants: { table: 'read' },
  },
  {
    method: 'PUT',
    path: '/api/style-guide',
    functionName: 'SaveStyleGuide',
    entry: 'lambdas/api/style-guide/save-style-guide.ts',
    auth: 'user',
    grants: { table: 'readWrite' },
  },
];
