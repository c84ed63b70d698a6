import type { Material } from '../../../lambdas/contracts/material';
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME, db } from '../../../lambdas/data/client';
import { Keys, SortKeyPrefix, userPk } from '../../../lambdas/data/keys';
import { listLedgerEntries } from '../../../lambdas/data/ledger-repo';
import { getOrCreateProfile, getProfile } from '../../../lambdas/data/profile-repo';
import { s3 } from '../../../lambdas/data/storage';
import { creditBreakdown } from '../../../lambdas/domain/credits';
import type { ScriptWriter } from '../../../lambdas/domain/scripts/plan-types';

export const validBody = { topic: 'How to prune tomatoes', platform: 'youtube', duration: '1m', tone: 'educational' } as const;

/** A creator's material for a pruning video, written for these tests: enough for the offline writer to say a lot. */
export const PRUNING_MATERIAL: Material = {
  key_points: ['Cut suckers when they are small', 'Keep the lowest leaves off the soil', 'Stop pruning once fruit sets'],
  stories: 'Last summer I let one plant grow wild on the balcony, and it gave me a jungle of leaves and six tomatoes.\n\nMy neighbour cut every leaf off her plants in March and lost the lot to sunscald.',
  sources: [
    {
      kind: 'text',
      title: 'Balcony grower notes',
      text: [
        'Suckers are the small shoots that grow in the angle between a leaf and the main stem.',
        'A sucker left to grow becomes a second stem that competes with the fruit for water and food.',
        'Small suckers can be pinched off with clean fingers, while larger ones need clean, sharp shears.',
        'Leaves that touch wet soil let early blight splash up onto the plant.',
        'Removing the lowest leaves once the plant is knee high keeps the soil splash away.',
        'Once the first fruit sets, the plant needs its leaves to feed and shade the tomatoes.',
        'Heavy pruning late in the season exposes the fruit to sunscald on hot balconies.',
      ].join(' '),
    },
  ],
};

/** A user whose profile exists with exactly these credits in each bucket. */
export const userWithCredits = async (credits: { subscription?: number; rollover?: number; purchased?: number }) => {
  const userId = randomUUID();
  await getOrCreateProfile(userId, `${userId}@example.com`);
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: Keys.profile(userId),
      UpdateExpression: 'SET subscription_credits = :s, rollover_credits = :r, purchased_credits = :p',
      ExpressionAttributeValues: { ':s': credits.subscription ?? 0, ':r': credits.rollover ?? 0, ':p': credits.purchased ?? 0 },
    }),
  );
  return userId;
};

export const balanceOf = async (userId: string) => creditBreakdown((await getProfile(userId))!);

export const scriptRowsOf = async (userId: string) => {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': SortKeyPrefix.script },
      ConsistentRead: true,
    }),
  );
  return Items;
};

export const storedFilesOf = async (userId: string) => {
  const { Contents = [] } = await s3.send(new ListObjectsV2Command({ Bucket: process.env.SCRIPTS_BUCKET!, Prefix: `scripts/${userId}/` }));
  return Contents.map((object) => object.Key!);
};

/** Ledger sums by reason; the balance must always equal their total. */
export const ledgerOf = async (userId: string) => {
  const entries = await listLedgerEntries(userId);
  const sum = (reason: string) => entries.filter((e) => e.reason === reason).reduce((total, e) => total + e.delta, 0);
  return {
    entries,
    debits: entries.filter((e) => e.reason === 'generate').length,
    refunds: entries.filter((e) => e.reason === 'refund').length,
    total: entries.reduce((total, e) => total + e.delta, 0),
    bySignup: sum('signup'),
  };
};

/** A writer for generation tests: `write` as given; rewriting is not what they test. */
export const writerThat = (name: ScriptWriter['name'], write: ScriptWriter['write']): ScriptWriter => ({
  name,
  write,
  rewrite: () => Promise.reject(new Error('rewrite is not part of this test')),
});
