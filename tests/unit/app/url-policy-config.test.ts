/** The app's URL policy from its build configuration: pictures from this page, the API's and screens' hosts and VITE_HATID_IMAGE_HOSTS. */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('appUrlPolicy', () => {
  it('opens this host (and VITE_HATID_HOSTS) and draws pictures from this host, the API and screens hosts and VITE_HATID_IMAGE_HOSTS', async () => {
    vi.stubEnv('VITE_HATID_API_BASE', 'https://api.lender.example/v1');
    vi.stubEnv('VITE_HATID_SCREENS_BASE', 'https://screens.cdn.example/screens');
    vi.stubEnv('VITE_HATID_IMAGE_HOSTS', 'logos.lender.example, .img.example');
    vi.stubEnv('VITE_HATID_HOSTS', 'pay.provider.example');
    // The configuration is read when its module loads: load it afresh under these variables.
    vi.resetModules();
    const { appUrlPolicy } = await import('../../../app/browser-ports.ts');
    expect(appUrlPolicy()).toEqual({
      hosts: [window.location.hostname, 'pay.provider.example'],
      imageHosts: [window.location.hostname, 'api.lender.example', 'screens.cdn.example', 'logos.lender.example', '.img.example'],
    });
  });

  it('with paths for the API and screens (the sandbox), pictures come from this host only', async () => {
    vi.resetModules();
    const { appUrlPolicy, createBrowserPorts } = await import('../../../app/browser-ports.ts');
    expect(appUrlPolicy()).toEqual({ hosts: [window.location.hostname], imageHosts: [window.location.hostname] });
    expect(createBrowserPorts().urlPolicy).toEqual(appUrlPolicy());
    // The ports started loading the lender API's code in this fresh module graph: let it arrive before the file ends.
    await import('../../../adapters/http/create-api.ts');
  });
});
