// @vitest-environment node
/** Issue 19 §8: the lint config encodes the architecture's never-arrows; each is refused where it would be written. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repo });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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
      await refusals('renderer/app/x.ts', "import { createSandbox } from '../../adapters/sandbox/index.ts';\nexport const x = createSandbox;\n"),
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
    expect(
      await refusals('renderer/app/x.ts', "import { createApi } from '../../adapters/http/create-api.ts';\nexport const x = createApi;\n"),
    ).toEqual([]);
  });
});
