import { DEFAULT_VOICE_ID } from '../contracts/voices';
/**
 * Every key format of the single table, and the access patterns that use them.
 *
 * | access pattern                         | operation | key                                             |
 * |----------------------------------------|-----------|-------------------------------------------------|
 * | profile of a user                      | Get       | pk USER#{sub}, sk PROFILE                       |
 * | create profile (once)                  | Transact  | profile + LEDGER#{ulid}, condition not exists   |
 * | credit ledger of a user                | Query     | pk USER#{sub}, sk begins_with LEDGER#           |
 * | recent scripts, newest first           | Query     | pk USER#{sub}, sk begins_with SCRIPT#, reverse  |
 * | one script of a user                   | Get       | pk USER#{sub}, sk SCRIPT#{id}                   |
 * | versions of a script, newest first     | Query     | pk USER#{sub}, sk begins_with VERSION#{id}#, reverse |
 * | a script by id (to tell 403 from 404)  | Query     | gsi1 gsi1pk SCRIPT#{id}                         |
 * | rename / delete a script               | Transact  | the script row + its search shard (rev condition) |
 * | delete a script's versions             | Query + BatchWrite | pk USER#{sub}, sk begins_with VERSION#{id}# |
 * | the shard new scripts go to (the last) | Query     | pk USER#{sub}, sk begins_with SEARCH#SHARD#, reverse, limit 1 |
 * | one search shard (its scripts)         | Get / in every script write's Transact | pk USER#{sub}, sk SEARCH#SHARD#{n} |
 * | a shard's words, in 32 groups          | Query / in the same Transact | pk USER#{sub}, sk begins_with SEARCH#WORDS#{n}# |
 * | a search's shards and word groups      | BatchGet (projected) | SEARCH#SHARD#{1..last}, SEARCH#WORDS#{n}#{group} |
 * | the search index covers every script   | Get / Put | pk USER#{sub}, sk SEARCH#STATE                  |
 * | documents of a user                    | Query     | pk USER#{sub}, sk begins_with DOC#              |
 * | a script version added to the voice    | Get / Transact | pk USER#{sub}, sk VOICEDOC#{script}#{version}, put with the document |
 * | the user's voices (docs/voices.md)     | Get / Transact | pk USER#{sub}, sk VOICES (rev condition)   |
 * | voice profile (exists iff a processed document exists) | Get | pk USER#{sub}, sk VOICE, or VOICE@{voice} |
 * | style guide                            | Get / Put | pk USER#{sub}, sk STYLEGUIDE, or STYLEGUIDE@{voice} |
 * | voice traits marked Not me             | Query / Put / Delete | pk USER#{sub}, sk begins_with NOT_ME#, or NOT_ME@{voice}# |
 * | a deleted account's tombstone          | Put / ConditionCheck | pk USER#{sub}, sk DELETED (TTL)      |
 * | payment of a Stripe session            | Get / Put | pk USER#{sub}, sk PAYMENT#{sessionId}           |
 * | payments of a user (purchase history)  | Query     | pk USER#{sub}, sk begins_with PAYMENT#, ordered by created_at in memory |
 * | a generate request's idempotency key   | Get / Put | pk USER#{sub}, sk IDEMPOTENCY#{key} (TTL)       |
 * | a stop asked of a running generation   | Put / Get / ConditionCheck | pk USER#{sub}, sk STOP#{scriptId} (TTL) |
 * | a rewrite proposal (write, stop, accept) | Put / Get / Update | pk USER#{sub}, sk REWRITE#{scriptId}#{proposalId} (TTL) |
 * | a deleted script's proposals           | Query + BatchWrite | pk USER#{sub}, sk begins_with REWRITE#{scriptId}# |
 * | the user's latest export job           | Get / Put / Update | pk USER#{sub}, sk EXPORT (TTL)         |
 * | a page of the user's keys (deletion)   | Query     | pk USER#{sub}, projection pk, sk               |
 * | active credit packages by sort order   | Query     | pk PACKAGE                                      |
 * | a user's request window per rate group | Update    | pk RATE#{sub}, sk {GROUP} (TTL)                 |
 *
 * A Not me correction is an item of its own, apart from VOICE, so rebuilding the profile never touches it; one item per
 * trait makes marking and undoing single idempotent writes that two tabs cannot lose for each other.
 *
 * Rate windows live outside the user's partition: they are not the user's data (export, deletion and
 * "nothing written" checks read USER#{sub} only), and the IAM grant can name their prefix alone.
 */
export const userPk = (userId: string) => `USER#${userId}`;

/** The partition-key prefix of rate windows, which the costly routes' Lambdas alone may update. */
export const RATE_LIMIT_PK_PREFIX = 'RATE#';

/**
 * The sort key of a per-voice item: the default voice keeps the key written before voices existed (docs/voices.md,
 * "Migration"), any other voice gets `@{voiceId}` after it.
 */
