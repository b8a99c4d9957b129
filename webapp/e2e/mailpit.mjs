// Starts a real SMTP server, mailpit (built by scripts/ensure-mailpit: MAILPIT_BIN, or its
// cache), for end-to-end tests that read the mail the site sends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// launch starts mailpit on two free ports and waits until its API answers; null if it
// exited first (another process took a port between the probe and mailpit's bind).
async function launch(bin, dir) {
  const [smtp, http] = [await freePort(), await freePort()];
  const proc = spawn(bin, ['--smtp', `127.0.0.1:${smtp}`, '--listen', `127.0.0.1:${http}`, '--database', join(dir, 'mail.db'),
    '--disable-version-check', '--smtp-auth-accept-any', '--smtp-auth-allow-insecure', '--quiet'], { stdio: 'inherit' });
  let gone = false;
  const exited = new Promise((resolve) => proc.on('exit', () => { gone = true; resolve(); }));
  const api = `http://127.0.0.1:${http}`;
  // Ready once its API answers (it starts in well under a second).
  for (let i = 0; i <= 200 && !gone; i++) {
    try {
      if ((await fetch(`${api}/readyz`)).ok) return { proc, exited, smtp, api };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  proc.kill('SIGTERM');
  await exited;
  return null;
}

export async function startMailpit() {
  const bin = process.env.MAILPIT_BIN || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'gusset', 'bin', 'mailpit-v1.28.0');
  const dir = mkdtempSync(join(tmpdir(), 'gusset-mailpit-'));
  let started = null;
  for (let attempt = 0; attempt < 5 && !started; attempt++) started = await launch(bin, dir);
  if (!started) throw new Error(`mailpit (${bin}) did not start`);
  const { proc, exited, smtp, api } = started;
  return {
    smtpURL: `smtp://127.0.0.1:${smtp}`,
    // message waits for the first message to address whose subject matches, and answers
    // it with its text ({ subject, text, replyTo }).
    async message(address, subject) {
      for (let i = 0; i < 600; i++) {
        const list = await (await fetch(`${api}/api/v1/messages?limit=100`)).json();
        const found = list.messages.find((m) => m.To.some((to) => to.Address === address) && subject.test(m.Subject));
        if (found) {
          const full = await (await fetch(`${api}/api/v1/message/${found.ID}`)).json();
          return { subject: full.Subject, text: full.Text, replyTo: full.ReplyTo.map((r) => r.Address) };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${address} with a subject like ${subject} within a minute`);
    },
    // count waits until at least `atLeast` messages to address have a subject that
    // matches, and answers how many there are then.
    async count(address, subject, atLeast = 1) {
      for (let i = 0; i < 600; i++) {
        const list = await (await fetch(`${api}/api/v1/messages?limit=500`)).json();
        const n = list.messages.filter((m) => m.To.some((to) => to.Address === address) && subject.test(m.Subject)).length;
        if (n >= atLeast) return n;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`fewer than ${atLeast} mails to ${address} with a subject like ${subject} within a minute`);
    },
    // subjects answers the subjects of every message to address so far.
    async subjects(address) {
      const list = await (await fetch(`${api}/api/v1/messages?limit=500`)).json();
      return list.messages.filter((m) => m.To.some((to) => to.Address === address)).map((m) => m.Subject);
    },
    async stop() {
      proc.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
