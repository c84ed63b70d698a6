import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { DURATION_LABELS, DURATIONS, PLATFORM_LABELS, PLATFORMS, TONE_LABELS, TONES } from '@contracts/enums';
import { SCRIPT_SEARCH_MAX_LENGTH } from '@contracts/scripts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useVoices } from '@/lib/voices';
import { cn } from '@/utils/cn';
import type { LibraryFilters } from '../api/list-library-scripts';

export const SEARCH_DEBOUNCE_MS = 300;

const SELECTS = [
  { name: 'platform', label: 'Platform', all: 'All platforms', values: PLATFORMS, labels: PLATFORM_LABELS },
  { name: 'duration', label: 'Duration', all: 'All durations', values: DURATIONS, labels: DURATION_LABELS },
  { name: 'tone', label: 'Tone', all: 'All tones', values: TONES, labels: TONE_LABELS },
] as const;

interface LibrarySearchFormProps {
  filters: LibraryFilters;
  onChange: (changes: Partial<LibraryFilters>, options?: { replace?: boolean }) => void;
}

/** The search box (sent a moment after typing stops) and the platform, duration and tone filters. */
export const LibrarySearchForm = ({ filters, onChange }: LibrarySearchFormProps) => {
  const voices = useVoices().data?.voices;
  // The voice filter is offered once there is more than one voice to tell apart (or a link already names one).
  const showVoices = (voices?.length ?? 0) > 1 || filters.voiceId !== '';
  const [text, setText] = useState(filters.q);
  const [shownQuery, setShownQuery] = useState(filters.q);
  // The URL's search changed without typing (Back, Clear filters): the box follows it.
  if (filters.q !== shownQuery) {
    setShownQuery(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  // Enter searches at once rather than after the pause.
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== filters.q) onChange({ q: text.trim() }, { replace: true });
  };

  return (
    <form role="search" aria-label="Search your scripts" className={cn('grid gap-4 sm:grid-cols-2', showVoices ? 'lg:grid-cols-5' : 'lg:grid-cols-4')} onSubmit={search}>
      <div className="space-y-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="library-search">Search topics and text</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="library-search"
            type="search"
            className="pl-9"
            maxLength={SCRIPT_SEARCH_MAX_LENGTH}
            placeholder="e.g. tomatoes"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      {SELECTS.map(({ name, label, all, values, labels }) => (
        <div key={name} className="space-y-2">
          <Label htmlFor={`library-${name}`}>{label}</Label>
          <NativeSelect id={`library-${name}`} value={filters[name]} onChange={(event) => onChange({ [name]: event.target.value })}>
            <option value="">{all}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {(labels as Record<string, string>)[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      {showVoices && (
        <div className="space-y-2">
          <Label htmlFor="library-voice">Voice</Label>
          <NativeSelect id="library-voice" value={filters.voiceId} onChange={(event) => onChange({ voiceId: event.target.value })}>
            <option value="">All voices</option>
            {voices?.map((voice) => (
              <option key={voice.id} value={voice.id}>
                {voice.name}
              </option>
            ))}
            {filters.voiceId !== '' && voices && !voices.some((voice) => voice.id === filters.voiceId) && <option value={filters.voiceId}>Deleted voice</option>}
          </NativeSelect>
        </div>
      )}
    </form>
  );
};
