import { PageHeader } from '@/components/layout/page-header';
import { ScriptLibrary } from '@/features/library/components/script-library';
import { ScriptMenu } from '@/features/script-manage/components/script-menu';
import { usePageTitle } from '@/lib/page-title';

export const ScriptsRoute = () => {
  usePageTitle('Your Scripts');
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title="Your Scripts" subtitle="Every script you have written, newest first" />
      <ScriptLibrary rowActions={(script) => <ScriptMenu script={script} />} />
    </div>
  );
};

export default ScriptsRoute;
