import { AudioLines, Gauge, MessageSquareQuote, Repeat, Ruler } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RecurringTraitSummary, VoiceSummary } from '@contracts/documents';
import { DEFAULT_WORDS_PER_MINUTE } from '@contracts/limits';
import { HABIT_SENTENCE_RATE, oneSentenceIn } from '@contracts/sentence-rates';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

const Fact = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <div className="space-y-1">
    <dt className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-3.5">
      {icon}
      {label}
    </dt>
    <dd className="text-sm">{children}</dd>
  </div>
);

interface TraitsProps {
  label: string;
  traits: RecurringTraitSummary[];
  /** The processed documents the traits were looked for in. */
  documents: number;
}

// A phrase in one document may be chance or a guest's words: only what recurs is shown, with where it recurs.
const Traits = ({ label, traits, documents }: TraitsProps) => (
  <div className="space-y-1.5">
    <dt className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
    <dd>
      {traits.length === 0 ? (
        <span className="text-sm text-muted-foreground">
          {documents < 2 ? 'Shown once two or more of your documents share one' : 'None recur across your documents yet'}
        </span>
      ) : (
        <ul aria-label={label} className="space-y-1">
          {traits.map((trait) => (
            <li key={trait.text} className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-medium text-violet-800 [overflow-wrap:anywhere]">“{trait.text}”</span>{' '}
              <span className="text-sm text-muted-foreground">
                in {trait.documents} of {documents} documents
              </span>
            </li>
          ))}
        </ul>
      )}
    </dd>
  </div>
);

const PERSON_LABELS: Record<NonNullable<VoiceSummary['person']>, string> = {
  I: 'You mostly speak as “I”',
  we: 'You mostly speak as “we”',
  you: 'You mostly speak to “you”',
};

/** "1 sentence in 6 is a question": a rate as the creator would count it, or that it is rare (as the prompt reads it). */
const sentenceShare = (rate: number, what: string, rare: string) =>
  rate < HABIT_SENTENCE_RATE ? rare : `About 1 sentence in ${oneSentenceIn(rate)} ${what}`;

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ');

/** The habits the scripts imitate besides the phrases: fillers, hype words, questions, exclamations. Null when none was measured. */
const habitsOf = (voice: VoiceSummary): string[] | null => {
  const habits = [
    voice.fillerWords.length > 0 ? `Fillers you use: ${quoted(voice.fillerWords)}` : null,
    voice.hypeWords.length > 0 ? `Hype words you use: ${quoted(voice.hypeWords)}` : null,
    voice.questionRate === null ? null : sentenceShare(voice.questionRate, 'is a question', 'Questions are rare'),
    voice.exclamationRate === null ? null : sentenceShare(voice.exclamationRate, 'ends with “!”', 'Exclamations are rare'),
  ].filter((habit): habit is string => habit !== null);
  return habits.length > 0 ? habits : null;
};

const Habits = ({ voice }: { voice: VoiceSummary }) => {
  const habits = habitsOf(voice);
  if (!habits) return null;
  return (
    <Fact icon={<Repeat aria-hidden />} label="Habits">
      <ul aria-label="Habits" className="space-y-0.5">
        {habits.map((habit) => (
          <li key={habit}>{habit}</li>
        ))}
      </ul>
    </Fact>
  );
};

interface VoicePanelProps {
  /** Undefined while loading; null when no document has been processed. */
  voice: VoiceSummary | null | undefined;
  /** What adding a script's words just changed ("Questions: 1 sentence in 14 → 1 sentence in 12"), when it did. */
  changes?: readonly string[] | null;
}

const RecentChanges = ({ changes }: { changes: readonly string[] }) => (
  <div className="mb-5 rounded-md border border-violet-200 bg-violet-50 p-3 text-sm">
    <p className="font-semibold">What changed after your script was added</p>
    <ul aria-label="What changed after your script was added" className="mt-1 list-disc space-y-0.5 pl-5">
      {changes.map((change) => (
        <li key={change} className="[overflow-wrap:anywhere]">
          {change}
        </li>
      ))}
    </ul>
  </div>
);

/** 'Your voice': what the voice engine learned from the processed documents, so users see why scripts sound like them. */
export const VoicePanel = ({ voice, changes }: VoicePanelProps) => (
  <Card role="region" aria-labelledby="your-voice-title">
    <CardHeader>
      <CardTitle id="your-voice-title" className="flex items-center gap-2">
        <AudioLines aria-hidden className="size-5 text-primary" /> Your voice
      </CardTitle>
      {voice && (
        <CardDescription>
          Learned from {voice.documents} document(s) · {voice.words.toLocaleString('en')} words
        </CardDescription>
      )}
    </CardHeader>
    <CardContent>
      {voice && changes && changes.length > 0 && <RecentChanges changes={changes} />}
      {voice === undefined ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading your voice" />
        </div>
      ) : voice === null ? (
        <p className="text-sm text-muted-foreground">
          Once a document is processed, this panel shows what ScriptVoice learned from it: your speaking rate, typical
          sentence length, how you open and sign off, and the phrases you come back to. Every new script uses them.
        </p>
      ) : (
        <dl className="space-y-5">
          <Fact icon={<Gauge aria-hidden />} label="Speaking rate">
            {voice.wordsPerMinute === null ? (
              <>
                <span className="block">Upload timed captions (.srt or .vtt) to measure your speaking rate</span>
                <span className="block text-muted-foreground">Scripts assume {DEFAULT_WORDS_PER_MINUTE} words per minute until then.</span>
              </>
            ) : (
              <>
                <span data-testid="speaking-rate" className="text-lg font-semibold">
                  {Math.round(voice.wordsPerMinute)} words per minute
                </span>
                <span className="block text-muted-foreground">measured from your captions</span>
              </>
            )}
          </Fact>
          <Fact icon={<Ruler aria-hidden />} label="Typical sentence">
            {voice.averageSentenceWords === null ? (
              <span className="text-muted-foreground">Not enough text yet</span>
            ) : (
              <>
                <span className="font-semibold">About {Math.round(voice.sentenceLengths.p50)} words</span>
                <span className="block text-muted-foreground">
                  Most run {Math.round(voice.sentenceLengths.p25)}–{Math.round(voice.sentenceLengths.p75)} words
                </span>
              </>
            )}
          </Fact>
          <Traits label="Openers" traits={voice.openers} documents={voice.documents} />
          <Traits label="Sign-offs" traits={voice.signOffs} documents={voice.documents} />
          <Traits label="Signature phrases" traits={voice.signaturePhrases} documents={voice.documents} />
          <Habits voice={voice} />
          {voice.person && (
            <Fact icon={<MessageSquareQuote aria-hidden />} label="Perspective">
              {PERSON_LABELS[voice.person]} · {voice.vocabularyLevel} vocabulary
            </Fact>
          )}
        </dl>
      )}
    </CardContent>
  </Card>
);
