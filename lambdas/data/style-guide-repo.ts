import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StyleGuideRules } from '../domain/scripts/plan-types';
import { TABLE_NAME, db } from './client';
import { Keys } from './keys';

/** The user's style guide, or null when they never saved one. */
export const getStyleGuide = async (userId: string): Promise<StyleGuideRules | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.styleGuide(userId) }));
  if (!Item) return null;
  return {
    intro_template: Item.intro_template ?? null,
    outro_template: Item.outro_template ?? null,
    interaction_reminders: Item.interaction_reminders ?? null,
    general_guidance: Item.general_guidance ?? null,
  };
};
