import { CheckCircle2, Loader2, Sparkles } from 'lucide-react';
import { HOOK_APPROACH_LABELS, type ScriptExtras, chosenHookIndex } from '@contracts/script-extras';
import type { ScriptVersionResponse } from '@contracts/script-versions';
import type { Script } from '@contracts/scripts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useChooseHook } from '../api/choose-hook';

interface HookOptionsProps {
  script: Script;
  body: string;
  extras: Pick<ScriptExtras, 'hooks' | 'hook_heading'>;
  /** The chosen hook is in the script as a new version: the page shows it. */
  onVersion(response: ScriptVersionResponse): void;
}

/**
 * The script's three hooks (issue 34), each a different approach: the one in the script marked, the others one click
 * away. Choosing one makes a new version (undone like any other from Versions).
 */
export const HookOptions = ({ script, body, extras, onVersion }: HookOptionsProps) => {
  const choose = useChooseHook(script.id);
  const chosen = chosenHookIndex(body, extras);
  const pick = (option: number) =>
    choose.mutate(
      { option, base_version_id: script.current_version_id ?? script.id },
      {
        onSuccess: (response) => {
          onVersion(response);
          notify.success('Hook changed', `Hook ${option + 1} is in your script. Versions has the one before.`);
        },
        onError: (error) => notify.error('Error', error instanceof ApiError && error.code !== 'http.error' ? error.message : 'Failed to change the hook'),
      },
    );

  return (
    <Card role="region" aria-labelledby="hooks-title" className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id="hooks-title" className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-5 text-primary" /> Hooks
        </CardTitle>
        <CardDescription>Three ways to open, in your voice. The one in your script is marked; switching keeps the one before in Versions.</CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <ol aria-label="Hook options" className="space-y-3">
          {extras.hooks.map((hook, index) => {
            const name = `Hook ${index + 1}: ${HOOK_APPROACH_LABELS[hook.approach].toLowerCase()}`;
            return (
              <li key={hook.approach} aria-label={name} className="space-y-2 rounded-lg border border-border p-3 sm:p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm font-medium">{name}</p>
                  {index === chosen ? (
                    <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
                      <CheckCircle2 aria-hidden className="size-4" /> In your script
                    </span>
                  ) : (
                    <Button type="button" variant="outline" size="sm" disabled={choose.isPending} onClick={() => pick(index)}>
                      {choose.isPending && choose.variables?.option === index && <Loader2 aria-hidden className="animate-spin" />} Use hook {index + 1}
                    </Button>
                  )}
                </div>
                <p className="whitespace-pre-wrap text-sm text-muted-foreground [overflow-wrap:anywhere]">{hook.text}</p>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
};
