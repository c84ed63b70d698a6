import * as z from 'zod';
import { PLATFORMS, type Platform } from './enums';
import { STYLE_GUIDE_FIELD_MAX_LENGTH as MAX } from './limits';

/** Empty or whitespace-only values are stored as null (spec §3). */
const optionalText = (label: string) =>
  z
    .string()
    .max(MAX, { error: `${label} must be less than ${MAX} characters` })
    .nullish()
    .transform((value) => (value && value.trim() !== '' ? value : null));

/** A platform's own intro and outro (docs/voices.md); a null one falls back to the voice's own. */
export const platformTemplatesSchema = z.object({
  intro_template: optionalText('Intro template'),
  outro_template: optionalText('Outro template'),
});
export type PlatformTemplates = z.infer<typeof platformTemplatesSchema>;

/** Intro and outro templates per platform, only for the platforms where they differ; empty ones are dropped. */
const platformTemplatesMapSchema = z
  .partialRecord(z.enum(PLATFORMS), platformTemplatesSchema)
  .transform((map) => Object.fromEntries(Object.entries(map).filter(([, t]) => t && (t.intro_template !== null || t.outro_template !== null))) as Partial<Record<Platform, PlatformTemplates>>);

export const styleGuideBodySchema = z.object({
  intro_template: optionalText('Intro template'),
  outro_template: optionalText('Outro template'),
  interaction_reminders: optionalText('Interaction reminders'),
  general_guidance: optionalText('General guidance'),
});
export type StyleGuideBody = z.infer<typeof styleGuideBodySchema>;

/** PUT /api/style-guide: the four fields and, within the voice, templates per platform. */
export const saveStyleGuideBodySchema = styleGuideBodySchema.extend({
  /** Absent keeps what is stored (clients from before per-platform templates send only the four fields). */
  platform_templates: platformTemplatesMapSchema.optional(),
});
export type SaveStyleGuideBody = z.infer<typeof saveStyleGuideBodySchema>;

/** style_guides of spec §3: one per voice (docs/voices.md). */
export const styleGuideSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  intro_template: z.string().nullable(),
  outro_template: z.string().nullable(),
  interaction_reminders: z.string().nullable(),
  general_guidance: z.string().nullable(),
  platform_templates: z.partialRecord(z.enum(PLATFORMS), z.object({ intro_template: z.string().nullable(), outro_template: z.string().nullable() })).optional(),
});
export type StyleGuide = z.infer<typeof styleGuideSchema>;

/** The templates a script for `platform` uses: the platform's own where set, else the voice's own. */
export const templatesFor = (guide: Pick<StyleGuide, 'intro_template' | 'outro_template'> & { platform_templates?: StyleGuide['platform_templates'] }, platform: Platform) => {
  const own = guide.platform_templates?.[platform];
  return { intro_template: own?.intro_template ?? guide.intro_template, outro_template: own?.outro_template ?? guide.outro_template };
};

export const styleGuideResponseSchema = z.object({ styleGuide: styleGuideSchema.nullable() });
export type StyleGuideResponse = z.infer<typeof styleGuideResponseSchema>;
