import { z } from 'zod';
import { DURATIONS, PLATFORMS, TONES, requiredChoice } from './enums';
import { DETAILS_MAX_LENGTH, TOPIC_MAX_LENGTH } from './limits';

/** Spec §5, generate form; the same schema validates the form and the generate-script body. */
export const generateScriptBodySchema = z.object({
  topic: z
    .string({ error: 'Topic is required' })
    .trim()
    .min(1, { error: 'Topic is required' })
    .max(TOPIC_MAX_LENGTH, { error: `Topic must be less than ${TOPIC_MAX_LENGTH} characters` }),
  details: z
    .string()
    .trim()
    .max(DETAILS_MAX_LENGTH, { error: `Details must be less than ${DETAILS_MAX_LENGTH} characters` })
    .optional(),
  platform: requiredChoice(PLATFORMS, 'Platform is required'),
  duration: requiredChoice(DURATIONS, 'Duration is required'),
  tone: requiredChoice(TONES, 'Tone is required'),
});
export type GenerateScriptBody = z.infer<typeof generateScriptBodySchema>;
