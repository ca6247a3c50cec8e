// A real SMTP server for browser tests (aiosmtpd, as the Rust tests use), and the school's
// e-mail settings pointed at it: the portal's sender delivers there, and a test reads the links.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from '@playwright/test';

import { storeSettings } from './database';
import { freePort } from './ports';

const SCRIPT = fileURLToPath(new URL('../../crates/test-support/smtp_server.py', import.meta.url));

export interface Mailbox {
  port: number;
  /** The messages received so far: who they went to and the whole message as sent. */
  messages(): { to: string[]; data: string }[];
  /** Waits for a message to `to` (the sender looks at the outbox every second). */
  waitFor(to: string): Promise<string>;
  stop(): void;
}

/** Starts the SMTP server and makes it the school's e-mail provider. */
export async function startMailbox(): Promise<Mailbox> {
  const port = await freePort();
  const out = join(mkdtempSync(join(tmpdir(), 'sp-mail-')), 'messages.jsonl');
  const child: ChildProcess = spawn('python3', [SCRIPT, String(port), '', '', out], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) =>
      chunk.toString().includes('ready')
        ? resolve()
        : reject(new Error(`the SMTP stand-in said ${chunk.toString()}`)),
    );
    child.once('exit', (code) => reject(new Error(`the SMTP stand-in stopped (${code})`)));
  });
  await storeSettings({
    notifications: {
      email: {
        enabled: true,
        provider: 'smtp',
        smtp: {
          host: '127.0.0.1',
          port,
          username: '',
          encryption: 'none',
          fromName: 'School office',
          fromEmail: 'office@school.example',
        },
      },
    },
  });
  const messages = () =>
    existsSync(out)
      ? readFileSync(out, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string[]; data: string })
      : [];
  return {
    port,
    messages,
    async waitFor(to: string) {
      let found = '';
      await expect
        .poll(
          () => {
            const message = messages().find((m) => m.to.includes(to));
            found = message?.data ?? '';
            return Boolean(message);
          },
          { timeout: 20_000, message: `an e-mail to ${to}` },
        )
        .toBe(true);
      // Quoted-printable soft line breaks and `=3D` undone.
      return found.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    },
    stop() {
      child.stdin?.end();
      child.kill();
    },
  };
}

/** The address of the link to `path` in an e-mail, relative to the portal. */
export function linkIn(message: string, path: string): string {
  const match = new RegExp(
    `https?://[^\\s/]+(${path.replace(/[?]/g, '\\?')}[A-Za-z0-9_\\-=.]+)`,
  ).exec(message);
  if (!match) throw new Error(`no link to ${path} in ${message}`);
  return match[1];
}
