import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import type { UserDocument } from '@contracts/documents';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { refreshDocuments } from './refresh';

/** 204 No Content: request() finds no JSON body and hands the schema `undefined`. */
export const deleteDocument = async (id: string): Promise<void> => {
  await request('DELETE', `/documents/${encodeURIComponent(id)}`, z.unknown());
};

/** Deletes a document (its file, passages and storage use go with it) and says so (spec §8). */
export const useDeleteDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['documents', 'delete'],
    mutationFn: (document: UserDocument) => deleteDocument(document.id),
    onSuccess: (_, document) => notify.success('Document deleted', `${document.file_name} has been removed`),
    onError: () => notify.error('Delete failed', 'Failed to delete document'),
    onSettled: () => refreshDocuments(queryClient),
  });
};
