import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { type StyleGuide, type StyleGuideBody, styleGuideSchema } from '../contracts/style-guide';
import { AccountDeletedError } from '../shared/errors';
import { TABLE_NAME, db } from './client';
import { cancellationCodes, writeTransaction } from './conditions';
import { Entity, Keys } from './keys';
import { parseItem } from './parse-item';

const readRow = async (userId: string): Promise<StyleGuide | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: Keys.styleGuide(userId), ConsistentRead: true }));
  return Item ? parseItem(styleGuideSchema, Item, 'style guide') : null;
};

/** The user's style guide row, or null when they never saved one. */
export const getStyleGuideRow = readRow;

/** The four fields as the planner's hard rules, or null without a style guide. */
export const getStyleGuide = async (userId: string): Promise<StyleGuideBody | null> => {
  const row = await readRow(userId);
  if (!row) return null;
  const { intro_template, outro_template, interaction_reminders, general_guidance } = row;
  return { intro_template, outro_template, interaction_reminders, general_guidance };
};

/**
 * Creates the style guide on the first save (its id is made then and kept) and updates it afterwards, in one
 * upsert, so two first saves at once still leave one row with one id. The same transaction checks that the
 * account was not deleted: a deleted user's still-valid token writes nothing (410).
 */
export const saveStyleGuide = async (userId: string, fields: StyleGuideBody): Promise<StyleGuide> => {
  try {
    await writeTransaction([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: Keys.styleGuide(userId),
          UpdateExpression:
            'SET id = if_not_exists(id, :id), user_id = :user, entity = :entity, intro_template = :intro, outro_template = :outro, interaction_reminders = :reminders, general_guidance = :guidance, updated_at = :now',
          ExpressionAttributeValues: {
            ':id': ulid(),
            ':user': userId,
            ':entity': Entity.styleGuide,
            ':intro': fields.intro_template,
            ':outro': fields.outro_template,
            ':reminders': fields.interaction_reminders,
            ':guidance': fields.general_guidance,
            ':now': new Date().toISOString(),
          },
        },
      },
      { ConditionCheck: { TableName: TABLE_NAME, Key: Keys.deletedAccount(userId), ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') throw new AccountDeletedError();
    throw error;
  }
  return (await readRow(userId))!;
};
