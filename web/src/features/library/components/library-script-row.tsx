import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PLATFORM_LABELS } from '@contracts/enums';
import type { ScriptSummary } from '@contracts/scripts';
import { useVoices, voiceNameOf } from '@/lib/voices';
import { formatRelativeTime } from '@/utils/relative-time';
import { formatScriptLength, formatVoiceMatch } from '@/utils/script-length';

/** What a row offers beside its link (the route passes the script's menu). */
export type RowActions = (script: ScriptSummary) => ReactNode;

/**
 * One script of the library: its topic links to its page, then its platform, length, voice match (once there is one)
 * and age; its actions sit beside the link.
 */
export const LibraryScriptRow = ({ script, actions }: { script: ScriptSummary; actions?: RowActions }) => {
  const voices = useVoices().data?.voices;
  const voiceName = voiceNameOf(voices, script.voice_id);
  // Its voice, once there are several to tell apart, or when its voice was deleted (docs/voices.md).
  const showVoice = voiceName !== undefined && ((voices?.length ?? 0) > 1 || voiceName === 'voice deleted');
  const details = [
    ...(showVoice ? [voiceName] : []),
    PLATFORM_LABELS[script.platform],
    formatScriptLength(script.word_count, script.estimated_seconds),
    ...(script.voice_match === null ? [] : [formatVoiceMatch(script.voice_match)]),
  ];
  return (
    <li className="flex items-center gap-1">
      <Link
        to={`/script/${script.id}`}
        className="group flex min-w-0 flex-1 items-center gap-3 rounded-md px-2 py-3 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium group-hover:text-accent-foreground">{script.topic}</span>
          <span className="mt-0.5 block text-sm text-muted-foreground">
            {details.join(' · ')} ·{' '}
            <time dateTime={script.created_at} title={new Date(script.created_at).toLocaleString()}>
              {formatRelativeTime(script.created_at)}
            </time>
          </span>
        </span>
        <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </Link>
      {actions?.(script)}
    </li>
  );
};
