import { readFileSync } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handler as getMe } from '../../lambdas/api/profile/get-profile';
import { MEGABYTE } from '../../lambdas/contracts/limits';
import { getDocument } from '../../lambdas/data/document-repo';
import { DocumentKeys } from '../../lambdas/data/document-storage';
import { s3 } from '../../lambdas/data/storage';
import { releaseAbandonedUploads } from '../../lambdas/domain/documents/abandoned-uploads';
import { apiEvent, invoke } from './support/api-event';
import { getProfile } from '../../lambdas/data/profile-repo';
import { getVoiceProfile } from '../../lambdas/domain/documents/voice-store';
import {
  deleteDoc,
  documentFilesOf,
  listDocs,
  newUser,
  processDoc,
  requestUpload,
  sendFile,
  srt,
  uploadText,
  usageOf,
} from './support/documents';

const SPEECH = [
  'So today I want to show you how I prune my tomatoes.',
  'Honestly, it is easier than you think.',
  'First, grab a clean pair of sharp shears.',
  'Then look for the little suckers between the stem and the branch.',
  'Snip them off while they are small, and your plant will thank you.',
  'Alright, that is it from me, catch you in the veggie patch.',
];
const captions = () =>
  srt(Array.from({ length: 24 }, (_, i) => ({ start: i * 4, end: i * 4 + 3.5, text: SPEECH[i % SPEECH.length]! })));

describe('upload rules (spec §5) on the server', () => {
  it('refuses 10 MB + 1 byte and accepts exactly 10 MB (U2)', async () => {
    const userId = await newUser();
    const tooBig = await requestUpload(userId, 'talk.txt', 10 * MEGABYTE + 1);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.body.error).toEqual({ code: 'document.too_large', message: 'Maximum file size is 10MB' });
    const exact = await requestUpload(userId, 'talk.txt', 10 * MEGABYTE);
    expect(exact.statusCode).toBe(201);
  });

  it('signs the declared size into the presigned upload (U2)', async () => {
    const userId = await newUser();
    const { body } = await requestUpload(userId, 'talk.txt', 1234);
    const url = new URL(body.upload.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    expect(body.upload.method).toBe('PUT');
  });

  it('binds the presigned upload to the declared size, so S3 itself refuses another length and stores nothing (U2)', async () => {
    const userId = await newUser();
    const { body } = await requestUpload(userId, 'talk.txt', 1234);
    const response = await fetch(body.upload.url, { method: 'PUT', headers: body.upload.headers, body: 'x'.repeat(1235) });
    expect(response.status).toBe(403);
    expect(await documentFilesOf(userId)).toEqual([]);
    expect(await usageOf(userId)).toEqual({ counter: 1234, rows: 1234 });
  });

  it('refuses a stored file larger than declared when it is processed, and gives the bytes back (U2)', async () => {
    const userId = await newUser();
    const started = await requestUpload(userId, 'talk.txt', 100);
    // S3 refuses that length on the presigned URL; the server's own re-check is proven with a store that took it.
    const key = DocumentKeys.pending(userId, started.body.document.id);
    await s3.send(new PutObjectCommand({ Bucket: process.env.DOCUMENTS_BUCKET!, Key: key, Body: 'x'.repeat(101), ContentType: 'text/plain' }));
    const { body } = await processDoc(userId, started.body.document.id);
    expect(body.document).toMatchObject({ processed: false, processing_error: expect.stringContaining('does not match') });
    expect(await usageOf(userId)).toEqual({ counter: 0, rows: 0 });
  });

  it('refuses unsupported extensions and names the ones allowed', async () => {
    const userId = await newUser();
    const answer = await requestUpload(userId, 'slides.PDF', 10);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.error).toEqual({ code: 'document.unsupported_type', message: 'Please upload .txt, .srt, .vtt files' });
  });

  it('says how much room is left when the quota would be exceeded', async () => {
    const userId = await newUser(99 * MEGABYTE);
    const answer = await requestUpload(userId, 'big.srt', 2 * MEGABYTE);
    expect(answer.statusCode).toBe(413);
    expect(answer.body.error).toEqual({ code: 'storage.quota_exceeded', message: 'You have 1.00MB remaining' });
  });

  it('lets exactly 5 of 10 concurrent 1 MB uploads in at 95 MB, the other 5 get 413, usage ends at exactly 100 MB (U1)', async () => {
    const userId = await newUser(95 * MEGABYTE);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => requestUpload(userId, `part-${i}.txt`, MEGABYTE)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(413)]);
    expect(await usageOf(userId)).toEqual({ counter: 100 * MEGABYTE, rows: 5 * MEGABYTE });
    expect((await listDocs(userId)).body.documents).toHaveLength(5);
  });

  it('makes every storage key on the server, whatever the file is called (U5)', async () => {
    const userId = await newUser();
    for (const name of ['../../etc/passwd.txt', 'notes\r\nX-Evil: 1.txt', '"quoted" \'name\'.srt', 'cap\u202Etxt.vtt']) {
      const { statusCode, body } = await requestUpload(userId, name, 5);
      expect(statusCode).toBe(201);
      expect(body.document.file_name).toBe(name.trim());
      const record = await getDocument(userId, body.document.id);
      expect(record!.object_key).toBe(`uploads/pending/${userId}/${body.document.id}`);
    }
  });
});

