import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useStyleGuide } from '@/features/style-guide/api/get-style-guide';
import { StyleGuideForm } from '@/features/style-guide/components/style-guide-form';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentVoiceId } from '@/lib/voices';
import { VoiceSwitcher } from '@/features/voices/components/voice-switcher';

export const StyleGuideRoute = () => {
  usePageTitle('Style Guide');
  const voiceId = useCurrentVoiceId();
  const guide = useStyleGuide(voiceId);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title="Style Guide" subtitle="Set the intro, outro and rules every script you generate follows" actions={<VoiceSwitcher />} />
      {guide.isPending || voiceId === undefined ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading style guide" className="size-8" />
        </div>
      ) : guide.isError ? (
        // Saving an empty form over a guide that failed to load would erase it, so no form until it loads.
        <Card>
          <CardContent className="flex flex-col items-center gap-3 pt-6 text-center text-sm text-muted-foreground">
            <p role="alert">Your style guide could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void guide.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <StyleGuideForm key={voiceId} styleGuide={guide.data} voiceId={voiceId} />
      )}
    </div>
  );
};

export default StyleGuideRoute;
