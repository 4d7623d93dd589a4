import base from './vite.config';
import type { Plugin, UserConfig } from 'vite';
const analyze: Plugin = {
  name: 'analyze',
  generateBundle(_o, bundle) {
    const sizes: Record<string, number> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const [id, m] of Object.entries(chunk.modules)) {
        const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? (id.includes('/packages/') ? id.split('/packages/')[1]!.split('/')[0]! : id.includes('/apps/extension/') ? 'extension' : id);
        sizes[pkg] = (sizes[pkg] ?? 0) + m.renderedLength;
      }
    }
    console.log(Object.entries(sizes).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}: ${(v / 1024).toFixed(1)} kB`).join('\n'));
  },
};
export default (env: never) => { const c = (base as (e: never) => UserConfig)(env); return { ...c, plugins: [...(c.plugins ?? []), analyze] }; };