describe('processing and the voice profile', () => {
  it('processes uploaded captions, learns the speaking rate and reports a processed document', async () => {
    const userId = await newUser();
    const document = await uploadText(userId, 'Pruning Tomatoes.SRT', captions());
    expect(document).toMatchObject({ processed: true, processing_error: null, file_name: 'Pruning Tomatoes.SRT' });
    const { body } = await listDocs(userId);
    expect(body.documents.map((d) => d.id)).toEqual([document.id]);
    expect(body.voice?.documents).toBe(1);
    expect(body.voice?.wordsPerMinute).toBeGreaterThan(100);
    const me = await invoke<{ hasProcessedDocument: boolean }>(getMe, apiEvent({ userId }));
    expect(me.body.hasProcessedDocument).toBe(true);
  });

  it("shows a catchphrase said once in each of three uploads, and their opener, whole on the 'Your voice' panel", async () => {
    const userId = await newUser();
    for (const name of ['1-lemon-pasta.txt', '2-sheet-pan-chicken.txt', '3-banana-bread.txt']) {
      await uploadText(userId, name, readFileSync(new URL(`../fixtures/voice/maya-cooks/${name}`, import.meta.url), 'utf8'));
    }
    const { voice } = (await listDocs(userId)).body;
    expect(voice?.signaturePhrases).toContainEqual({ text: 'little tip from me to you', documents: 3 });
    expect(voice?.openers).toEqual([{ text: "Hey hey, it's Maya from Maya Cooks", documents: 3 }]);
    expect((await getVoiceProfile(userId))?.hints.signaturePhrases).toContain('little tip from me to you');
  });

  it('marks binary content Failed with a clear error and keeps the rest working', async () => {
    const userId = await newUser();
    const started = await requestUpload(userId, 'photo.txt', 64);
    await sendFile(started.body.upload, new Uint8Array(64).map((_, i) => (i * 37) % 256));
    const { statusCode, body } = await processDoc(userId, started.body.document.id);
    expect(statusCode).toBe(200);
    expect(body.document.processed).toBe(false);
    expect(body.document.processing_error).toMatch(/not (valid UTF-8 )?text/i);
  });

  it('answers 409 while the file has not arrived, and 404 for another user', async () => {
    const userId = await newUser();
    const started = await requestUpload(userId, 'later.txt', 10);
    expect((await processDoc(userId, started.body.document.id)).statusCode).toBe(409);
    expect((await processDoc(await newUser(), started.body.document.id)).statusCode).toBe(404);
  });

  it('processing twice changes nothing: same answer, same row, usage, voice profile and files', async () => {
    const userId = await newUser();
    const document = await uploadText(userId, 'a.txt', SPEECH.join(' '));
    const stateOf = async () => ({
      row: await getDocument(userId, document.id),
      usage: await usageOf(userId),
      voice: await getVoiceProfile(userId),
      files: await documentFilesOf(userId),
    });
    const before = await stateOf();
    const again = await processDoc(userId, document.id);
    expect(again.statusCode).toBe(200);
    expect(again.body.document).toEqual(document);
    expect(await stateOf()).toEqual(before);
    expect(before.files).toEqual([
      `documents/${userId}/${document.id}`,
      `passages/${userId}/${document.id}.json`,
      `voice/${userId}/passages.json`,
      `voice/${userId}/shingles.bin`,
    ]);
  });

  it('deleting the last processed document removes the voice profile and returns the bytes; repeating changes nothing', async () => {
    const userId = await newUser();
    const document = await uploadText(userId, 'a.srt', captions());
    expect((await deleteDoc(userId, document.id)).statusCode).toBe(204);
    expect((await deleteDoc(userId, document.id)).statusCode).toBe(204);
    const { body } = await listDocs(userId);
    expect(body).toMatchObject({ documents: [], voice: null, storage: { usedBytes: 0 } });
    expect((await invoke<{ hasProcessedDocument: boolean }>(getMe, apiEvent({ userId }))).body.hasProcessedDocument).toBe(false);
    expect(await usageOf(userId)).toEqual({ counter: 0, rows: 0 });
    expect(await documentFilesOf(userId)).toEqual([]);
    expect(await getVoiceProfile(userId)).toBeNull();
  });

  it("cannot delete another user's document", async () => {
    const owner = await newUser();
    const document = await uploadText(owner, 'mine.txt', SPEECH.join(' '));
    expect((await deleteDoc(await newUser(), document.id)).statusCode).toBe(204);
    expect((await listDocs(owner)).body.documents).toHaveLength(1);
  });
});

