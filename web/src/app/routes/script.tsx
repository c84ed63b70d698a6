import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { scriptLoadFailure, useScript } from '@/features/scripts/api/get-script';
import { ScriptActions } from '@/features/scripts/components/script-actions';
import { ScriptBody } from '@/features/scripts/components/script-body';
import { ScriptDetails } from '@/features/scripts/components/script-details';
import { ScriptNotFound } from '@/features/scripts/components/script-not-found';
import { ScriptTopBar } from '@/features/scripts/components/script-top-bar';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

export const ScriptRoute = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const script = useScript(id);
  const failure = script.isError ? scriptLoadFailure(script.error) : null;

  usePageTitle(script.data?.script.topic ?? (failure === 'not-found' ? 'Script Not Found' : 'Script'));

  useEffect(() => {
    if (failure === 'forbidden') notify.error('Access Denied', 'You do not have permission to view this script');
    if (failure === 'failed') notify.error('Error', 'Failed to load script');
    if (failure === 'forbidden' || failure === 'failed') navigate('/dashboard', { replace: true });
  }, [failure, navigate]);

  let content;
  if (script.data) {
    const { script: row, body } = script.data;
    content = (
      <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
        <ScriptDetails script={row} />
        <ScriptActions topic={row.topic} createdAt={row.created_at} body={body} />
        <Card>
          <CardContent className="p-5 sm:p-8">
            <ScriptBody markdown={body} />
          </CardContent>
        </Card>
      </article>
    );
  } else if (failure === 'not-found') {
    content = <ScriptNotFound />;
  } else {
    content = (
      <div className="flex justify-center py-24">
        <Spinner label="Loading script" className="size-8" />
      </div>
    );
  }

  return (
    <>
      <ScriptTopBar />
      {content}
    </>
  );
};

export default ScriptRoute;
