import { Captions } from 'lucide-react';
import { type CaptionFormat, captionFile, plannedWordsPerMinute } from '@contracts/captions';
import { type Script, scriptDownloadName } from '@contracts/scripts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { saveAsFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';

const TYPES: Record<CaptionFormat, string> = { srt: 'application/x-subrip;charset=utf-8', vtt: 'text/vtt;charset=utf-8' };

/**
 * The script as a caption file (issue 34), made in the browser from the version on screen: its spoken words only, timed
 * at the rate it was planned at with pauses after sentences and paragraphs, at most 2 lines of 42 characters a cue.
 */
export const CaptionDownloads = ({ script, body }: { script: Script; body: string }) => {
  const wordsPerMinute = plannedWordsPerMinute(script);
  const download = (format: CaptionFormat) => {
    saveAsFile(scriptDownloadName(script.topic, script.created_at, format), captionFile(body, wordsPerMinute, format), TYPES[format]);
    notify.success('Downloaded!', `Caption file (.${format}) downloaded`);
  };
  return (
    <Card role="region" aria-labelledby="captions-title" className="min-w-0">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle id="captions-title" className="flex items-center gap-2">
          <Captions aria-hidden className="size-5 text-primary" /> Caption file
        </CardTitle>
        <CardDescription>
          Your spoken words timed at {wordsPerMinute} words per minute, pauses included, to drop on your editor’s timeline before you record.
          Headings, on-screen cues and placeholders are left out.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2 p-4 pt-0 sm:p-6 sm:pt-0">
        <Button type="button" variant="outline" onClick={() => download('srt')}>
          Download .srt
        </Button>
        <Button type="button" variant="outline" onClick={() => download('vtt')}>
          Download .vtt
        </Button>
      </CardContent>
    </Card>
  );
};
