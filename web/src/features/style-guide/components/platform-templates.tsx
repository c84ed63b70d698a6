import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@contracts/enums';
import type { SaveStyleGuideBody, saveStyleGuideBodySchema } from '@contracts/style-guide';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

type Form = UseFormReturn<z.input<typeof saveStyleGuideBodySchema>, unknown, SaveStyleGuideBody>;

const PARTS = [
  { part: 'intro_template', word: 'intro' },
  { part: 'outro_template', word: 'outro' },
] as const;

/**
 * Within a voice, an intro and outro for one platform where it differs (a TikTok opener is not a podcast's): a
 * platform's own template is used for its scripts, the voice's own where it has none (docs/voices.md).
 */
export const PlatformTemplates = ({ form }: { form: Form }) => {
  const [platform, setPlatform] = useState<Platform>('tiktok');
  const errors = form.formState.errors.platform_templates?.[platform];
  return (
    <section aria-labelledby="platform-templates-heading" className="space-y-4 rounded-lg border p-4">
      <div className="space-y-1">
        <h2 id="platform-templates-heading" className="font-semibold">
          Intro and outro per platform
        </h2>
        <p className="text-sm text-muted-foreground">Only where a platform needs its own. Left empty, its scripts use the templates above.</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="template-platform">Platform</Label>
        <NativeSelect id="template-platform" value={platform} onChange={(event) => setPlatform(event.target.value as Platform)}>
          {PLATFORMS.map((value) => (
            <option key={value} value={value}>
              {PLATFORM_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {PARTS.map(({ part, word }) => {
        const id = `${platform}-${part}`;
        const error = errors?.[part]?.message;
        return (
          <div key={id} className="space-y-2">
            <Label htmlFor={id}>{`${PLATFORM_LABELS[platform]} ${word}`}</Label>
            <Textarea
              id={id}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register(`platform_templates.${platform}.${part}`)}
            />
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
};
