import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ScriptVersionResponse } from '@contracts/script-versions';
import { Spinner } from '@/components/ui/spinner';
import { refreshDocuments } from '@/features/documents/api/refresh';
import { scriptLoadFailure, useReplaceScript, useScript } from '@/features/scripts/api/get-script';
import { ScriptActions } from '@/features/scripts/components/script-actions';
import { ScriptBody } from '@/features/scripts/components/script-body';
import { ScriptDetails } from '@/features/scripts/components/script-details';
import { ScriptMaterial } from '@/features/scripts/components/script-material';
import { ScriptNotFound } from '@/features/scripts/components/script-not-found';
import { CaptionDownloads } from '@/features/script-extras/components/caption-downloads';
import { HookOptions } from '@/features/script-extras/components/hook-options';
import { PostWords } from '@/features/script-extras/components/post-words';
import { ScriptMenu } from '@/features/script-manage/components/script-menu';
import { versionsKey } from '@/features/script-workshop/api/keys';
import { ScriptWorkshop } from '@/features/script-workshop/components/script-workshop';
import { useStyleGuide } from '@/features/style-guide/api/get-style-guide';
import { knownFigures } from '@/lib/material-check';
import { voiceOf } from '@contracts/voices';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

export const ScriptRoute = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const script = useScript(id);
  const replaceScript = useReplaceScript(id);
  const failure = script.isError ? scriptLoadFailure(script.error) : null;
  // The style guide's templates are the creator's own words too; without it (not loaded, or none) only the rest counts.
  const row = script.data?.script;
  // The script's own voice's style guide (docs/voices.md).
  const styleGuide = useStyleGuide(row ? voiceOf(row) : undefined).data;
  const material = script.data?.material ?? null;
  const known = useMemo(
    () => knownFigures({ topic: row?.topic ?? '', details: row?.details ?? null, material, styleGuide }),
    [row?.topic, row?.details, material, styleGuide],
  );
  const marks = useMemo(() => ({ known, sources: material?.sources.length ?? 0 }), [known, material]);

  usePageTitle(script.data?.script.topic ?? (failure === 'not-found' ? 'Script Not Found' : 'Script'));

  useEffect(() => {
    if (failure === 'forbidden') notify.error('Access Denied', 'You do not have permission to view this script');
    if (failure === 'failed') notify.error('Error', 'Failed to load script');
    if (failure === 'forbidden' || failure === 'failed') navigate('/dashboard', { replace: true });
  }, [failure, navigate]);

  const showVersion = useCallback(({ script: row, body }: ScriptVersionResponse) => replaceScript({ script: row, body }), [replaceScript]);
  // A hook chosen is a version made outside the workshop: its list of versions is stale too.
  const showHookVersion = useCallback(
    (response: ScriptVersionResponse) => {
      showVersion(response);
      void queryClient.invalidateQueries({ queryKey: versionsKey(id) });
    },
    [showVersion, queryClient, id],
  );
  const { refetch } = script;
  const loadLatest = useCallback(async () => (await refetch()).data, [refetch]);
  const documentsChanged = useCallback(() => void refreshDocuments(queryClient), [queryClient]);

  let content;
  if (script.data) {
    const { script: shown, body, extras } = script.data;
    content = (
      <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
        <ScriptDetails
          script={shown}
          actions={
            <ScriptMenu
              script={shown}
              look="button"
              onDuplicated={(copy) => navigate(`/script/${copy.id}`)}
              onDeleted={() => navigate('/scripts', { replace: true })}
            />
          }
        />
        <ScriptActions topic={shown.topic} createdAt={shown.created_at} body={body} />
        <ScriptWorkshop key={shown.id} script={shown} body={body} known={known} onVersion={showVersion} loadLatest={loadLatest} onAddedToVoice={documentsChanged}>
          {(sectionAction) => <ScriptBody markdown={body} sectionAction={sectionAction} marks={marks} />}
        </ScriptWorkshop>
        {extras && extras.hooks.length > 0 && <HookOptions script={shown} body={body} extras={extras} onVersion={showHookVersion} />}
        {extras && <PostWords post={extras.post} body={body} />}
        <CaptionDownloads script={shown} body={body} />
        {material && <ScriptMaterial material={material} />}
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

  return content;
};

export default ScriptRoute;
