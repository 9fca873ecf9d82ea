import { resolve } from 'node:path';
import { build, type HtmlTagDescriptor, type Plugin } from 'vite';

/**
 * Gives the page a small module script of its own that runs before the app's entry.
 *
 * Vite bundles every module script of index.html into one entry, and the build puts every module an
 * entry imports into the first route's one file, so a script that must run while the browser is
 * still parsing that large file cannot be one more entry of the app's build. This plugin bundles
 * `source` alone (with what it imports, a few small modules the app's file holds too), emits it as
 * `assets/<name>-<hash>.js` and writes its tag into the page before the app's: module scripts run
 * in document order, and the small file is parsed and run first. The dev server loads the source.
 */
export function firstScript(name: string, source: string): Plugin {
  let root = process.cwd();
  let building = false;
  const tag = (src: string): HtmlTagDescriptor => ({
    tag: 'script',
    attrs: { type: 'module', crossorigin: true, src },
    injectTo: 'head-prepend',
  });
  return {
    name: 'selah:first-script',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      this.emitFile({ type: 'asset', name: `${name}.js`, source: await bundleAlone(root, source) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!building) return [tag(`/${source}`)];
        const emitted = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(`${name}.js`),
        );
        if (!emitted) throw new Error(`The ${name} script is missing from the build`);
        return [tag(`/${emitted.fileName}`)];
      },
    },
  };
}

/** `source` and what it imports as one minified ES module (a build of its own, nothing written). */
async function bundleAlone(root: string, source: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: resolve(root, source), formats: ['es'], fileName: 'first-script' },
      // Library builds keep their whitespace; this is a page's script.
      rolldownOptions: { output: { minify: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((bundle) =>
    'output' in bundle ? bundle.output : [],
  );
  const chunks = outputs.filter((output) => output.type === 'chunk');
  if (chunks.length !== 1)
    throw new Error(`${source} must bundle into one file, not ${chunks.length}`);
  return chunks[0]!.code;
}
