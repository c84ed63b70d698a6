import { FolderOpen } from 'lucide-react';
import type { UserDocument } from '@contracts/documents';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentsBeingProcessed, useProcessDocument } from '../api/process-document';
import { DocumentRow } from './document-row';

interface DocumentsListProps {
  /** Undefined while loading or after a failed load. */
  documents: UserDocument[] | undefined;
  loading: boolean;
  onRetry: () => void;
}

/** The spec's list header, word for word (§2). */
export const documentsHeader = (count: number) => (count === 0 ? 'No documents uploaded yet' : `${count} document(s)`);

/** 'Your Documents': the header, the empty state, or a row per document (newest first). */
export const DocumentsList = ({ documents, loading, onRetry }: DocumentsListProps) => {
  const processing = useDocumentsBeingProcessed();
  const process = useProcessDocument();

  return (
    <Card role="region" aria-labelledby="your-documents-title">
      <CardHeader>
        <CardTitle id="your-documents-title">Your Documents</CardTitle>
        {documents && <CardDescription data-testid="documents-count">{documentsHeader(documents.length)}</CardDescription>}
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading documents" />
          </div>
        ) : !documents ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted-foreground">
            <p>Your documents could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : documents.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed py-12 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <FolderOpen aria-hidden className="size-6" />
            </span>
            <p className="text-sm text-muted-foreground">Upload your first document to get started</p>
          </div>
        ) : (
          <ul aria-label="Documents" className="divide-y">
            {documents.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                processing={processing.has(document.id)}
                onProcess={({ id }) => process.mutate(id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
