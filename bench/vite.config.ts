// The bench's own pages (`npm run bench:ux` builds them): the floor, the peer and the 10,000-row list. A build
// apart from the portal's, so nothing here reaches the product's bundle.
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  // The portal's public folder (icons, the service worker's files) is not the bench's.
  publicDir: false,
  build: {
    target: 'es2022',
    emptyOutDir: true,
    rollupOptions: { input: { floor: resolve(root, 'floor/index.html'), peer: resolve(root, 'peer/index.html'), scale: resolve(root, 'scale/index.html') } },
  },
});
