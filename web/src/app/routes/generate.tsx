import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Script } from '@contracts/scripts';
import { PageHeader } from '@/components/layout/page-header';
import { getMeQueryOptions, useMe } from '@/lib/me';
import { GenerateForm } from '@/features/scripts/components/generate-form';
import { usePageTitle } from '@/lib/page-title';

export const GenerateRoute = () => {
  usePageTitle('Generate Script');
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const reloadCredits = () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });

  const generated = (script: Script) => {
    void reloadCredits();
    navigate(`/script/${script.id}`);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title="Generate Script" subtitle="Create content in your unique voice" />
      <GenerateForm
        credits={me.data?.credits.total}
        styleApplied={me.data?.hasProcessedDocument}
        onGenerated={generated}
        onCreditsStale={() => void reloadCredits()}
      />
    </div>
  );
};

export default GenerateRoute;
