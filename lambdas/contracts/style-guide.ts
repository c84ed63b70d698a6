import * as z from 'zod';
import { STYLE_GUIDE_FIELD_MAX_LENGTH as MAX } from './limits';

/** Empty or whitespace-only values are stored as null (spec §3). */
const optionalText = (label: string) =>
  z
    .string()
    .max(MAX, { error: `${label} must be less than ${MAX} characters` })
    .nullish()
    .transform((value) => (value && value.trim() !== '' ? value : null));

export const styleGuideBodySchema = z.object({
  intro_template: optionalText('Intro template'),
  outro_template: optionalText('Outro template'),
  interaction_reminders: optionalText('Interaction reminders'),
  general_guidance: optionalText('General guidance'),
});
export type StyleGuideBody = z.infer<typeof styleGuideBodySchema>;

/** style_guides of spec §3: one per user. */
export const styleGuideSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  intro_template: z.string().nullable(),
  outro_template: z.string().nullable(),
  interaction_reminders: z.string().nullable(),
  general_guidance: z.string().nullable(),
});
export type StyleGuide = z.infer<typeof styleGuideSchema>;

export const styleGuideResponseSchema = z.object({ styleGuide: styleGuideSchema.nullable() });
export type StyleGuideResponse = z.infer<typeof styleGuideResponseSchema>;
