/**
 * The Screens tab: the screen list, outline and form, the JSON editor with its draft bar and problems, and the
 * preview, with the toolbar (who else has the screen open, Undo/Redo, Submit for review…, History). The text of the
 * open screen lives in the studio's store only: the editor and the form change it, every pane selects what it shows.
 */
import { useState } from 'react';
import { NewScreenDialog, type CopySource } from '../new-screen/new-screen-dialog.tsx';
import { PreviewPanel } from '../preview/preview-panel.tsx';
import { atLeast } from '../session/roles.ts';
import { selectPreviewDoc, selectShownSelected } from '../state/studio-derived.ts';
import { useDrafts, useOpenSummary, useScreenList } from '../state/use-screen-list.ts';
import { useStudio } from '../state/studio-store-context.tsx';
import { usePresence } from '../state/use-presence.ts';
import { EditorPane } from './editor-pane.tsx';
import { Inspector } from './inspector.tsx';
import { ScreenList } from './screen-list.tsx';
import { shownTitle } from './screen-search.ts';
import { WorkspaceHeader } from './workspace-header.tsx';
import './workspace.css';

/** Below this width the screen list, once a screen is open, is a drawer over the outline instead of a column. */
const narrow = () => window.matchMedia?.('(max-width: 1499px)').matches === true;

/** The preview of the store's text. */
function PreviewPane() {
  const screenId = useStudio((s) => s.screen?.id ?? '');
  const document = useStudio(selectPreviewDoc);
  const routes = useOpenSummary()?.routes ?? noRoutes;
  const sandbox = useStudio((s) => s.session.sandbox);
  const selected = useStudio(selectShownSelected);
  const inspectFirst = useStudio((s) => s.canEdit);
  const onSelect = useStudio((s) => s.actions.revealAndSelect);
  return (
    <section className="st-preview-pane" aria-label="Preview">
      <PreviewPanel
        screenId={screenId}
        document={document}
        routes={routes}
        sandbox={sandbox}
        selected={selected}
        onSelect={onSelect}
        inspectFirst={inspectFirst}
      />
    </section>
  );
}
const noRoutes: never[] = [];

/** The workspace. */
export function ScreensWorkspace() {
  usePresence();
  const actions = useStudio((s) => s.actions);
  const screen = useStudio((s) => s.screen);
  const loaded = useStudio((s) => s.text !== null);
  const listShown = useStudio((s) => s.listShown || !s.screen);
  const list = useScreenList();
  const openId = useStudio((s) => s.openId);
  const failure = useStudio((s) => s.failure);
  const drafts = useDrafts();
  const mayMake = useStudio((s) => atLeast(s.session.user.role, 'editor'));
  const text = useStudio((s) => s.text);
  const summary = useOpenSummary();
  const [making, setMaking] = useState<{ copyOf: CopySource | null } | null>(null);
  const duplicate =
    mayMake && screen && text !== null
      ? () => setMaking({ copyOf: { id: screen.id, title: shownTitle(summary ?? { id: screen.id, title: '' }), text } })
      : undefined;
  return (
    <div className="st-workspace">
      <WorkspaceHeader onDuplicate={duplicate} />
      {making ? (
        <NewScreenDialog
          copyOf={making.copyOf}
          onClose={() => setMaking(null)}
          onMade={(id) => {
            setMaking(null);
            actions.openScreen(id);
          }}
        />
      ) : null}
      <main className={`st-main${screen ? '' : ' is-empty'}${listShown ? '' : ' is-list-hidden'}`}>
        <ScreenList
          screens={list.screens}
          failure={list.failure}
          openId={openId}
          drafts={drafts}
          onOpen={actions.openScreen}
          onClose={screen && narrow() ? actions.hideList : undefined}
          onNew={mayMake ? () => setMaking({ copyOf: null }) : undefined}
        />
        {screen && loaded ? (
          <>
            <Inspector />
            <EditorPane screen={screen} />
            <PreviewPane />
          </>
        ) : (
          <p className="st-welcome">{failure ?? (openId ? `Opening ${openId}…` : 'Pick a screen on the left to edit it.')}</p>
        )}
      </main>
    </div>
  );
}
