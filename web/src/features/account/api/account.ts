import { signOut } from 'aws-amplify/auth';
import * as z from 'zod';
import { type ExportJob, exportJobResponseSchema } from '@contracts/account-export';
import { request } from '@/lib/api-client';

/** The latest export of the user's data (preparing, ready with a fresh download link, or failed), or null. */
export const getExport = async (): Promise<ExportJob | null> => (await request('GET', '/me/export', exportJobResponseSchema)).export;

/** Starts building the zip of everything the user has with us (or answers the one already preparing). */
export const startExport = async (): Promise<ExportJob> => (await request('POST', '/me/export', exportJobResponseSchema)).export!;

/**
 * Deletes the account through the API (its Cognito user included), then forgets this browser's session. A large
 * account answers 202 once the sign-in is gone and the rest is being removed in the background: deleted all the same.
 */
export const deleteAccount = async (): Promise<void> => {
  await request('DELETE', '/me', z.unknown());
  await signOut();
};