describe('processing racing a delete (issue 12 hole 2)', () => {
  it('answers 200, 404 or 409 in the JSON error shape to 3 × process and 204 to 3 × delete at once, 30 times, leaving nothing behind', async () => {
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const leftovers: unknown[] = [];
    for (let round = 0; round < 30; round++) {
      const userId = await newUser();
      const text = round % 2 ? captions() : SPEECH.join(' ');
      const { body } = await requestUpload(userId, round % 2 ? 'race.srt' : 'race.txt', new TextEncoder().encode(text).length);
      await sendFile(body.upload, text);
      const id = body.document.id;
      // The deletes start 0 to 50 ms after the processes, so every stage of processing meets a delete.
      const later = (round % 6) * 10;
      const calls = [0, 1, 2].flatMap(() => [
        processDoc(userId, id).then((answer) => ({ kind: 'process', answer })),
        new Promise((resolve) => setTimeout(resolve, later))
          .then(() => deleteDoc(userId, id))
          .then((answer) => ({ kind: 'delete', answer: answer as Awaited<ReturnType<typeof processDoc>> })),
      ]);
      for (const { kind, answer } of await Promise.all(calls)) {
        count(`${kind} ${answer.statusCode}${answer.body?.error ? ` ${answer.body.error.code}` : ''}`);
        if (answer.statusCode >= 400) expect(answer.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
      }
      const after = {
        usage: await usageOf(userId),
        documents: (await listDocs(userId)).body.documents,
        files: await documentFilesOf(userId),
        voice: await getVoiceProfile(userId),
        hasVoice: (await getProfile(userId))!.has_voice_profile,
      };
      const clean = { usage: { counter: 0, rows: 0 }, documents: [], files: [], voice: null, hasVoice: false };
      if (JSON.stringify(after) !== JSON.stringify(clean)) leftovers.push(after);
    }
    const answered = Object.fromEntries(statuses);
    console.info('hole 2 answers', answered, 'rounds left unclean', leftovers.length);
    const unexpected = Object.keys(answered).filter(
      (key) => !/^process (200|404 document\.not_found|409 document\.\w+)$/.test(key) && key !== 'delete 204',
    );
    expect({ unexpected, leftovers }).toEqual({ unexpected: [], leftovers: [] });
  }, 120_000);
});

describe('reservations and usage', () => {
  it('releases the reservation of an upload that never arrived', async () => {
    const userId = await newUser();
    await requestUpload(userId, 'ghost.txt', 5000);
    expect((await usageOf(userId)).counter).toBe(5000);
    expect(await releaseAbandonedUploads(userId, new Date(Date.now() + 60 * 60 * 1000))).toBe(1);
    expect(await usageOf(userId)).toEqual({ counter: 0, rows: 0 });
  });

  it('keeps the usage counter equal to the stored sizes through random uploads and deletes (U4)', async () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('upload' as const), size: fc.integer({ min: 1, max: 4000 }), send: fc.boolean() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat(), twice: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        const userId = await newUser();
        const ids: string[] = [];
        for (const op of operations) {
          if (op.kind === 'upload') {
            const { body } = await requestUpload(userId, 'notes.txt', op.size);
            ids.push(body.document.id);
            if (op.send) {
              await sendFile(body.upload, 'a'.repeat(op.size));
              await processDoc(userId, body.document.id);
            }
          } else if (ids.length) {
            const id = ids[op.pick % ids.length]!;
            await deleteDoc(userId, id);
            if (op.twice) await deleteDoc(userId, id);
          }
          const usage = await usageOf(userId);
          expect(usage.counter).toBe(usage.rows);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
