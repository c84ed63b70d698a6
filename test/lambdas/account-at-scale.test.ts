import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { handler as deleteAccountRoute } from '../../lambdas/api/profile/delete-account';
import { handler as verifyPayment } from '../../lambdas/api/payments/verify-payment';
import { handler as saveScript } from '../../lambdas/api/scripts/save-script';
import { handler as saveStyleGuide } from '../../lambdas/api/style-guide/save-style-guide';
import { MAX_FILE_SIZE_BYTES, STORAGE_QUOTA_BYTES } from '../../lambdas/contracts/limits';
import { scriptDownloadName } from '../../lambdas/contracts/scripts';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { s3 } from '../../lambdas/data/storage';
import { deleteAccount } from '../../lambdas/domain/account/delete-account';
import { LOCAL_USER_POOL_ID } from '../../lambdas/local/cognito';
import { downloadExport, startAccountExport, waitForExport } from './support/account-export';
import { apiEvent, invoke, lambdaContextWith } from './support/api-event';
import { cognito, signedInUser } from './support/cognito-users';
import { uploadText } from './support/documents';
import { seedScripts } from './support/library';
import { openCheckout, payQuietly } from './support/stripe';

const SCRIPTS = 2_000;
const DOCUMENTS = 10;

/** Spoken-style text of about `bytes` bytes, different for every seed, so no two files compress alike. */
const speech = (seed: number, bytes: number) => {
  const words = ['honestly', 'so', 'the', 'thing', 'is', 'you', 'want', 'to', 'start', 'small', 'and', 'then', 'grow', 'it', 'right', 'okay'];
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const sentence = `${Array.from({ length: 8 + ((i * 7 + seed) % 9) }, (_, j) => words[(i * 31 + j * 17 + seed) % words.length]).join(' ')}. `;
    parts.push(i % 40 === 39 ? `${sentence}\n\n` : sentence);
    size += sentence.length;
  }
  return parts.join('').slice(0, bytes);
};

const objectsOfUser = async (userId: string) => {
  const keys: string[] = [];
  for (const bucket of [process.env.SCRIPTS_BUCKET!, process.env.DOCUMENTS_BUCKET!]) {
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
      keys.push(...(page.Contents ?? []).map((object) => `${bucket}/${object.Key!}`).filter((key) => key.includes(userId)));
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
  }
  return keys;
};

