import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { transformWithOxc, type Plugin } from 'vite';

/**
 * A classic script in the page's head that runs before the first paint (the app's module script runs after the
 * document is parsed, and the browser may paint before it): `source`'s functions, their types stripped, then `call`.
 * The source imports nothing but types, so the script stands alone. Served as a file of the app's origin, as the CSP's
 * `script-src 'self'` asks (no inline script): `/assets/prePaint-<hash>.js` in a build, `/@pre-paint.js` in dev.
 */
export function prePaintScript(sourceFile: string, call: string): Plugin {
  let script: { code: string; path: string } | null = null;
  async function build(): Promise<{ code: string; path: string }> {
    const { code: stripped } = await transformWithOxc(readFileSync(sourceFile, 'utf8'), sourceFile, { lang: 'ts', sourcemap: false });
    // Its comments stay in the source: the script itself is read by every page before anything is drawn.
    const body = stripped
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/^export /gm, '')
      .replace(/\n\s*\n/g, '\n');
    if (/^\s*import\b/m.test(body)) throw new Error(`${sourceFile}: the pre-paint script may import types only`);
    const code = `(() => {\n${body}\n${call};\n})();\n`;
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
    return { code, path: `assets/prePaint-${hash}.js` };
  }
  let serving = false;
  return {
    name: 'portal-pre-paint-script',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async buildStart() {
      script = await build();
    },
    configureServer(server) {
      server.middlewares.use('/@pre-paint.js', (_, response) => {
        void build().then(({ code }) => response.setHeader('Content-Type', 'text/javascript').end(code));
      });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', attrs: { src: serving ? '/@pre-paint.js' : `/${script!.path}` }, injectTo: 'head-prepend' }],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: script!.path, source: script!.code });
    },
  };
}
