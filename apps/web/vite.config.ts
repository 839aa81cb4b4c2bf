import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/admin/api': 'http://localhost:3000', '/admin/uploads': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false },
});