const waitUntil = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not done after ${timeoutMs} ms`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
};

describe('an account at the size the issue names (2,000 scripts, documents near the 100 MB quota)', () => {
  it('exports every script and document byte for byte, then deletes it all, even when the deletion is cut off half-way and repeated', async () => {
    const user = await signedInUser();
    const { userId } = user;

    const bodyOf = new Map<string, string>();
    const scripts = await seedScripts(
      userId,
      Array.from({ length: SCRIPTS }, (_, i) => ({ topic: `Episode ${i % 700} — café notes`, word_count: 150 + i })),
      { bodyOf: (script) => bodyOf.set(script.id, `# ${script.topic}\n\n${speech(script.id.length + bodyOf.size, 600)}`).get(script.id)! },
    );
    const edited = scripts[42]!;
    const edit = { body: `# ${edited.topic}\n\nMy own words now, ${'ü'.repeat(3)}.`, base_version_id: edited.id };
    expect((await invoke(saveScript, apiEvent({ userId, method: 'PUT', pathParameters: { id: edited.id }, body: edit }))).statusCode).toBe(200);

    const documentBytes = Math.floor((STORAGE_QUOTA_BYTES * 0.95) / DOCUMENTS);
    expect(documentBytes).toBeLessThanOrEqual(MAX_FILE_SIZE_BYTES);
    const documents = new Map<string, string>();
    for (let i = 0; i < DOCUMENTS; i++) {
      const text = speech(1_000 + i, documentBytes);
      const name = i === 3 ? 'notes.txt' : `episode-${i}.txt`;
      const document = await uploadText(userId, i === 4 ? 'notes.txt' : name, text);
      expect(document.processed).toBe(true);
      documents.set(i === 4 ? 'notes (2).txt' : name, text);
    }
    await invoke(saveStyleGuide, apiEvent({ userId, method: 'PUT', body: { intro_template: 'Hey, it is Sam' } }));
    const { sessionId } = await openCheckout(userId);
    await payQuietly(sessionId);
    expect((await invoke(verifyPayment, apiEvent({ userId, method: 'POST', body: { sessionId } }))).statusCode).toBe(200);

    expect((await startAccountExport(userId)).statusCode).toBe(202);
    const { job, seen } = await waitForExport(userId, 240_000);
    expect(job.state).toBe('ready');
    // The fixed files, and 4 for the account's one voice (docs/voices.md).
    expect(job.total).toBe(SCRIPTS + DOCUMENTS + 6 + 4);
    expect(seen.some((step) => step.state === 'preparing' && step.done > 0 && step.done < step.total)).toBe(true);
    const { files } = await downloadExport(job);

    const text = (path: string) => files.get(path)?.toString('utf8');
    const listed = JSON.parse(text('scripts.json')!) as { id: string; file: string }[];
    expect(listed).toHaveLength(SCRIPTS);
    expect(new Set(listed.map((script) => script.file)).size).toBe(SCRIPTS);
    const seeded = new Map(scripts.map((script) => [script.id, script]));
    for (const { id, file } of listed) {
      // Named by the download rule; the same topic on the same day gets " (2)", " (3)"… rather than overwriting.
      const named = scriptDownloadName(seeded.get(id)!.topic, seeded.get(id)!.created_at, 'md');
      expect([`scripts/${named}`, ...Array.from({ length: 5 }, (_, n) => `scripts/${named.replace(/\.md$/, ` (${n + 2}).md`)}`)]).toContain(file);
      expect(text(file), file).toBe(id === edited.id ? edit.body : bodyOf.get(id));
    }
    const editedFolder = listed.find((script) => script.id === edited.id)!.file.replace('scripts/', 'versions/').replace(/\.md$/, '');
    expect(text(`${editedFolder}/v1.md`)).toBe(bodyOf.get(edited.id));
    expect(text(`${editedFolder}/v2.md`)).toBe(edit.body);
    for (const [name, content] of documents) expect(text(`voices/My voice/documents/${name}`) === content, name).toBe(true);
    expect(JSON.parse(text('payments.json')!)).toHaveLength(1);
    expect(JSON.parse(text('voices/My voice/style-guide.json')!)).toMatchObject({ intro_template: 'Hey, it is Sam' });

    // Cut off half-way: only the first page of items and files goes before the run stops (as a Lambda killed mid-way would).
    const cut = await deleteAccount({ userId, username: userId }, Date.now());
    expect(cut.finished).toBe(false);
    expect((await allItemsOfUser(userId)).length).toBeGreaterThan(2);

    // Repeated with little time left on the Lambda's clock: the route answers 202 and the purge worker finishes.
    const repeated = await invoke(deleteAccountRoute, apiEvent({ userId, method: 'DELETE' }), lambdaContextWith(5_000));
    expect(repeated).toMatchObject({ statusCode: 202, body: { status: 'continuing' } });
    await waitUntil(async () => (await allItemsOfUser(userId)).length === 2 && (await objectsOfUser(userId)).length === 0, 120_000);
    expect((await allItemsOfUser(userId)).map((item) => item.entity)).toEqual(['deleted_account', 'payment']);
    expect(await objectsOfUser(userId)).toEqual([]);
    await expect(cognito.send(new AdminGetUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: userId }))).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
    expect((await invoke(deleteAccountRoute, apiEvent({ userId, method: 'DELETE' }))).statusCode).toBe(204);
  }, 600_000);
});
