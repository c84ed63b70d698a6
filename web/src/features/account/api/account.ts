import { signOut } from 'aws-amplify/auth';
import * as z from 'zod';
import { request } from '@/lib/api-client';

/** Downloads everything the user has with us as one JSON file. */
export const downloadExport = async (): Promise<void> => {
  const data = await request('GET', '/me/export', z.unknown());
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `scriptvoice-export-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
};

/** Deletes the account through the API (its Cognito user included), then forgets this browser's session. */
export const deleteAccount = async (): Promise<void> => {
  await request('DELETE', '/me', z.unknown());
  await signOut();
};
