// Starts the real gusset binary (embedded PostgreSQL in a fresh data folder) and a
// headless Debian Chromium, for end-to-end tests.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';

export const admin = { username: 'e2e-admin', password: 'e2e correct horse' };

// startServer runs the binary on a fresh data folder; { demo: true } loads the demo content,
// env adds variables (FORM_RATE_LIMIT: 'off' for a test that submits a form more often
// than a visitor may, FORM_CHALLENGE: 'off'). The public forms' challenge and rate limits
// are on, as in production, unless a test turns them off. restart() stops the binary and
// starts it again on the same data folder and address, as a deploy would (jobs that run at
// start run again).
export async function startServer({ demo = false, env: extraEnv = {} } = {}) {
  const bin = process.env.GUSSET_BIN;
  if (!bin) throw new Error('GUSSET_BIN must name the built gusset binary');
  const dataDir = mkdtempSync(join(tmpdir(), 'gusset-e2e-'));
  // As root the cluster runs as the postgres user, which must traverse this folder.
  chmodSync(dataDir, 0o755);
  const env = { ...process.env, ...extraEnv, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password };
  delete env.DATABASE_URL;
  delete env.BLOB_URL;
  const logs = [];
  let proc;
  const launch = (addr) => {
    proc = spawn(bin, ['serve', '--addr', addr, '--data-dir', dataDir, ...(demo ? ['--demo'] : [])], { env, stdio: ['ignore', 'inherit', 'pipe'] });
    const started = proc;
    return new Promise((resolve, reject) => {
      // A ceiling for a start that hangs, not a speed check: on a loaded machine creating
      // the cluster alone has taken 30 s.
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join('\n')}`)), 180_000);
      started.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${logs.join('\n')}`)));
      createInterface({ input: started.stderr }).on('line', (line) => {
        logs.push(line);
        try {
          const entry = JSON.parse(line);
          if (entry.msg === 'serving') {
            clearTimeout(timer);
            resolve(`http://${entry.addr}`);
          }
        } catch {
          // not a JSON log line (PostgreSQL tools print plain text)
        }
      });
    });
  };
  const halt = async () => {
    const exited = new Promise((resolve) => proc.on('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  };
  const url = await launch('127.0.0.1:0');
  return {
    url,
    logs,
    // restart(moreEnv) may change variables for the new start (a moved clock).
    async restart(moreEnv = {}) {
      await halt();
      Object.assign(env, moreEnv);
      await launch(new URL(url).host);
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// startBrowser starts Chromium with a context of its own (its own storage, so its own
// sessions); options are launchPersistentContext's (a phone: { viewport: { width: 375,
// height: 812 }, isMobile: true, hasTouch: true }).
export async function startBrowser(options = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'gusset-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    async stop() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

// consoleErrors collects the page's console errors and uncaught exceptions.
export function consoleErrors(page) {
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

// signIn signs the staff account the server was started with in, on the server at url,
// and waits for the dashboard.
export async function signIn(page, url) {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}

// sessionToken is the token of the browser session of kind ('staff' or 'client') that the
// context holds for the server at url: an HttpOnly cookie the page's script cannot read.
export async function sessionToken(context, url, kind = 'staff') {
  return (await context.cookies(url)).find((c) => c.name.endsWith(`gusset_${kind}`))?.value;
}

// appReady waits until the app has taken the page over: src/main.tsx marks the document
// (data-app="ready") once React has committed its first render. Until then a page the
// server drew is only its HTML: a click on a button does nothing, a link loads a new
// document, and what a test types into a field can be wiped when React hydrates it. Wait
// for it after loading a public page and before touching it.
export async function appReady(page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

// gotoReady loads url in page (options as page.goto's) and waits for the app to take it
// over (appReady); it answers goto's response.
export async function gotoReady(page, url, options) {
  const res = await page.goto(url, options);
  await appReady(page);
  return res;
}
