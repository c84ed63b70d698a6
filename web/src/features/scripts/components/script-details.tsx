import { Clock, CloudOff, Mic, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { DURATION_LABELS, PLATFORM_LABELS, TONE_LABELS } from '@contracts/enums';
import type { Script } from '@contracts/scripts';
import { useVoices, voiceNameOf } from '@/lib/voices';
import { cn } from '@/utils/cn';
import { formatRelativeTime } from '@/utils/relative-time';
import { formatScriptLength } from '@/utils/script-length';
import { VoiceMatchBasis, VoiceMatchScore } from './voice-match';

const Badge = ({ children, className }: { children: ReactNode; className?: string }) => (
  <span className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium', className)}>{children}</span>
);

/** The script's heading block: topic (with `actions` beside it), badges, when it was made, its length, voice match and details. */
export const ScriptDetails = ({ script, actions }: { script: Script; actions?: ReactNode }) => {
  const created = new Date(script.created_at);
  const voices = useVoices().data?.voices;
  const voiceName = voiceNameOf(voices, script.voice_id);
  // The voice it was written in, once there are several, or when that voice was deleted (docs/voices.md).
  const showVoice = voiceName !== undefined && ((voices?.length ?? 0) > 1 || voiceName === 'voice deleted');
  return (
    <header className="space-y-4">
      <div className="flex items-start justify-between gap-3">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">{script.topic}</h1>
        {actions}
      </div>
      <ul aria-label="Script settings" className="flex flex-wrap gap-2">
        <li>
          <Badge className="border-transparent bg-primary text-primary-foreground">{PLATFORM_LABELS[script.platform]}</Badge>
        </li>
        <li>
          <Badge className="border-transparent bg-secondary text-secondary-foreground">{DURATION_LABELS[script.duration]}</Badge>
        </li>
        <li>
          <Badge className="bg-background text-foreground">{TONE_LABELS[script.tone]}</Badge>
        </li>
        {showVoice && (
          <li>
            <Badge className="bg-background text-foreground">
              <Mic aria-hidden className="size-3.5" />
              <span className="sr-only">Voice: </span>
              {voiceName}
            </Badge>
          </li>
        )}
      </ul>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="size-4" />
          <time dateTime={script.created_at} title={created.toLocaleString()}>
            Created {formatRelativeTime(created)}
          </time>
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="script-length">
          <Timer aria-hidden className="size-4" />
          {formatScriptLength(script.word_count, script.estimated_seconds)}
        </span>
        <VoiceMatchScore script={script} />
      </p>
      <VoiceMatchBasis script={script} />
      {script.writer === 'local' && (
        <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          Drafted offline, without a language model: a first draft built from your plan. Edit it freely before you record.
        </p>
      )}
      {script.details && (
        <section aria-labelledby="script-details-heading" className="rounded-lg border bg-muted/40 p-4">
          <h2 id="script-details-heading" className="text-sm font-semibold">
            Details
          </h2>
          <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">{script.details}</p>
        </section>
      )}
    </header>
  );
};
