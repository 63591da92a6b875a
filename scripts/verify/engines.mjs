// The engines the cross-engine determinism fixtures are recorded in, each able to say its version and to
// measure the engine runs: Firefox (SpiderMonkey) through a page served here, and JavaScriptCore through its
// shell. scripts/verify/record-engine-fixtures.mjs picks and runs them.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { exited, freePort } from '../cluster/processes.mjs';

/** An engine measures in well under a minute here; one that hangs is killed after this. */
const TIMEOUT_MS = Number(process.env.RECORD_ENGINES_TIMEOUT_MS) || 5 * 60_000;
/** Bodies the page may post (the measured runs are a few hundred KB). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Profile settings that keep a headless Firefox from reaching out or opening anything but our page. */
const FIREFOX_PREFS = {
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.aboutwelcome.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'toolkit.telemetry.enabled': false,
  'app.update.enabled': false,
  'app.normandy.enabled': false,
  'extensions.update.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'dom.max_script_run_time': 0,
};

/** UTF-8 TextEncoder and TextDecoder for an engine shell that has none (as the standard defines them). */
const TEXT_CODING_FOR_SHELLS = `
globalThis.TextEncoder ??= class TextEncoder {
  encode(text) {
    const bytes = [];
    for (const char of String(text)) {
      const c = char.codePointAt(0);
      if (c >= 0xd800 && c <= 0xdfff) bytes.push(0xef, 0xbf, 0xbd);
      else if (c < 0x80) bytes.push(c);
      else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return new Uint8Array(bytes);
  }
};
globalThis.TextDecoder ??= class TextDecoder {
  constructor(label = 'utf-8', options = {}) { this.fatal = Boolean(options.fatal); }
  decode(bytes) {
    let out = '';
    for (let i = 0; i < bytes.length; ) {
      const b = bytes[i];
      const size = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
      let c = size === 1 ? b : size === 2 ? b & 31 : size === 3 ? b & 15 : b & 7;
      let ok = size > 0 && i + size <= bytes.length;
      for (let k = 1; ok && k < size; k++) {
        ok = (bytes[i + k] & 0xc0) === 0x80;
        c = (c << 6) | (bytes[i + k] & 63);
      }
      const min = [0, 0, 0x80, 0x800, 0x10000][size];
      if (!ok || c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) {
        if (this.fatal) throw new TypeError('The encoded data was not valid UTF-8.');
        out += '\\ufffd';
        i += 1;
      } else {
        out += String.fromCodePoint(c);
        i += size;
      }
    }
    return out;
  }
};
`;

