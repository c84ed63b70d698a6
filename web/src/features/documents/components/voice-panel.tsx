import { AudioLines, BookOpen, Gauge, MessageSquareQuote, Repeat, Ruler } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import type { RecurringTraitSummary, VoiceSummary } from '@contracts/documents';
import { DEFAULT_WORDS_PER_MINUTE } from '@contracts/limits';
import { HABIT_SENTENCE_RATE, oneSentenceIn } from '@contracts/sentence-rates';
import { type MeasureTrait, type PhraseTraitKind, traitKey } from '@contracts/voice-traits';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useNotMe } from '../api/not-me';
import { HiddenTraits } from './hidden-traits';
import { NotMeProvider, TraitLine } from './not-me';

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
  kind: PhraseTraitKind;
  traits: RecurringTraitSummary[];
  /** The processed documents the traits were looked for in. */
  documents: number;
}

// A phrase in one document may be chance or a guest's words: only what recurs is shown, with where it recurs.
const Traits = ({ label, kind, traits, documents }: TraitsProps) => (
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
            <li key={trait.text} className="text-sm">
              <TraitLine trait={{ kind, value: trait.text }}>
                <span className="font-medium text-violet-800 [overflow-wrap:anywhere]">“{trait.text}”</span>{' '}
                <span className="text-sm text-muted-foreground">
                  in {trait.documents} of {documents} documents
                </span>
              </TraitLine>
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

/** Fillers or hype words the scripts imitate, each one the creator can mark Not me. */
const Words = ({ label, kind, words }: { label: string; kind: PhraseTraitKind; words: string[] }) =>
  words.length === 0 ? null : (
    <div className="space-y-1.5">
      <dt className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd>
        <ul aria-label={label} className="space-y-1">
          {words.map((word) => (
            <li key={word} className="text-sm">
              <TraitLine trait={{ kind, value: word }}>
                <span className="font-medium text-violet-800 [overflow-wrap:anywhere]">“{word}”</span>
              </TraitLine>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );

/** The habits the scripts imitate besides the phrases: how often a sentence asks or exclaims. Null when none was measured. */
const habitsOf = (voice: VoiceSummary): { trait: MeasureTrait; text: string }[] | null => {
  const habits = [
    voice.questionRate === null
      ? null
      : { trait: { kind: 'questions' as const }, text: sentenceShare(voice.questionRate, 'is a question', 'Questions are rare') },
    voice.exclamationRate === null
      ? null
      : { trait: { kind: 'exclamations' as const }, text: sentenceShare(voice.exclamationRate, 'ends with “!”', 'Exclamations are rare') },
  ].filter((habit) => habit !== null);
  return habits.length > 0 ? habits : null;
};

const Habits = ({ voice }: { voice: VoiceSummary }) => {
  const habits = habitsOf(voice);
  if (!habits) return null;
  return (
    <Fact icon={<Repeat aria-hidden />} label="Habits">
      <ul aria-label="Habits" className="space-y-1">
        {habits.map(({ trait, text }) => (
          <li key={trait.kind}>
            <TraitLine trait={trait}>{text}</TraitLine>
          </li>
        ))}
      </ul>
    </Fact>
  );
};

const VOCABULARY_LABELS: Record<NonNullable<VoiceSummary['vocabularyLevel']>, string> = {
  simple: 'Simple, everyday words',
  moderate: 'Everyday words, the odd precise term',
  advanced: 'Precise, specialised words',
};

/** Every trait the scripts use, each with its Not me; a measure marked Not me is left out like one never measured. */
const VoiceFacts = ({ voice }: { voice: VoiceSummary }) => {
  const hidden = (kind: MeasureTrait['kind']) => voice.hidden.some((trait) => trait.kind === kind);
  return (
    <dl className="space-y-5">
      {!hidden('speakingRate') && (
        <Fact icon={<Gauge aria-hidden />} label="Speaking rate">
          {voice.wordsPerMinute === null ? (
            <>
              <span className="block">Upload timed captions (.srt or .vtt) to measure your speaking rate</span>
              <span className="block text-muted-foreground">Scripts assume {DEFAULT_WORDS_PER_MINUTE} words per minute until then.</span>
            </>
          ) : (
            <TraitLine trait={{ kind: 'speakingRate' }}>
              <span data-testid="speaking-rate" className="text-lg font-semibold">
                {Math.round(voice.wordsPerMinute)} words per minute
              </span>
              <span className="block text-muted-foreground">measured from your captions</span>
            </TraitLine>
          )}
        </Fact>
      )}
      {!hidden('rhythm') && (
        <Fact icon={<Ruler aria-hidden />} label="Typical sentence">
          {voice.averageSentenceWords === null || voice.sentenceLengths === null ? (
            <span className="text-muted-foreground">Not enough text yet</span>
          ) : (
            <TraitLine trait={{ kind: 'rhythm' }}>
              <span className="font-semibold">About {Math.round(voice.sentenceLengths.p50)} words</span>
              <span className="block text-muted-foreground">
                Most run {Math.round(voice.sentenceLengths.p25)}–{Math.round(voice.sentenceLengths.p75)} words
              </span>
            </TraitLine>
          )}
        </Fact>
      )}
      <Traits label="Openers" kind="opener" traits={voice.openers} documents={voice.documents} />
      <Traits label="Sign-offs" kind="signOff" traits={voice.signOffs} documents={voice.documents} />
      <Traits label="Signature phrases" kind="signaturePhrase" traits={voice.signaturePhrases} documents={voice.documents} />
      <Words label="Fillers you use" kind="filler" words={voice.fillerWords} />
      <Words label="Hype words you use" kind="hypeWord" words={voice.hypeWords} />
      <Habits voice={voice} />
      {voice.person && (
        <Fact icon={<MessageSquareQuote aria-hidden />} label="Perspective">
          <TraitLine trait={{ kind: 'person' }}>{PERSON_LABELS[voice.person]}</TraitLine>
        </Fact>
      )}
      {voice.vocabularyLevel && (
        <Fact icon={<BookOpen aria-hidden />} label="Vocabulary">
          <TraitLine trait={{ kind: 'vocabulary' }}>{VOCABULARY_LABELS[voice.vocabularyLevel]}</TraitLine>
        </Fact>
      )}
    </dl>
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

/**
 * 'Your voice': what the voice engine learned from the processed documents, so users see why scripts sound like them,
 * and can mark any trait Not me (issue 32).
 */
export const VoicePanel = ({ voice, changes }: VoicePanelProps) => {
  const { mark, undo } = useNotMe();
  const pendingKey = (mutation: typeof mark) => (mutation.isPending && mutation.variables ? traitKey(mutation.variables) : null);
  const hiddenToggle = useRef<HTMLButtonElement>(null);
  // The button pressed leaves with its trait: the focus goes to the hidden list's button, not back to the page's top.
  const focusHiddenToggle = () => requestAnimationFrame(() => hiddenToggle.current?.focus());
  return (
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
          <div className="space-y-5">
            <NotMeProvider value={{ markNotMe: (trait) => mark.mutate(trait, { onSuccess: focusHiddenToggle }), marking: pendingKey(mark) }}>
              <VoiceFacts voice={voice} />
            </NotMeProvider>
            <HiddenTraits
              hidden={voice.hidden}
              onUndo={(trait) => undo.mutate(trait, { onSuccess: focusHiddenToggle })}
              undoing={pendingKey(undo)}
              toggleRef={hiddenToggle}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
};
