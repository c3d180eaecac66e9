/**
 * The studio's state in one store (zustand vanilla, as the renderer's core): the section, the screen list, the open
 * screen, its text (the editor reports into it; the form, the outline and the preview read it), the selection, the
 * problems, the draft's save status and who else is on the screen. Panels select the slices they show
 * (studio-store-context.tsx); every change goes through an action, so no component keeps a copy of the text.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { checkTextOnServer, type SessionInfo } from '../studio-api.ts';
import type { StudioConnection } from '../server-state/studio-connection.tsx';
import { fixtureList, queryKeys } from '../server-state/studio-queries.ts';
import { atLeast } from '../session/roles.ts';
import { createDraftSaver } from './draft-saver.ts';
import { draftIds } from './drafts.ts';
import { loadMiddle, saveMiddle } from './middle-pane.ts';
import { loadOpenScreen, reloadOpenScreen } from './open-screen.ts';
import { createProblemChecker, noProblems } from './problem-checker.ts';
import { screenIdFromHash } from './screen-id-from-hash.ts';
import { selectDraftTarget } from './studio-derived.ts';
import type { ShellActions, StudioState } from './studio-state.ts';
import { textActions } from './text-actions.ts';
import { noTools, toolActions } from './tool-actions.ts';

/** Below this width the screen list, once a screen is open, is a drawer over the outline instead of a column. */
const narrow = () => window.matchMedia?.('(max-width: 1499px)').matches === true;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The store of one signed-in person's studio. */
export type StudioStore = StoreApi<StudioState>;

/**
 * Creates the store for `session`, talking to the server through `connection` (its client, and its query cache for
 * what the server holds: the store keeps only the editing state); nothing loads until `actions.start()`.
 */
export function createStudioStore(session: SessionInfo, connection: StudioConnection): StudioStore {
  const { client, queryClient } = connection;
  return createStore<StudioState>()((set, get) => {
    const saver = createDraftSaver({
      client,
      target: () => selectDraftTarget(get()),
      onStatus: (saveStatus) => set({ saveStatus }),
      onOthers: (others) => {
        const id = get().screen?.id;
        if (id) shell.setOthers(id, others);
      },
    });
    const checker = createProblemChecker(
      (next) => set((s) => ({ problems: next(s.problems) })),
      (text, id) => checkTextOnServer(client, text, id),
    );
    const text = textActions(set, get, saver, checker);
    const tools = toolActions(set, get, (screenId) => queryClient.fetchQuery(fixtureList(client, screenId)));
    let openAsk = 0;

    const load = (id: string | null) => {
      const ask = ++openAsk;
      // Closing a screen sends its waiting draft (the job carries its own screen).
      saver.flush();
      checker.cancel();
      set({ openId: id, screen: null, failure: null, text: null, kept: null, problems: noProblems(id) });
      if (id === null) return;
      if (narrow()) set({ listShown: false });
      loadOpenScreen(connection, id, get().session.user.id).then(
        (screen) => ask === openAsk && text.started(screen),
        (err: unknown) => ask === openAsk && set({ failure: `Could not open ${id}: ${message(err)}` }),
      );
    };

    const shell: ShellActions = {
      start() {
        load(screenIdFromHash(window.location.hash));
        shell.reloadList();
        const onHash = () => {
          const id = screenIdFromHash(window.location.hash);
          if (id !== get().openId) load(id);
        };
        // Leaving the page or the window: send what waits (the browser's backup already has it).
        const flush = () => saver.flush();
        window.addEventListener('hashchange', onHash);
        window.addEventListener('pagehide', flush);
        window.addEventListener('blur', flush);
        return () => {
          window.removeEventListener('hashchange', onHash);
          window.removeEventListener('pagehide', flush);
          window.removeEventListener('blur', flush);
          openAsk += 1;
          checker.cancel();
          saver.flush();
        };
      },
      sessionChanged({ session: next, active, resumed }) {
        const before = get();
        set({ session: next, canEdit: atLeast(next.user.role, 'editor'), active, resumed });
        if (active && (!before.active || resumed !== before.resumed)) shell.reloadList();
        if (resumed > before.resumed) {
          // Signed in again: what failed for the ended session goes now, and the text is checked once more.
          saver.flush();
          text.recheck();
        }
      },
      setTab(tab) {
        set({ tab });
        shell.reloadList();
      },
      setSigningOut: (signingOut) => set({ signingOut }),
      reloadList() {
        if (get().active) void queryClient.invalidateQueries({ queryKey: queryKeys.screens(), exact: true });
      },
      openScreen(id) {
        window.location.hash = encodeURIComponent(id);
        if (id !== get().openId) load(id);
      },
      openFromSection(id) {
        set({ tab: 'screens' });
        shell.openScreen(id);
        shell.reloadList();
      },
      toggleList: () => set((s) => ({ listShown: !s.listShown })),
      hideList: () => set({ listShown: false }),
      togglePalette: () => set((s) => ({ paletteOpen: !s.paletteOpen })),
      setMiddle(middle) {
        saveMiddle(get().session.user.id, middle);
        set({ middle, middleTab: 'form' });
      },
      showMiddleTab: (middleTab) => set({ middleTab }),
      reload(mode) {
        const s = get().screen;
        shell.reloadList();
        if (!s) return;
        const ask = openAsk;
        reloadOpenScreen(connection, s, mode).then(
          (next) => {
            if (ask !== openAsk || get().screen?.id !== next.id) return;
            if (next.docKey !== s.docKey) text.started(next);
            else set({ screen: next });
          },
          () => undefined,
        );
      },
      setOthers: (screenId, others) => set({ presence: { screenId, others } }),
    };

    return {
      session,
      canEdit: atLeast(session.user.role, 'editor'),
      active: true,
      resumed: 0,
      tab: 'screens',
      signingOut: false,
      openId: null,
      screen: null,
      failure: null,
      text: null,
      selected: '',
      kept: null,
      submitted: null,
      localDrafts: new Set(draftIds({ userId: session.user.id })),
      listShown: true,
      paletteOpen: false,
      middle: loadMiddle(session.user.id),
      middleTab: 'form',
      problems: noProblems(),
      saveStatus: { kind: 'idle' },
      presence: { screenId: null, others: [] },
      announcement: { text: '', n: 0 },
      ...noTools,
      actions: { ...shell, ...text, ...tools },
      editor: { current: null },
    };
  });
}
