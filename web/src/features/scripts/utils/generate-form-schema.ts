import * as z from 'zod';
import { KEY_POINTS_MAX, KEY_POINT_MAX_LENGTH, MATERIAL_MESSAGES, hasMaterial, materialSchema } from '@contracts/material';
import { type GenerateScriptBody, generateScriptBodySchema } from '@contracts/scripts';

/** The key points as the form holds them: one per line, blank lines dropped. */
export const keyPointLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The generate form's schema: the generate-script body's, with the key points typed one per line. Their limits are
 * the contract's, in its words, reported on the key points field itself.
 */
export const generateFormSchema = generateScriptBodySchema.extend({
  material: z.object({
    key_points: z
      .string()
      .refine((text) => keyPointLines(text).length <= KEY_POINTS_MAX, { error: MATERIAL_MESSAGES.tooManyKeyPoints })
      .refine((text) => keyPointLines(text).every((point) => point.length <= KEY_POINT_MAX_LENGTH), { error: MATERIAL_MESSAGES.keyPointTooLong })
      .transform(keyPointLines),
    stories: materialSchema.shape.stories,
    sources: materialSchema.shape.sources,
  }),
});
export type GenerateFormInput = z.input<typeof generateFormSchema>;
export type GenerateFormValues = z.output<typeof generateFormSchema>;

export const EMPTY_MATERIAL_INPUT: GenerateFormInput['material'] = { key_points: '', stories: '', sources: [] };

/** What is sent: no empty details, and no material unless the creator gave some (the topic alone is the simple form). */
export const generateBodyOf = ({ material, ...values }: GenerateFormValues): GenerateScriptBody => ({
  ...values,
  details: values.details || undefined,
  material: hasMaterial(material) ? material : undefined,
});
