import { type ConfigEnv, mergeConfig, type Plugin, type UserConfig } from 'vite';
import consoleConfig from '../../apps/console/vite.config.ts';

/**
 * The console's own config for `vite preview` in the end-to-end run, with one difference: replies are not
 * compressed. Vite's preview server gzips every script and page as it sends it, whatever its config says, and the
 * run loads the demo's 2 MB of scripts some 170 times, in fresh browser contexts that cache nothing. The tests
 * are about the console, not the transfer; production-server.e2e.test.ts checks the production server's
 * compression, with nginx.
 */
const uncompressed: Plugin = {
  name: 'e2e:uncompressed-preview',
  // Runs before the preview server adds its compression, which only compresses what the browser says it accepts.
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      delete request.headers['accept-encoding'];
      next();
    });
  },
};

const appConfig = consoleConfig as (env: ConfigEnv) => Promise<UserConfig>;

export default async (env: ConfigEnv): Promise<UserConfig> =>
  mergeConfig(await appConfig(env), { plugins: [uncompressed] });
