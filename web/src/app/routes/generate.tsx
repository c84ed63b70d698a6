import { useQueryClient } from '@tanstack/react-query';
import { House } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import type { Script } from '@contracts/scripts';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { getMeQueryOptions, useMe } from '@/features/profile/api/get-me';
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
            <BreadcrumbPage>Generate Script</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Generate Script</h1>
        <p className="mt-1 text-muted-foreground">Create content in your unique voice</p>
      </header>
      <GenerateForm
        credits={me.data?.credits.total}
        styleApplied={me.data?.hasProcessedDocument ?? false}
        onGenerated={generated}
        onCreditsStale={() => void reloadCredits()}
      />
    </div>
  );
};

export default GenerateRoute;
