import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { handler as getScript } from '../../lambdas/api/scripts/get-script';
import { allItemsOfUser } from '../../lambdas/data/account-repo';
import { apiEvent, invoke } from './support/api-event';
import { signedInUser } from './support/cognito-users';
import { deleteDoc, listDocs, processDoc, uploadText } from './support/documents';
import { storedFilesOf } from './support/scripts';

const appUrl = inject('appUrl');

/** The probes of issue 12 hole 1, and more ways to spell an undecodable path segment. */
const MALFORMED: [method: string, path: string][] = [
  ['GET', '/api/scripts/%ZZ'],
  ['GET', '/api/scripts/%E0%A4%A'],
  ['GET', '/api/scripts/%'],
  ['GET', '/api/scripts/%C0%80'],
  ['GET', '/api/scripts/%ED%A0%80'],
  ['POST', '/api/documents/%ZZ/process'],
  ['POST', '/api/documents/%E0%A4%A/process'],
  ['DELETE', '/api/documents/%'],
  ['DELETE', '/api/documents/%ZZ'],
  ['DELETE', '/api/documents/abc%FF'],
];

/** Ids a Lambda may be handed raw by API Gateway: never a reason to throw. */
const ODD_IDS = ['%ZZ', '%E0%A4%A', '%', '\uD800', 'a\u0000b', '\u202E', '../../x', 'DOC#', '🙂'.repeat(16), ' '];

describe('a path id with malformed percent-encoding (issue 12 hole 1)', () => {
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let documentId: string;
  beforeAll(async () => {
    user = await signedInUser();
    documentId = (await uploadText(user.userId, 'kept.txt', 'So this is how I talk. Honestly, it is simple.')).id;
  });

  it('answers 400 request.invalid in the JSON error shape through the gateway, never 5xx, and changes nothing', async () => {
    const itemsBefore = await allItemsOfUser(user.userId);
    const filesBefore = await storedFilesOf(user.userId);
    const answers = await Promise.all(
      MALFORMED.map(async ([method, path]) => {
        const response = await fetch(`${appUrl}${path}`, { method, headers: { authorization: user.idToken } });
        return { call: `${method} ${path}`, status: response.status, body: await response.json().catch(() => 'not JSON') };
      }),
    );
    expect(answers).toEqual(
      MALFORMED.map(([method, path]) => ({
        call: `${method} ${path}`,
        status: 400,
        body: { error: { code: 'request.invalid', message: 'Invalid request' } },
      })),
    );
    expect(await allItemsOfUser(user.userId)).toEqual(itemsBefore);
    expect(await storedFilesOf(user.userId)).toEqual(filesBefore);
    expect((await listDocs(user.userId)).body.documents.map((d) => d.id)).toEqual([documentId]);
  });

  it('still answers 401 before looking at the path when the token is missing', async () => {
    const response = await fetch(`${appUrl}/api/scripts/%ZZ`);
    expect(response.status).toBe(401);
  });

  it('decodes a well-formed encoded id as API Gateway does (404 for an id that matches nothing)', async () => {
    const response = await fetch(`${appUrl}/api/scripts/%41BC%20x`, { headers: { authorization: user.idToken } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'script.not_found', message: 'Script not found' } });
  });
});

describe('the Lambdas handed an odd id raw (as API Gateway may pass it) answer 4xx, never throw', () => {
  it('get-script answers 404 script.not_found for every odd id', async () => {
    const userId = (await signedInUser()).userId;
    for (const id of ODD_IDS) {
      const answer = await invoke(getScript, apiEvent({ userId, pathParameters: { id } }));
      expect({ id, answer }).toEqual({ id, answer: expect.objectContaining({ statusCode: 404, body: { error: { code: 'script.not_found', message: 'Script not found' } } }) });
    }
  });

  it('process-document answers 404 and delete-document 204 for every odd id, leaving the documents as they were', async () => {
    const userId = (await signedInUser()).userId;
    const kept = await uploadText(userId, 'kept.txt', 'So this is how I talk. Honestly, it is simple.');
    const before = await allItemsOfUser(userId);
    for (const id of ODD_IDS) {
      const processed = await processDoc(userId, id);
      expect({ id, status: processed.statusCode, code: processed.body.error?.code }).toEqual({ id, status: 404, code: 'document.not_found' });
      expect({ id, status: (await deleteDoc(userId, id)).statusCode }).toEqual({ id, status: 204 });
    }
    expect(await allItemsOfUser(userId)).toEqual(before);
    expect((await listDocs(userId)).body.documents).toEqual([kept]);
  });
});
