/**
 * Every API route in one table: the CDK stack builds one Lambda and one API Gateway method per row,
 * and the local gateway serves exactly the same rows, so the two can never drift.
 */
import type { DataGrants } from './grants';
import type { RateLimitGroup } from './rate-limit-groups';
import type { WorkerName } from './workers';

export type RouteAuth = 'user' | 'public' | 'stripe-signature';

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway resource path, with `{name}` path parameters. */
  path: string;
  /** PascalCase construct id of the Lambda. */
  functionName: string;
  /** Handler file relative to the repository root; it exports `handler`. */
  entry: string;
  auth: RouteAuth;
  /** What the Lambda may do to each resource; absent means no access at all. */
  grants: DataGrants & {
    bedrock?: boolean;
    stripeSecrets?: boolean;
    /** cognito-idp:AdminDeleteUser on the user pool (account deletion only). */
    deleteUsers?: boolean;
    /** Background workers the route starts (lambda:InvokeFunction on each, and its name in the environment). */
    workers?: readonly WorkerName[];
  };
  /**
   * A route that costs money counts against the user's limit for this group (lambdas/shared/rate-limits.ts),
   * checked before the handler runs; its Lambda may then update the user's rate window.
   */
  rateLimit?: RateLimitGroup;
  /**
   * The answer streams (Lambda response streaming through an API Gateway STREAM integration), so the Lambda may
   * run past API Gateway's 29 s: lib/constructs/api-function.ts gives it 5 minutes.
   */
  streaming?: boolean;
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
    path: '/api/me/export',
    functionName: 'ExportAccount',
    entry: 'lambdas/api/profile/export-account.ts',
    auth: 'user',
    // Reading the zip is what lets it sign the download link.
    grants: { table: 'read', scriptsBucket: 'read' },
  },
  {
    method: 'POST',
    path: '/api/me/export',
    functionName: 'StartExport',
    entry: 'lambdas/api/profile/start-export.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'read', workers: ['exportAccount'] },
  },
  {
    method: 'DELETE',
    path: '/api/me',
    functionName: 'DeleteAccount',
    entry: 'lambdas/api/profile/delete-account.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'readWrite', documentsBucket: 'readWrite', deleteUsers: true, workers: ['purgeAccount'] },
  },
  {
    method: 'GET',
    path: '/api/me/payments',
    functionName: 'ListPayments',
    entry: 'lambdas/api/payments/list-payments.ts',
    auth: 'user',
    grants: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/scripts',
    functionName: 'ListScripts',
    entry: 'lambdas/api/scripts/list-scripts.ts',
    auth: 'user',
    // Writes too, and reads scripts' texts: the first search of a library from before the search index builds it.
    grants: { table: 'readWrite', scriptsBucket: 'read' },
  },
  {
    method: 'POST',
    path: '/api/scripts',
    functionName: 'GenerateScript',
    entry: 'lambdas/api/scripts/generate-script.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'readWrite', documentsBucket: 'read', bedrock: true },
    rateLimit: 'generate',
    streaming: true,
  },
  {
    method: 'POST',
    path: '/api/scripts/outline',
    functionName: 'OutlineScript',
    entry: 'lambdas/api/scripts/outline-script.ts',
    auth: 'user',
    // Free and not rate-limited: no model call, nothing written; the reads planning needs (docs/around-the-draft.md).
    grants: { table: 'read' },
  },
  {
    method: 'PUT',
    path: '/api/scripts/{id}',
    functionName: 'SaveScript',
    entry: 'lambdas/api/scripts/save-script.ts',
    auth: 'user',
    // The documents bucket: the shingles the voice match leaves copies out by.
    grants: { table: 'readWrite', scriptsBucket: 'readWrite', documentsBucket: 'read' },
  },
  {
    method: 'GET',
    path: '/api/scripts/{id}/versions',
    functionName: 'ListVersions',
    entry: 'lambdas/api/scripts/list-versions.ts',
    auth: 'user',
    grants: { table: 'read' },
  },
  {
    method: 'GET',
    path: '/api/scripts/{id}/versions/{versionId}',
    functionName: 'GetVersion',
    entry: 'lambdas/api/scripts/get-version.ts',
    auth: 'user',
    grants: { table: 'read', scriptsBucket: 'read' },
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/versions/{versionId}/restore',
    functionName: 'RestoreVersion',
    entry: 'lambdas/api/scripts/restore-version.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'readWrite', documentsBucket: 'read' },
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/rewrite',
    functionName: 'RewriteScript',
    entry: 'lambdas/api/scripts/rewrite-script.ts',
    auth: 'user',
    // A proposal only: it reads the script and keeps the proposal in the table; Accept writes the version.
    grants: { table: 'readWrite', scriptsBucket: 'read', documentsBucket: 'read', bedrock: true },
    rateLimit: 'rewrite',
    streaming: true,
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/rewrite/{proposalId}/accept',
    functionName: 'AcceptRewrite',
    entry: 'lambdas/api/scripts/accept-rewrite.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'readWrite' },
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/hook',
    functionName: 'ChooseHook',
    entry: 'lambdas/api/scripts/choose-hook.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'readWrite' },
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/rewrite/{proposalId}/stop',
    functionName: 'StopRewrite',
    entry: 'lambdas/api/scripts/stop-rewrite.ts',
    auth: 'user',
    grants: { table: 'readWrite' },
  },
  {
    method: 'GET',
    path: '/api/scripts/{id}/voice-document',
    functionName: 'PreviewScriptVoiceDocument',
    entry: 'lambdas/api/scripts/preview-voice-document.ts',
    auth: 'user',
    grants: { table: 'read', scriptsBucket: 'read' },
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/voice-document',
    functionName: 'AddScriptToVoice',
    entry: 'lambdas/api/scripts/add-to-voice.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'read', documentsBucket: 'readWrite' },
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/stop',
    functionName: 'StopGeneration',
    entry: 'lambdas/api/scripts/stop-generation.ts',
    auth: 'user',
    grants: { table: 'readWrite' },
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
    method: 'PATCH',
    path: '/api/scripts/{id}',
    functionName: 'RenameScript',
    entry: 'lambdas/api/scripts/rename-script.ts',
    auth: 'user',
    // Reads the current version's text: the search entry is rewritten with the new topic.
    grants: { table: 'readWrite', scriptsBucket: 'read' },
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/duplicate',
    functionName: 'DuplicateScript',
    entry: 'lambdas/api/scripts/duplicate-script.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'readWrite' },
  },
  {
    method: 'DELETE',
    path: '/api/scripts/{id}',
    functionName: 'DeleteScript',
    entry: 'lambdas/api/scripts/delete-script.ts',
    auth: 'user',
    grants: { table: 'readWrite', scriptsBucket: 'readWrite' },
  },
  {
    method: 'GET',
    path: '/api/scripts/{id}/voice-match',
    functionName: 'GetScriptVoiceMatch',
    entry: 'lambdas/api/scripts/get-voice-match.ts',
    auth: 'user',
    // Writes only to learn a profile from before copy checks again (the shingles beside it), as processing would.
    grants: { table: 'readWrite', scriptsBucket: 'read', documentsBucket: 'readWrite' },
  },
  {
    method: 'GET',
    path: '/api/documents',
    functionName: 'ListDocuments',
    entry: 'lambdas/api/documents/list-documents.ts',
    auth: 'user',
    // Writes too: it releases the reservations of uploads that never arrived.
    grants: { table: 'readWrite', documentsBucket: 'readWrite' },
  },
  {
    method: 'POST',
    path: '/api/documents',
    functionName: 'UploadDocument',
    entry: 'lambdas/api/documents/upload-document.ts',
    auth: 'user',
    grants: { table: 'readWrite', documentsBucket: 'readWrite' },
  },
  {
    method: 'POST',
    path: '/api/documents/{id}/process',
    functionName: 'ProcessDocument',
    entry: 'lambdas/api/documents/process-document.ts',
    auth: 'user',
    grants: { table: 'readWrite', documentsBucket: 'readWrite' },
  },
  {
    method: 'GET',
    path: '/api/documents/{id}',
    functionName: 'GetDocument',
    entry: 'lambdas/api/documents/get-document.ts',
    auth: 'user',
    // Reading is what lets it sign the download link.
    grants: { table: 'read', documentsBucket: 'read' },
  },
  {
    method: 'GET',
    path: '/api/documents/{id}/text',
    functionName: 'GetDocumentText',
    entry: 'lambdas/api/documents/get-document-text.ts',
    auth: 'user',
    grants: { table: 'read', documentsBucket: 'read' },
  },
  {
    method: 'DELETE',
    path: '/api/documents/{id}',
    functionName: 'DeleteDocument',
    entry: 'lambdas/api/documents/delete-document.ts',
    auth: 'user',
    grants: { table: 'readWrite', documentsBucket: 'readWrite' },
  },
  {
    method: 'POST',
    path: '/api/voice/not-me',
    functionName: 'MarkNotMe',
    entry: 'lambdas/api/voice/mark-not-me.ts',
    auth: 'user',
    grants: { table: 'readWrite' },
  },
  {
    method: 'POST',
    path: '/api/voice/not-me/undo',
    functionName: 'UndoNotMe',
    entry: 'lambdas/api/voice/undo-not-me.ts',
    auth: 'user',
    grants: { table: 'readWrite' },
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
  {
    method: 'POST',
    path: '/api/sources/read',
    functionName: 'ReadSource',
    entry: 'lambdas/api/sources/read-source.ts',
    auth: 'user',
    // It reads the web, not our data: no table or bucket beyond its rate window (granted by rateLimit).
    grants: {},
    rateLimit: 'read-source',
  },
  // Voices (issue 33, docs/voices.md).
  { method: 'GET', path: '/api/voices', functionName: 'ListVoices', entry: 'lambdas/api/voices/list-voices.ts', auth: 'user', grants: { table: 'read' } },
  { method: 'POST', path: '/api/voices', functionName: 'CreateVoice', entry: 'lambdas/api/voices/create-voice.ts', auth: 'user', grants: { table: 'readWrite' } },
  { method: 'PATCH', path: '/api/voices/{id}', functionName: 'RenameVoice', entry: 'lambdas/api/voices/rename-voice.ts', auth: 'user', grants: { table: 'readWrite' } },
  // Deleting a voice deletes its documents' files and its passage sample and shingles.
  { method: 'DELETE', path: '/api/voices/{id}', functionName: 'DeleteVoice', entry: 'lambdas/api/voices/delete-voice.ts', auth: 'user', grants: { table: 'readWrite', documentsBucket: 'readWrite' } },
  {
    method: 'GET',
    path: '/api/packages',
    functionName: 'ListPackages',
    entry: 'lambdas/api/packages/list-packages.ts',
    auth: 'public',
    grants: { table: 'read' },
  },
  {
    method: 'POST',
    path: '/api/checkout',
    functionName: 'CreateCheckout',
    entry: 'lambdas/api/payments/create-checkout.ts',
    auth: 'user',
    grants: { table: 'read', stripeSecrets: true },
    rateLimit: 'checkout',
  },
  {
    method: 'POST',
    path: '/api/checkout/verify',
    functionName: 'VerifyPayment',
    entry: 'lambdas/api/payments/verify-payment.ts',
    auth: 'user',
    grants: { table: 'readWrite', stripeSecrets: true },
  },
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    functionName: 'StripeWebhook',
    entry: 'lambdas/api/payments/stripe-webhook.ts',
    auth: 'stripe-signature',
    grants: { table: 'readWrite', stripeSecrets: true },
  },
];
