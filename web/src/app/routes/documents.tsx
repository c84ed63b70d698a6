import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { STORAGE_QUOTA_BYTES } from '@contracts/limits';
import { PageHeader } from '@/components/layout/page-header';
import { useDocuments } from '@/features/documents/api/list-documents';
import { DocumentsList } from '@/features/documents/components/documents-list';
import { StorageUsageCard } from '@/features/documents/components/storage-usage-card';
import { UploadCard } from '@/features/documents/components/upload-card';
import { VoicePanel } from '@/features/documents/components/voice-panel';
import { usePageTitle } from '@/lib/page-title';
import { readVoiceChanges } from '@/lib/voice-changes-state';
import { useCurrentVoiceId } from '@/lib/voices';
import { VoiceSwitcher } from '@/features/voices/components/voice-switcher';
import { notify } from '@/lib/toast';

export const DocumentsRoute = () => {
  usePageTitle('My Documents');
  const voiceId = useCurrentVoiceId();
  const list = useDocuments(voiceId);
  const documents = list.data?.documents;
  const voiceChanges = readVoiceChanges(useLocation().state);

  useEffect(() => {
    if (list.isError) notify.error('Error', 'Failed to load documents');
  }, [list.isError, list.errorUpdatedAt]);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader
        title="My Documents"
        subtitle="Upload your scripts and transcripts to personalize your content generation"
        actions={<VoiceSwitcher />}
      />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <StorageUsageCard
          storage={list.data?.storage}
          totalDocuments={documents?.length}
          processedDocuments={documents?.filter(({ processed }) => processed).length}
        />
        <UploadCard
          usedBytes={list.data?.storage.usedBytes ?? 0}
          quotaBytes={list.data?.storage.quotaBytes ?? STORAGE_QUOTA_BYTES}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DocumentsList documents={documents} loading={list.isPending || voiceId === undefined} onRetry={() => void list.refetch()} />
        </div>
        <VoicePanel voice={list.isError && !list.data ? null : list.data?.voice} changes={voiceChanges} />
      </div>
    </div>
  );
};

export default DocumentsRoute;
