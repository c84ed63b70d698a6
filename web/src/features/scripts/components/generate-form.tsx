import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ListTree, Loader2, Sparkles, Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DURATION_LABELS, DURATIONS, PLATFORM_LABELS, PLATFORMS, TONE_LABELS, TONES } from '@contracts/enums';
import type { GenerateScriptBody, Script } from '@contracts/scripts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { ConnectionLostError, isAbortError, useGenerationStream } from '../api/generate-stream';
import { usePreviewOutline } from '../api/preview-outline';
import { useStopGeneration } from '../api/stop-generation';
import { scriptsRemaining } from '../utils/format';
import { EMPTY_MATERIAL_INPUT, type GenerateFormInput, type GenerateFormValues, generateBodyOf, generateFormSchema } from '../utils/generate-form-schema';
import { type OutlineDraft, draftOf, outlineOf } from '../utils/outline-edits';
import { FieldError, Textarea } from './form-controls';
import { NoScriptsLeft, NotInYourVoiceYet } from './generate-notices';
import { LiveDraft } from './live-draft';
import { MaterialFields } from './material/material-fields';
import { OutlineReview } from './outline/outline-review';
import { useVoiceChoice } from './voice-picker';

const INSUFFICIENT_CREDITS_MESSAGE = 'You need at least 1 credit to generate a script.';

const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.code !== 'http.error' && error.message ? error.message : 'Failed to generate script';

interface GenerateFormProps {
  /** Total credits; undefined while they are unknown. */
  credits: number | undefined;
  /** The user has a processed document, so generation uses their writing style; undefined while unknown. */
  styleApplied: boolean | undefined;
  /** After a successful generation (the toast is shown already). */
  onGenerated: (script: Script) => void | Promise<void>;
  /** The balance on screen is out of date: the server found no credit, or a stopped generation gave it back. */
  onCreditsStale?: () => void;
}

const SELECTS = [
  { name: 'platform', label: 'Platform', placeholder: 'Select platform', values: PLATFORMS, labels: PLATFORM_LABELS },
  { name: 'duration', label: 'Duration', placeholder: 'Select duration', values: DURATIONS, labels: DURATION_LABELS },
  { name: 'tone', label: 'Tone', placeholder: 'Select tone', values: TONES, labels: TONE_LABELS },
] as const;

/** A submission whose outcome the server may still hold: sending the same form again reuses its key, so it is never charged twice. */
const mayStillBeWritten = (error: unknown) =>
  error instanceof ConnectionLostError || (error instanceof ApiError && error.code === 'generation.in_progress');

/** The outline under review, with the form's values it was made from (issue 34). */
interface Review {
  draft: OutlineDraft;
  body: GenerateScriptBody;
  /** The form as typed when the outline was made: any change since makes the outline stale. */
  typed: string;
}

/**
 * The 'Script Details' card (spec §2, §5): credits, the five fields, the creator's optional material (issue 30) and
 * the submit button's three states; "Review the outline first" (issue 34) shows the plan to edit and write; while a
 * script is written, the live draft below it with a Stop button.
 */
