import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import type { GenerateScriptBody, Script } from '../../contracts/scripts';
import { type Debit, DebitGuardFailedError, refundCredit } from '../../data/credit-repo';
import { debitCredit } from '../credits';
import { type IdempotencyRecord, completeIdempotencyRecord, getIdempotencyRecord, idempotencyGuard } from '../../data/idempotency-repo';
import { Keys } from '../../data/keys';
import { GenerationStoppedError, deleteScript, getScriptOfUser, saveScript } from '../../data/script-repo';
import { isGenerationStopRequested } from '../../data/generation-stop-repo';
import { deleteScriptBody, putScriptBody, scriptBodyKey } from '../../data/storage';
import { getStyleGuide } from '../../data/style-guide-repo';
import { putScriptMaterial, scriptMaterialKey } from '../../data/material-storage';
import { putScriptExtras, scriptExtrasKey } from '../../data/extras-storage';
import { hasMaterial } from '../../contracts/material';
import { ConflictError, HttpError } from '../../shared/errors';
import { loadVoiceContext } from '../documents/voice-store';
import { setLastUsedVoice } from '../../data/voice-registry-repo';
import { generationVoice } from '../voices/voices';
import { judgeVoice } from '../voice/voice-judgement';
import { logger } from '../../shared/logger';
import { writeExtras } from './extras';
import { checkOutline } from './outline';
import { planScript } from './planner';
import type { ScriptPlan, ScriptWriter } from './plan-types';
import { watchForStop } from './stop-watch';
import { WriterError } from './writers/writer-error';
import { estimatedSeconds, spokenText, spokenWords } from '../../contracts/script-text';
import { retimeScript } from '../../contracts/script-timing';

/** Every step that touches the outside world, so tests can make any one of them fail. */
export interface GenerationSteps {
  debit: typeof debitCredit;
  refund: typeof refundCredit;
  loadStyleGuide: typeof getStyleGuide;
  loadVoice: typeof loadVoiceContext;
  storeBody: typeof putScriptBody;
  deleteBody: typeof deleteScriptBody;
  storeMaterial: typeof putScriptMaterial;
  storeExtras: typeof putScriptExtras;
  save: typeof saveScript;
  unsave: typeof deleteScript;
  stopRequested: typeof isGenerationStopRequested;
}

export const realSteps: GenerationSteps = {
  debit: debitCredit,
  refund: refundCredit,
  loadStyleGuide: getStyleGuide,
  loadVoice: loadVoiceContext,
  storeBody: putScriptBody,
  deleteBody: deleteScriptBody,
  storeMaterial: putScriptMaterial,
  storeExtras: putScriptExtras,
  save: saveScript,
  unsave: deleteScript,
  stopRequested: isGenerationStopRequested,
};

/** How often a streamed generation looks for a stop asked by POST /api/scripts/{id}/stop. */
const STOP_POLL_MS = 1000;

export interface GenerationRequest {
  userId: string;
  body: GenerateScriptBody;
  /** The client's Idempotency-Key: a retry with the same key gets the same answer and costs nothing more. */
  idempotencyKey?: string;
  writer: ScriptWriter;
  /** Told what each generation cost and how it ended (the handler turns it into metrics). */
  observer?: GenerationObserver;
  /** A streamed generation: told the plan once the credit is taken, then the text as it is written; it can be stopped. */
  progress?: GenerationProgress;
}

export interface GenerationProgress {
  planned(plan: ScriptPlan, scriptId: string): void;
  wrote(delta: string): void;
}

