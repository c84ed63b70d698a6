import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A Checkout Session as the stand-in keeps it: Stripe's fields the app uses, plus what idempotency needs. */
export interface StoredSession {
  id: string;
  created: number;
  expires_at: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  line_items: { id: string; price: string; quantity: number }[];
  idempotency_key: string | null;
  fingerprint: string;
}

/** The sessions in memory, written whole to a JSON file after each change when a file is given. */
export class SessionStore {
  private readonly sessions = new Map<string, StoredSession>();

  /** `file`: where sessions persist across restarts of the stack; null keeps them in memory only. */
  constructor(private readonly file: string | null) {
    if (file && existsSync(file)) {
      for (const session of JSON.parse(readFileSync(file, 'utf8')) as StoredSession[]) this.sessions.set(session.id, session);
    }
  }

  get(id: string): StoredSession | undefined {
    return this.sessions.get(id);
  }

  /** Every session in the order they were created. */
  all(): StoredSession[] {
    return [...this.sessions.values()];
  }

  add(session: StoredSession) {
    this.sessions.set(session.id, session);
    this.save();
  }

  /** Call after changing a session got from this store. */
  save() {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(this.all(), null, 2));
  }
}
