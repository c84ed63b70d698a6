import { House } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { STORAGE_QUOTA_BYTES } from '@contracts/limits';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { useDocuments } from '@/features/documents/api/list-documents';
import { DocumentsList } from '@/features/documents/components/documents-list';
import { StorageUsageCard } from '@/features/documents/components/storage-usage-card';
import { UploadCard } from '@/features/documents/components/upload-card';
import { VoicePanel } from '@/features/documents/components/voice-panel';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

export const DocumentsRoute = () => {
  usePageTitle('My Documents');
  const list = useDocuments();
  const documents = list.data?.documents;

  useEffect(() => {
    if (list.isError) notify.error('Error', 'Failed to load documents');
  }, [list.isError, list.errorUpdatedAt]);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link to="/dashboard" aria-label="Dashboard">
                <House aria-hidden className="size-4" />
              </Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>My Documents</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">My Documents</h1>
        <p className="mt-1 text-muted-foreground">Upload your scripts and transcripts to personalize your content generation</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
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
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DocumentsList documents={documents} loading={list.isPending} onRetry={() => void list.refetch()} />
        </div>
        <VoicePanel voice={list.isError && !list.data ? null : list.data?.voice} />
      </div>
    </div>
  );
};

export default DocumentsRoute;