/** What a generation reports: how long the writer took and what it wrote, or that the credit went back and why. */
export interface GenerationObserver {
  written(outcome: { writerMs: number; words: number; writer: string }): void;
  /** It failed and its credit was refunded. */
  refunded(cause: unknown): void;
  /** The creator stopped it (its credit is back too): their choice, not a failure to count against the service. */
  stopped(): void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const hashOf = (body: GenerateScriptBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

const replay = async (userId: string, key: string, requestHash: string, known?: IdempotencyRecord | null): Promise<Script> => {
  const record = known ?? (await getIdempotencyRecord(userId, key));
  if (record && record.request_hash !== requestHash) {
    throw new ConflictError('idempotency.mismatch', 'This Idempotency-Key was already used for a different request');
  }
  if (record?.status === 'done') {
    const script = await getScriptOfUser(userId, record.script_id);
    if (script) return script;
  }
  throw new ConflictError('generation.in_progress', 'This script is still being generated. Please try again in a moment.');
};

/** The script and what goes with it: its other hooks, titles and post belong to the same generation and credit (issue 34). */
const writeWithExtras = async (writer: ScriptWriter, plan: ScriptPlan, progress: GenerationProgress | undefined, stop: ReturnType<typeof watchForStop> | undefined) => {
  try {
    const written = await writer.write(plan, { onText: progress?.wrote, signal: stop?.signal });
    // The plan's timing marks and word budget become the written text's own: the page shows what this text takes to say.
    const markdown = retimeScript(written, plan.wordsPerMinute);
    return { markdown, extras: await writeExtras(writer, plan, markdown, stop?.signal) };
  } finally {
    stop?.cancel();
  }
};

/**
 * Generates one script for one credit. The credit is taken first, in a transaction that cannot overspend;
 * if anything after that fails (planning inputs, the writer, storage, saving), everything written is
 * removed and the credit is refunded, so a failed generation costs nothing and leaves nothing behind.
 */
export const generateScript = async (request: GenerationRequest, steps: GenerationSteps = realSteps): Promise<Script> => {
  const { userId, body, idempotencyKey, writer } = request;
  const scriptId = ulid();
  const requestHash = hashOf(body);

  // A retry is answered from its record before the balance is looked at: it costs nothing, even at 0 credits.
  if (idempotencyKey) {
    const known = await getIdempotencyRecord(userId, idempotencyKey);
    if (known) return replay(userId, idempotencyKey, requestHash, known);
  }

  const material = hasMaterial(body.material) ? body.material : undefined;
  // An outline that is not an edit of this plan is bad input: refused before the credit is taken.
  if (body.outline) checkOutline(body.outline, { platform: body.platform, duration: body.duration, material });

  // Before the debit: a voice that is not the caller's is refused without spending anything (docs/voices.md).
  const voice = await generationVoice(userId, body.voiceId);
  let debit: Debit;
  try {
    debit = await steps.debit(userId, scriptId, idempotencyKey ? idempotencyGuard(userId, idempotencyKey, scriptId, requestHash) : undefined);
  } catch (error) {
    if (error instanceof DebitGuardFailedError && idempotencyKey) return replay(userId, idempotencyKey, requestHash);
    throw error;
  }

  const fileKey = scriptBodyKey(userId, scriptId);
  const extrasKey = scriptExtrasKey(userId, scriptId);
  const materialKey = material ? scriptMaterialKey(userId, scriptId) : undefined;
  let stored = false;
  let saveAttempted = false;
  try {
    const [styleGuide, voiceContext] = await Promise.all([steps.loadStyleGuide(userId, voice.id, body.platform), steps.loadVoice(userId, [body.topic, body.details].filter(Boolean).join(' '), voice.id)]);
    const plan = planScript({
      topic: body.topic,
      details: body.details || null,
      platform: body.platform,
      duration: body.duration,
      tone: body.tone,
      styleGuide,
      voice: voiceContext.voice,
      passages: voiceContext.passages,
      material,
      outline: body.outline,
    });
    request.progress?.planned(plan, scriptId);
    const writing = Date.now();
    const stop = request.progress ? watchForStop(() => steps.stopRequested(userId, scriptId), STOP_POLL_MS) : undefined;
    const { markdown, extras } = await writeWithExtras(writer, plan, request.progress, stop);
    const writerMs = Date.now() - writing;
    stored = true;
    // Every write settles before a failure is handled: a file still being written when the clean-up runs would be left behind.
    const writes = await Promise.allSettled([
      steps.storeBody(fileKey, markdown),
      steps.storeExtras(extrasKey, extras),
      material && materialKey ? steps.storeMaterial(materialKey, material) : undefined,
    ]);
    const failedWrite = writes.find((write) => write.status === 'rejected');
    if (failedWrite) throw failedWrite.reason;
    const words = spokenWords(markdown);
    const script: Script = {
      id: scriptId,
      user_id: userId,
      topic: body.topic,
      platform: body.platform,
      duration: body.duration,
      tone: body.tone,
      details: body.details || null,
      created_at: new Date().toISOString(),
      file_path: fileKey,
      word_count: words,
      estimated_seconds: estimatedSeconds(words, plan.wordsPerMinute),
      words_per_minute: plan.wordsPerMinute,
      writer: writer.name,
      voice_match: judgeVoice(spokenText(markdown), voiceContext.profile, voiceContext.shingles).score,
      current_version_id: scriptId,
      version_count: 1,
      voice_id: voice.id,
      ...(materialKey ? { material_path: materialKey } : {}),
      extras_path: extrasKey,
    };
    saveAttempted = true;
    await steps.save(script, markdown);
    if (idempotencyKey) {
      await completeIdempotencyRecord(userId, idempotencyKey).catch((error: unknown) =>
        logger.warn('idempotency record left pending', { error: error as Error }),
      );
    }
    await setLastUsedVoice(userId, voice.id).catch((error: unknown) => logger.warn('last used voice not recorded', { error: error as Error }));
    request.observer?.written({ writerMs, words, writer: writer.name });
    return script;
  } catch (error) {
    const stopped = error instanceof GenerationStoppedError || (error instanceof WriterError && error.reason === 'stopped') || isAbort(error);
    // A stop is the creator's choice, not a failure: it is logged, not alarmed on.
    if (stopped) logger.info('generation stopped by the creator; refunding the credit', { scriptId });
    else logger.error('generation failed; refunding the credit', { error: error as Error, scriptId });
    if (stopped) request.observer?.stopped();
    else request.observer?.refunded(error);
    if (saveAttempted) await steps.unsave(userId, scriptId).catch(() => undefined);
    if (stored) await Promise.all([fileKey, extrasKey, materialKey].map((key) => (key ? steps.deleteBody(key).catch(() => undefined) : undefined)));
    await steps.refund(debit, idempotencyKey ? [Keys.idempotency(userId, idempotencyKey)] : []);
    if (stopped) throw new ConflictError('generation.stopped', 'Generation stopped: nothing was kept and your credit is back.');
    throw new HttpError(502, 'generation.failed', 'Failed to generate script');
  }
};
