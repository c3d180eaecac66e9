// @vitest-environment node
/**
 * Issue 19 §8, issue 33 item 5: the lint config encodes the architecture's never-arrows (docs/architecture.md); each is
 * refused where it would be written, and the arrows that point the right way pass.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const boundaryRules = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);
// The project's own config, running only the rules these tests read: import-x/no-cycle walked the import graph from
// each snippet (the file took 24 s alone, 5 s without it) and the tests never read what it found.
const eslint = new ESLint({ cwd: repo, ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId) });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && boundaryRules.has(m.ruleId)).map((m) => m.message);
}

describe('architecture boundaries', () => {
  it('the core imports no React, React binding, widgets, adapters or sandbox', async () => {
    expect(await refusals('renderer/core/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toHaveLength(1);
    expect(
      await refusals('renderer/core/actions/x.ts', "import { NodeView } from '../../react/node-view.tsx';\nexport const x = NodeView;\n"),
    ).toHaveLength(1);
    expect(await refusals('renderer/core/x.ts', "import { Button } from '../../widgets/button.tsx';\nexport const x = Button;\n")).toHaveLength(1);
    expect(
      await refusals('renderer/core/x.ts', "import { createApi } from '../../adapters/http/create-api.ts';\nexport const x = createApi;\n"),
    ).toHaveLength(1);
  });

  it('widgets never reach adapters; adapters never reach the UI; the app never reaches the sandbox', async () => {
    expect(
      await refusals('widgets/x.tsx', "import { createApi } from '../adapters/http/create-api.ts';\nexport const x = createApi;\n"),
    ).toHaveLength(1);
    expect(await refusals('adapters/http/x.ts', "import { Button } from '../../widgets/button.tsx';\nexport const x = Button;\n")).toHaveLength(1);
    expect(await refusals('adapters/x.ts', "import React from 'react';\nexport const x = React;\n")).toHaveLength(1);
    expect(
      await refusals('app/x.ts', "import { createSandbox } from '../adapters/sandbox/index.ts';\nexport const x = createSandbox;\n"),
    ).toHaveLength(1);
  });

  it('the sandbox lender shares no code with the client it stands in for, nor reaches the UI', async () => {
    expect(
      await refusals('adapters/sandbox/x.ts', "import type { EndpointName } from '../http/endpoints.ts';\nexport type X = EndpointName;\n"),
    ).toHaveLength(1);
    expect(
      await refusals('adapters/sandbox/x.ts', "import { createApi } from '../../adapters/http/create-api.ts';\nexport const x = createApi;\n"),
    ).toHaveLength(1);
    expect(await refusals('adapters/sandbox/x.ts', "import { Button } from '../../widgets/button.tsx';\nexport const x = Button;\n")).toHaveLength(1);
    expect(await refusals('adapters/sandbox/x.ts', "import { lenderRoutes } from './lender-routes.ts';\nexport const x = lenderRoutes;\n")).toEqual(
      [],
    );
  });

  it('allows the arrows that point the right way', async () => {
    expect(
      await refusals(
        'renderer/react/x.tsx',
        "import { useState } from 'react';\nimport { createStore } from '../core/store/create-store.ts';\nexport const x = [useState, createStore];\n",
      ),
    ).toEqual([]);
    expect(await refusals('app/x.ts', "import { createApi } from '../adapters/http/create-api.ts';\nexport const x = createApi;\n")).toEqual([]);
    expect(await refusals('app/x.ts', "import { ScreenView } from '../renderer/react/screen-view.tsx';\nexport const x = ScreenView;\n")).toEqual([]);
    expect(await refusals('studio/x.ts', "import { App } from '../app/app.tsx';\nexport const x = App;\n")).toEqual([]);
    expect(await refusals('server/x.ts', "import { prepareScreen } from '../app/load-screen.ts';\nexport const x = prepareScreen;\n")).toEqual([]);
  });

  it('nothing the composition root wires imports it: core, React binding, widgets, adapters, checks, preview', async () => {
    const app = (from: string) => `import { App } from '${from}app/app.tsx';\nexport const x = App;\n`;
    expect(await refusals('renderer/core/x.ts', app('../../'))).toHaveLength(1);
    expect(await refusals('renderer/core/actions/x.ts', app('../../../'))).toHaveLength(1);
    expect(await refusals('renderer/react/x.tsx', app('../../'))).toHaveLength(1);
    expect(await refusals('widgets/x.tsx', app('../'))).toHaveLength(1);
    expect(await refusals('adapters/http/x.ts', app('../../'))).toHaveLength(1);
    expect(await refusals('adapters/sandbox/x.ts', app('../../'))).toHaveLength(1);
    expect(await refusals('checks/x.ts', app('../'))).toHaveLength(1);
    expect(await refusals('renderer/preview/x.tsx', app('../../'))).toHaveLength(1);
  });

  it('adapters are wired by a composition root, never by the React binding or the preview', async () => {
    const storage = "import { createStorage } from '../../adapters/storage.ts';\nexport const x = createStorage;\n";
    expect(await refusals('renderer/react/x.tsx', storage)).toHaveLength(1);
    expect(await refusals('renderer/preview/x.tsx', storage)).toHaveLength(1);
    expect(await refusals('app/x.ts', storage.replace('../../', '../'))).toEqual([]);
  });

  it('the fixture harness takes only the screen loader of app/; neither it nor the preview reaches a tool', async () => {
    const harness = 'renderer/fixture-harness/x.ts';
    expect(await refusals(harness, "import { prepareScreen } from '../../app/load-screen.ts';\nexport const x = prepareScreen;\n")).toEqual([]);
    expect(
      await refusals(harness, "import { createBrowserPorts } from '../../app/browser-ports.ts';\nexport const x = createBrowserPorts;\n"),
    ).toHaveLength(1);
    for (const tool of ['studio/studio-api.ts', 'server/main.ts', 'scripts/validate.ts', 'checks/check-text.ts']) {
      expect(await refusals(harness, `import * as m from '../../${tool}';\nexport const x = m;\n`)).toHaveLength(1);
      expect(await refusals('renderer/preview/x.ts', `import * as m from '../../${tool}';\nexport const x = m;\n`)).toHaveLength(1);
    }
  });

  it('the server never reaches the studio, scripts or tests, and takes of app/ only types and the loader; checks/ reads of the server only its paths', async () => {
    for (const target of ['../studio/studio-api.ts', '../scripts/validate.ts', '../tests/support/x.ts']) {
      expect(await refusals('server/x.ts', `import * as m from '${target}';\nexport const x = m;\n`)).toHaveLength(1);
    }
    expect(
      await refusals('server/x.ts', "import { renderFirstView } from '../app/ssr/render-first-view.tsx';\nexport const x = renderFirstView;\n"),
    ).toHaveLength(1);
    expect(await refusals('server/x.ts', "import type { FirstCalls } from '../app/ssr/first-calls.ts';\nexport type X = FirstCalls;\n")).toEqual([]);
    expect(await refusals('checks/x.ts', "import { createStore } from '../server/store/index.ts';\nexport const x = createStore;\n")).toHaveLength(1);
    expect(await refusals('checks/x.ts', "import { appPaths } from '../server/app-paths.ts';\nexport const x = appPaths;\n")).toEqual([]);
    expect(await refusals('checks/x.ts', "import * as m from '../scripts/validate.ts';\nexport const x = m;\n")).toHaveLength(1);
  });

  it('the studio takes only types of the server, nothing of checks/, scripts/, tests/ or the sandbox; scripts/ only types of the studio', async () => {
    expect(await refusals('studio/x.ts', "import type { Store } from '../server/store/index.ts';\nexport type X = Store;\n")).toEqual([]);
    expect(await refusals('studio/x.ts', "import { createStore } from '../server/store/index.ts';\nexport const x = createStore;\n")).toHaveLength(1);
    for (const target of ['../checks/check-text.ts', '../scripts/validate.ts', '../tests/support/x.ts', '../adapters/sandbox/index.ts']) {
      expect(await refusals('studio/x.ts', `import * as m from '${target}';\nexport const x = m;\n`)).toHaveLength(1);
    }
    expect(
      await refusals('scripts/x.ts', "import type { StudioState } from '../studio/state/studio-store.ts';\nexport type X = StudioState;\n"),
    ).toEqual([]);
    expect(
      await refusals('scripts/x.ts', "import { createStudioStore } from '../studio/state/studio-store.ts';\nexport const x = createStudioStore;\n"),
    ).toHaveLength(1);
  });
});
