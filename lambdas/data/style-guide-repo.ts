import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Platform } from '../contracts/enums';
import { type SaveStyleGuideBody, type StyleGuide, type StyleGuideBody, styleGuideSchema, templatesFor } from '../contracts/style-guide';
import { AccountDeletedError } from '../shared/errors';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';

const readRow = async (userId: string, voiceId?: string): Promise<StyleGuide | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.styleGuide(userId, voiceId), ConsistentRead: true }));
  return Item ? parseItem(styleGuideSchema, Item, 'style guide') : null;
};

/** The style guide row of one voice (absent voiceId: the default voice), or null when it was never saved. */
export const getStyleGuideRow = readRow;

/**
 * The four fields as the planner's hard rules, or null without a style guide. For a `platform`, its own intro and outro
 * templates where the voice has them, else the voice's own.
 */
export const getStyleGuide = async (userId: string, voiceId?: string, platform?: Platform): Promise<StyleGuideBody | null> => {
  const row = await readRow(userId, voiceId);
  if (!row) return null;
  const { interaction_reminders, general_guidance } = row;
  const { intro_template, outro_template } = platform ? templatesFor(row, platform) : row;
  return { intro_template, outro_template, interaction_reminders, general_guidance };
};

/**
 * Creates the style guide on the first save (its id is made then and kept) and updates it afterwards, in one
 * upsert, so two first saves at once still leave one row with one id. The same transaction checks that the
 * account was not deleted: a deleted user's still-valid token writes nothing (410). Per-platform templates absent from
 * the body are left as stored.
 */
export const saveStyleGuide = async (userId: string, fields: SaveStyleGuideBody, voiceId?: string): Promise<StyleGuide> => {
  const platforms = fields.platform_templates === undefined ? {} : { ':platforms': fields.platform_templates };
  try {
    await writeTransaction([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: Keys.styleGuide(userId, voiceId),
          UpdateExpression: `SET id = if_not_exists(id, :id), user_id = :user, entity = :entity, intro_template = :intro, outro_template = :outro, interaction_reminders = :reminders, general_guidance = :guidance, updated_at = :now${fields.platform_templates === undefined ? '' : ', platform_templates = :platforms'}`,
          ExpressionAttributeValues: {
            ':id': ulid(),
            ':user': userId,
            ':entity': Entity.styleGuide,
            ':intro': fields.intro_template,
            ':outro': fields.outro_template,
            ':reminders': fields.interaction_reminders,
            ':guidance': fields.general_guidance,
            ':now': new Date().toISOString(),
            ...platforms,
          },
        },
      },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.deletedAccount(userId), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') throw new AccountDeletedError();
    throw error;
  }
  return (await readRow(userId, voiceId))!;
};

/** Removes a voice's style guide (the voice is being deleted). */
export const deleteStyleGuide = async (userId: string, voiceId: string): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: Keys.styleGuide(userId, voiceId) }));
};
