import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { STYLE_GUIDE_FIELD_MAX_LENGTH as MAX } from '@contracts/limits';
import { PLATFORMS } from '@contracts/enums';
import { type SaveStyleGuideBody, type StyleGuide, type StyleGuideBody, saveStyleGuideBodySchema } from '@contracts/style-guide';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useLeaveWarning } from '@/lib/leave-warning';
import { notify } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useSaveStyleGuide } from '../api/save-style-guide';
import { PlatformTemplates } from './platform-templates';

type StyleGuideInput = z.input<typeof saveStyleGuideBodySchema>;
type FieldName = keyof StyleGuideBody;

const FIELDS: { name: FieldName; label: string; hint: string; placeholder: string }[] = [
  {
    name: 'intro_template',
    label: 'Intro Template',
    hint: 'Opens every script, word for word.',
    placeholder: "e.g., Hey everyone, welcome back to the channel! I'm Sam, and today we're digging into...",
  },
  {
    name: 'outro_template',
    label: 'Outro Template',
    hint: 'Closes every script, word for word.',
    placeholder: "e.g., Thanks for watching! If this helped, give it a like, and I'll see you in the next one.",
  },
  {
    name: 'interaction_reminders',
    label: 'Interaction Reminders',
    hint: 'Calls to action woven into the script.',
    placeholder: 'e.g., Ask viewers to comment their biggest question, and remind them to subscribe halfway through.',
  },
  {
    name: 'general_guidance',
    label: 'General Guidance',
    hint: 'Rules every script follows.',
    placeholder: 'e.g., Keep sentences short, use Australian spelling, avoid jargon, end each section with a practical tip.',
  },
];

const toFormValues = (guide: StyleGuide | null) => ({
  intro_template: guide?.intro_template ?? '',
  outro_template: guide?.outro_template ?? '',
  interaction_reminders: guide?.interaction_reminders ?? '',
  general_guidance: guide?.general_guidance ?? '',
  platform_templates: Object.fromEntries(
    PLATFORMS.map((platform) => {
      const own = guide?.platform_templates?.[platform];
      return [platform, { intro_template: own?.intro_template ?? '', outro_template: own?.outro_template ?? '' }];
    }),
  ),
});

const LEAVE_MESSAGE = 'You have unsaved changes to your style guide. Leave without saving them?';

const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.code !== 'http.error' && error.message ? error.message : 'Failed to save style guide';

/** The style guide form (spec §2, §4, §5): four optional fields of at most 500 characters each. */
export const StyleGuideForm = ({ styleGuide, voiceId }: { styleGuide: StyleGuide | null; voiceId: string }) => {
  const save = useSaveStyleGuide(voiceId);
  const form = useForm<StyleGuideInput, unknown, SaveStyleGuideBody>({
    resolver: zodResolver(saveStyleGuideBodySchema),
    mode: 'onChange',
    defaultValues: toFormValues(styleGuide),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const values = useWatch({ control: form.control });
  useLeaveWarning(isDirty, LEAVE_MESSAGE);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toFormValues(saved));
      notify.success('Style Guide Saved', 'Your preferences will be applied to all future script generations');
    } catch (error) {
      notify.error('Error', failureMessage(error));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Style Guide</CardTitle>
        <CardDescription>All fields are optional. Leave one empty and ScriptVoice decides for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Style Guide" className="space-y-6">
          <fieldset disabled={isSubmitting} className="min-w-0 space-y-6">
            {FIELDS.map(({ name, label, hint, placeholder }) => {
              const length = values[name]?.length ?? 0;
              const error = errors[name]?.message;
              return (
                <div key={name} className="space-y-2">
                  <div className="flex items-baseline justify-between gap-3">
                    <Label htmlFor={name}>{label}</Label>
                    <span
                      id={`${name}-count`}
                      data-testid={`${name}-count`}
                      className={cn('text-sm text-muted-foreground tabular-nums', length > MAX && 'font-medium text-destructive')}
                    >
                      {length}/{MAX}
                    </span>
                  </div>
                  <p id={`${name}-hint`} className="text-sm text-muted-foreground">
                    {hint}
                  </p>
                  <Textarea
                    id={name}
                    rows={4}
                    placeholder={placeholder}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[`${name}-hint`, `${name}-count`, error ? `${name}-error` : undefined].filter(Boolean).join(' ')}
                    {...form.register(name)}
                  />
                  {error && (
                    <p id={`${name}-error`} className="text-sm font-medium text-destructive">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <PlatformTemplates form={form} />
          </fieldset>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <Loader2 aria-hidden data-testid="saving-spinner" className="animate-spin" /> Saving...
              </>
            ) : (
              <>
                <Save aria-hidden /> Save Style Guide
              </>
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
};
