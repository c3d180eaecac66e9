/** The Screens tab's toolbar over the store: the list toggle, who else is on the screen, Undo/Redo, Submit for review… and History. */
import { HistoryPanel } from '../history/history-panel.tsx';
import { ReleaseBadge } from '../releases/release-badge.tsx';
import { publishableWithoutReview } from '../publish/review-need.ts';
import { SubmitPanel } from '../publish/submit-panel.tsx';
import { atLeast } from '../session/roles.ts';
import { alsoOpenText } from '../state/presence-words.ts';
import { selectEditBase, selectOthers } from '../state/studio-derived.ts';
import { useOpenSummary } from '../state/use-screen-list.ts';
import { useStudio } from '../state/studio-store-context.tsx';
import { MiddleSwitch } from './middle-switch.tsx';
import { StudioHeader } from './studio-header.tsx';

/** Props of WorkspaceHeader. */
export interface WorkspaceHeaderProps {
  /** Editors, with a screen open: opens "Duplicate" of it. */
  onDuplicate?: (() => void) | undefined;
}

/** The toolbar. */
export function WorkspaceHeader({ onDuplicate }: WorkspaceHeaderProps = {}) {
  const actions = useStudio((s) => s.actions);
  const screen = useStudio((s) => s.screen);
  const text = useStudio((s) => s.text);
  const canEdit = useStudio((s) => s.canEdit);
  const canAct = useStudio((s) => atLeast(s.session.user.role, 'reviewer'));
  const listShown = useStudio((s) => s.listShown || !s.screen);
  const others = useStudio(selectOthers);
  const summary = useOpenSummary();
  const editBase = useStudio(selectEditBase);
  const problems = useStudio((s) => s.problems);
  return (
    <StudioHeader
      screenId={screen?.id ?? null}
      listShown={listShown}
      onToggleList={actions.toggleList}
      canEdit={screen !== null && canEdit}
      onUndo={actions.undo}
      onRedo={actions.redo}
      presence={alsoOpenText(others)}
    >
      {screen && text !== null && summary ? (
        <>
          <MiddleSwitch />
          {canEdit ? (
            <SubmitPanel
              screen={summary}
              text={text}
              baseVersion={editBase}
              problems={problems.problems}
              checkedText={problems.text}
              checkFailure={problems.checking ? null : problems.failure}
              canPublishNow={publishableWithoutReview(summary)}
              others={others}
              onReveal={actions.showInJson}
              onSubmitted={(cr) => actions.submitted(cr.id)}
              onPublished={actions.published}
              onLoadLatest={actions.loadLatest}
            />
          ) : null}
          {onDuplicate ? (
            <button type="button" className="st-button" onClick={onDuplicate}>
              Duplicate…
            </button>
          ) : null}
          <HistoryPanel
            screenId={screen.id}
            live={screen.detail.live}
            canAct={canAct}
            made={screen.detail.made !== undefined}
            onChanged={actions.historyChanged}
          />
          <ReleaseBadge screenId={screen.id} />
        </>
      ) : null}
    </StudioHeader>
  );
}
