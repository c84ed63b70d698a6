import { z } from 'zod';
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
