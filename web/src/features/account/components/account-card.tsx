import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/toast';
import { deleteAccount } from '../api/account';
import { useAccountExport } from '../hooks/use-account-export';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ExportStatus } from './export-status';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** Export and deletion of everything the user has with us, as the Terms and Privacy Policy promise. */
export const AccountCard = ({ onDeleted }: { onDeleted: () => void }) => {
  const { state } = useAuth();
  const [deleting, setDeleting] = useState(false);
  const exported = useAccountExport();
  const preparing = exported.starting || exported.job?.state === 'preparing';

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteAccount();
      notify.success('Account deleted', 'Your account and content have been deleted');
      onDeleted();
    } catch (error) {
      notify.error('Delete failed', messageOf(error, 'Failed to delete your account'));
      setDeleting(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>You own your scripts and uploads. Take a copy of everything, or delete it all.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {exported.job ? <ExportStatus job={exported.job} /> : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" disabled={preparing || deleting} onClick={exported.start}>
            <Download aria-hidden /> {preparing ? 'Exporting...' : 'Export My Data'}
          </Button>
          <DeleteAccountDialog email={state.user?.email} deleting={deleting} onConfirm={() => void remove()} />
        </div>
      </CardContent>
    </Card>
  );
};