export const GenerateForm = ({ credits, styleApplied: accountStyleApplied, onGenerated, onCreditsStale }: GenerateFormProps) => {
  const { generate, draft } = useGenerationStream();
  const stop = useStopGeneration();
  const [unsettled, setUnsettled] = useState<{ body: string; key: string } | null>(null);
  const form = useForm<GenerateFormInput, unknown, GenerateFormValues>({
    resolver: zodResolver(generateFormSchema),
    defaultValues: { topic: '', details: '', material: EMPTY_MATERIAL_INPUT },
  });
  const preview = usePreviewOutline();
  const [review, setReview] = useState<Review | null>(null);
  const [writingOutline, setWritingOutline] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || writingOutline;
  const { voiceId, inVoice, picker: voicePicker } = useVoiceChoice();
  // With several voices, whether the one picked has learned anything yet (docs/voices.md).
  const styleApplied = inVoice ?? accountStyleApplied;
  const outOfCredits = credits !== undefined && credits <= 0;
  const typedNow = JSON.stringify(useWatch({ control: form.control }));

  const write = async (body: GenerateScriptBody) => {
    const sent = JSON.stringify(body);
    const idempotencyKey = unsettled?.body === sent ? unsettled.key : crypto.randomUUID();
    stop.reset();
    try {
      const script = await generate({ body, idempotencyKey });
      setUnsettled(null);
      notify.success('Script Generated!', 'Your script has been created successfully.');
      await onGenerated(script);
    } catch (error) {
      // The page was left: the server finishes the script on its own, and there is no one to tell.
      if (isAbortError(error)) return;
      setUnsettled(mayStillBeWritten(error) ? { body: sent, key: idempotencyKey } : null);
      if (error instanceof ApiError && error.code === 'credits.insufficient') {
        notify.error('Insufficient Credits', INSUFFICIENT_CREDITS_MESSAGE);
        onCreditsStale?.();
        return;
      }
      if (error instanceof ApiError && error.code === 'generation.stopped') {
        notify.success('Generation stopped', 'Nothing was kept and your credit is back.');
        onCreditsStale?.();
        return;
      }
      notify.error('Error', failureMessage(error));
    }
  };

  // The voice picked goes with the request (absent: the server's last used); the outline is planned in it too.
  const requestOf = (values: GenerateFormValues): GenerateScriptBody => ({ ...generateBodyOf(values), ...(voiceId ? { voiceId } : {}) });
  const submitValid = form.handleSubmit((values) => write(requestOf(values)));

  const reviewOutline = form.handleSubmit(async (values) => {
    const body = requestOf(values);
    try {
      const view = await preview.mutateAsync(body);
      setReview({ draft: draftOf(view), body, typed: JSON.stringify(form.getValues()) });
    } catch (error) {
      notify.error('Error', error instanceof ApiError && error.code !== 'http.error' && error.message ? error.message : 'Failed to make the outline');
    }
  });

  const writeOutline = async () => {
    if (!review) return;
    if (credits === undefined || credits <= 0) {
      notify.error('Insufficient Credits', INSUFFICIENT_CREDITS_MESSAGE);
      return;
    }
    setWritingOutline(true);
    try {
      await write({ ...review.body, outline: outlineOf(review.draft) });
    } finally {
      setWritingOutline(false);
    }
  };

  const stopWriting = (scriptId: string) =>
    stop.mutate(scriptId, {
      onError: (error) => {
        // Already stored: the done event is on its way and the page opens the script.
        if (error instanceof ApiError && error.code === 'generation.finished') return;
        stop.reset();
        notify.error('Error', error instanceof ApiError && error.code !== 'http.error' ? error.message : 'Failed to stop the generation');
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (credits === undefined || credits <= 0) {
      event.preventDefault();
      notify.error('Insufficient Credits', INSUFFICIENT_CREDITS_MESSAGE);
      return;
    }
    void submitValid(event);
  };

  const describedBy = (name: Exclude<keyof GenerateFormInput, 'material'>, hint?: string) =>
    [hint, errors[name] ? `${name}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Script Details</CardTitle>
          <CardDescription
            data-testid="credits-remaining"
            className={cn('flex items-center gap-1.5', outOfCredits && 'font-medium text-warning')}
          >
            {outOfCredits && <AlertTriangle aria-hidden className="size-4" />}
            {credits === undefined ? 'Loading credits...' : scriptsRemaining(credits)}
          </CardDescription>
          {styleApplied && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-primary">
              <Sparkles aria-hidden className="size-4" /> Your writing style will be applied automatically
            </p>
          )}
        </CardHeader>
        <CardContent className="space-y-6">
          {outOfCredits && <NoScriptsLeft />}
          {styleApplied === false && <NotInYourVoiceYet />}
          <form noValidate onSubmit={submit} aria-label="Generate Script" className="space-y-6">
            <fieldset disabled={busy} className="min-w-0 space-y-5">
              <div className="space-y-2">
                <Label htmlFor="topic">Topic/Subject</Label>
                <Input
                  id="topic"
                  placeholder="e.g., How to prune tomatoes"
                  autoComplete="off"
                  className="aria-invalid:border-destructive"
                  aria-invalid={errors.topic ? true : undefined}
                  aria-describedby={describedBy('topic')}
                  {...form.register('topic')}
                />
                <FieldError id="topic-error" message={errors.topic?.message} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="details">Additional Details (Optional)</Label>
                <Textarea
                  id="details"
                  rows={4}
                  placeholder="Key points, audience, a call to action..."
                  aria-invalid={errors.details ? true : undefined}
                  aria-describedby={describedBy('details')}
                  {...form.register('details')}
                />
                <FieldError id="details-error" message={errors.details?.message} />
              </div>
              <div className="grid gap-5 sm:grid-cols-3">
                {SELECTS.map(({ name, label, placeholder, values, labels }) => (
                  <div key={name} className="space-y-2">
                    <Label htmlFor={name}>{label}</Label>
                    <NativeSelect
                      id={name}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={describedBy(name)}
                      {...form.register(name)}
                    >
                      <option value="">{placeholder}</option>
                      {values.map((value) => (
                        <option key={value} value={value}>
                          {(labels as Record<string, string>)[value]}
                        </option>
                      ))}
                    </NativeSelect>
                    <FieldError id={`${name}-error`} message={errors[name]?.message} />
                  </div>
                ))}
              </div>
              {voicePicker}
              <MaterialFields form={form} />
            </fieldset>

            <div className="space-y-3">
            <Button type="submit" variant="hero" size="lg" className="w-full" disabled={busy || outOfCredits}>
              {(isSubmitting && !preview.isPending) || writingOutline ? (
                <>
                  <Loader2 aria-hidden data-testid="generating-spinner" className="animate-spin" /> Generating your script...
                </>
              ) : (
                <>
                  <Wand2 aria-hidden /> Generate Script
                </>
              )}
            </Button>
            <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void reviewOutline()}>
              {preview.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <ListTree aria-hidden />}
              {preview.isPending ? 'Making your outline...' : 'Review the outline first'}
            </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {review && !draft && (
        <OutlineReview
          draft={review.draft}
          onChange={(next) => setReview({ ...review, draft: next })}
          stale={review.typed !== typedNow}
          writing={writingOutline}
          outOfCredits={outOfCredits}
          onWrite={() => void writeOutline()}
          onReviewAgain={() => void reviewOutline()}
        />
      )}
      {draft && (
        <LiveDraft
          plan={draft.plan}
          markdown={draft.markdown}
          stopping={stop.isPending || stop.isSuccess || stop.isError}
          onStop={() => stopWriting(draft.plan.scriptId)}
        />
      )}
    </>
  );
};