const perVoice = (base: string, voiceId: string) => (voiceId === DEFAULT_VOICE_ID ? base : `${base}@${voiceId}`);

/** The sort-key prefix of a voice's Not me traits. */
export const notMePrefix = (voiceId: string = DEFAULT_VOICE_ID) => `${perVoice('NOT_ME', voiceId)}#`;

export const Keys = {
  profile: (userId: string) => ({ pk: userPk(userId), sk: 'PROFILE' }),
  ledgerEntry: (userId: string, entryId: string) => ({ pk: userPk(userId), sk: `LEDGER#${entryId}` }),
  script: (userId: string, scriptId: string) => ({ pk: userPk(userId), sk: `SCRIPT#${scriptId}` }),
  scriptVersion: (userId: string, scriptId: string, versionId: string) => ({ pk: userPk(userId), sk: `VERSION#${scriptId}#${versionId}` }),
  document: (userId: string, documentId: string) => ({ pk: userPk(userId), sk: `DOC#${documentId}` }),
  voiceDocumentSource: (userId: string, scriptId: string, versionId: string) => ({ pk: userPk(userId), sk: `VOICEDOC#${scriptId}#${versionId}` }),
  voiceRegistry: (userId: string) => ({ pk: userPk(userId), sk: 'VOICES' }),
  voiceProfile: (userId: string, voiceId: string = DEFAULT_VOICE_ID) => ({ pk: userPk(userId), sk: perVoice('VOICE', voiceId) }),
  styleGuide: (userId: string, voiceId: string = DEFAULT_VOICE_ID) => ({ pk: userPk(userId), sk: perVoice('STYLEGUIDE', voiceId) }),
  /** `traitKey` is the trait's identity (lambdas/contracts/voice-traits.ts). */
  notMe: (userId: string, traitKey: string, voiceId: string = DEFAULT_VOICE_ID) => ({ pk: userPk(userId), sk: `${notMePrefix(voiceId)}${traitKey}` }),
  deletedAccount: (userId: string) => ({ pk: userPk(userId), sk: 'DELETED' }),
  payment: (userId: string, sessionId: string) => ({ pk: userPk(userId), sk: `PAYMENT#${sessionId}` }),
  idempotency: (userId: string, key: string) => ({ pk: userPk(userId), sk: `IDEMPOTENCY#${key}` }),
  generationStop: (userId: string, scriptId: string) => ({ pk: userPk(userId), sk: `STOP#${scriptId}` }),
  rewriteProposal: (userId: string, scriptId: string, proposalId: string) => ({ pk: userPk(userId), sk: `REWRITE#${scriptId}#${proposalId}` }),
  accountExport: (userId: string) => ({ pk: userPk(userId), sk: 'EXPORT' }),
  searchShard: (userId: string, shard: number) => ({ pk: userPk(userId), sk: `SEARCH#SHARD#${String(shard).padStart(6, '0')}` }),
  searchWords: (userId: string, shard: number, group: number) => ({
    pk: userPk(userId),
    sk: `SEARCH#WORDS#${String(shard).padStart(6, '0')}#${String(group).padStart(2, '0')}`,
  }),
  searchState: (userId: string) => ({ pk: userPk(userId), sk: 'SEARCH#STATE' }),
  rateWindow: (userId: string, group: string) => ({ pk: `${RATE_LIMIT_PK_PREFIX}${userId}`, sk: group.toUpperCase() }),
  scriptIndex: (scriptId: string, userId: string) => ({ gsi1pk: `SCRIPT#${scriptId}`, gsi1sk: userPk(userId) }),
  creditPackage: (sortOrder: number, packageId: string) => ({
    pk: 'PACKAGE',
    sk: `${String(sortOrder).padStart(4, '0')}#${packageId}`,
  }),
} as const;

export const SortKeyPrefix = {
  ledger: 'LEDGER#',
  script: 'SCRIPT#',
  version: 'VERSION#',
  document: 'DOC#',
  payment: 'PAYMENT#',
  search: 'SEARCH#',
  searchShard: 'SEARCH#SHARD#',
  searchWords: 'SEARCH#WORDS#',
  notMe: 'NOT_ME#',
  rewriteProposal: 'REWRITE#',
} as const;

export const Entity = {
  profile: 'profile',
  ledgerEntry: 'ledger_entry',
  script: 'script',
  scriptVersion: 'script_version',
  document: 'document',
  voiceDocumentSource: 'voice_document_source',
  voiceRegistry: 'voice_registry',
  voiceProfile: 'voice_profile',
  styleGuide: 'style_guide',
  voiceNotMe: 'voice_not_me',
  deletedAccount: 'deleted_account',
  payment: 'payment',
  idempotency: 'idempotency',
  generationStop: 'generation_stop',
  rewriteProposal: 'rewrite_proposal',
  accountExport: 'account_export',
  creditPackage: 'credit_package',
  rateWindow: 'rate_window',
  searchShard: 'search_shard',
  searchWords: 'search_words',
  searchState: 'search_state',
} as const;