const versionOf = (command, args, pattern) => {
  const probe = spawnSync(command, args, { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return null;
  return pattern.exec(probe.stdout)?.[1] ?? probe.stdout.trim();
};

/** `entry` built for an engine: one file, no Node module in it (an ES module, or a classic script). */
async function buildForEngine(entry, format) {
  const outDir = mkdtempSync(join(tmpdir(), 'csg-engine-build-'));
  try {
    await build({
      configFile: false,
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: false,
        modulePreload: false,
        rollupOptions: {
          input: fileURLToPath(entry),
          output: { entryFileNames: 'engine-runs.js', format },
        },
      },
    });
    const code = readFileSync(join(outDir, 'engine-runs.js'), 'utf8');
    if (/from\s*["']node:|__vite-browser-external/.test(code)) {
      throw new Error('The engine runs import a Node module: they must stay browser-safe.');
    }
    return code;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Runs `command` in its own process group; resolves with its stdout, or rejects when it fails or hangs. */
function runInGroup(command, args, options, name) {
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let timer;
  const done = Promise.race([
    exited(child).then(() => {
      if (child.exitCode !== 0) {
        throw new Error(`${name} exited (code ${child.exitCode ?? child.signalCode}):\n${stderr}`);
      }
      return stdout;
    }),
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${name} took over ${TIMEOUT_MS / 1000} s: stopped.\n${stderr}`)),
        TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    for (const signal of ['SIGTERM', 'SIGKILL']) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        return;
      }
      const gone = await Promise.race([
        exited(child).then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      if (gone) return;
    }
  };
  return { child, done, stop, stderr: () => stderr };
}

/** Serves the page; resolves `measured` with what the page posts (or rejects with what it failed on). */
function servePage(code, fixtures) {
  let settle;
  const measured = new Promise((resolve, reject) => (settle = { resolve, reject }));
  const html =
    '<!doctype html><meta charset="utf-8"><title>Engine runs</title>' +
    '<script type="module" src="/engine-runs.js"></script>';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method === 'GET') {
      if (path === '/') return send(200, 'text/html; charset=utf-8', html);
      if (path === '/engine-runs.js') return send(200, 'text/javascript; charset=utf-8', code);
      if (path === '/chromium-fixtures.json') {
        return send(200, 'application/json', JSON.stringify(fixtures));
      }
      return send(404, 'text/plain', 'Not found');
    }
    if (request.method === 'POST' && (path === '/measured' || path === '/failed')) {
      const chunks = [];
      let size = 0;
      request.on('data', (chunk) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) request.destroy();
        else chunks.push(chunk);
      });
      request.on('end', () => {
        send(204, 'text/plain', '');
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (path === '/measured') settle.resolve(body);
          else settle.reject(new Error(`The page failed: ${body.message}`));
        } catch (error) {
          settle.reject(new Error(`The page posted something unreadable: ${error.message}`));
        }
      });
      return undefined;
    }
    return send(405, 'text/plain', 'Method not allowed');
  });
  return { server, measured };
}

export const ENGINES = {
  firefox: {
    hint:
      "No Firefox found. Install Debian's Firefox ESR with: apt-get install -y firefox-esr " +
      '(or set FIREFOX_PATH to a Firefox binary).',
    command: process.env.FIREFOX_PATH ?? 'firefox-esr',
    version() {
      // 'Mozilla Firefox 153.7.0esr'
      const version = versionOf(this.command, ['--version'], /Firefox\s+(\S+)/);
      return version && { browser: `Firefox ${version}`, javascriptEngine: 'SpiderMonkey' };
    },
    async measure(fixtures) {
      const code = await buildForEngine(
        new URL('./engineRunsPage.entry.ts', import.meta.url),
        'es',
      );
      const { server, measured } = servePage(code, fixtures);
      const port = await freePort();
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
      const profile = mkdtempSync(join(tmpdir(), 'csg-firefox-profile-'));
      writeFileSync(
        join(profile, 'user.js'),
        Object.entries(FIREFOX_PREFS)
          .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
          .join('\n'),
      );
      const firefox = runInGroup(
        this.command,
        ['--headless', '--no-remote', '--profile', profile, `http://127.0.0.1:${port}/`],
        { env: { ...process.env, HOME: profile, MOZ_CRASHREPORTER_DISABLE: '1' } },
        'Firefox',
      );
      try {
        const body = await Promise.race([
          measured,
          firefox.done.then(() => {
            throw new Error(`Firefox exited before the page posted:\n${firefox.stderr()}`);
          }),
        ]);
        return { runs: body.runs, userAgent: String(body.userAgent) };
      } finally {
        await firefox.stop();
        server.close();
        rmSync(profile, { recursive: true, force: true });
      }
    },
  },
  javascriptcore: {
    hint:
      "No JavaScriptCore shell found. Install WebKit's with: apt-get install -y libjavascriptcoregtk-4.0-bin " +
      '(or set JSC_PATH to a jsc binary).',
    command: process.env.JSC_PATH ?? 'jsc',
    version() {
      const probe = spawnSync(this.command, ['-e', 'print(1)'], { encoding: 'utf8' });
      if (probe.error || probe.status !== 0) return null;
      const version = versionOf(
        'dpkg-query',
        ['-W', '-f=${Version}', 'libjavascriptcoregtk-4.0-bin'],
        /^(\S+)$/,
      );
      return {
        browser: `WebKitGTK ${version ?? '(version unknown)'} jsc shell`,
        javascriptEngine: 'JavaScriptCore',
      };
    },
    async measure(fixtures) {
      const code = await buildForEngine(
        new URL('./engineRunsShell.entry.ts', import.meta.url),
        'iife',
      );
      const dir = mkdtempSync(join(tmpdir(), 'csg-jsc-'));
      try {
        const files = {
          'prelude.js': `${TEXT_CODING_FOR_SHELLS}\nvar chromiumFixtures = ${JSON.stringify(fixtures)};\n`,
          'engine-runs.js': code,
          'print.js':
            'print(JSON.stringify({ runs: engineRuns.measureEngineRuns(chromiumFixtures) }));\n',
        };
        for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
        const jsc = runInGroup(this.command, Object.keys(files), { cwd: dir }, 'jsc');
        try {
          return { ...JSON.parse(await jsc.done), userAgent: null };
        } finally {
          await jsc.stop();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
};
