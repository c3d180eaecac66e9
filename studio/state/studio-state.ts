/** The shape of the studio's one store: who is signed in, the section, the screen list, the open screen and its text. */
import type { JsonEditorHandle } from '../editor/json-editor.tsx';
import type { KeptText } from '../shell/kept-text-bar.tsx';
import type { StudioTab } from '../shell/app-bar.tsx';
import type { Presence, SessionInfo } from '../studio-api.ts';
import type { SaveStatus } from './draft-saver.ts';
import type { MiddlePane } from './middle-pane.ts';
import type { OpenScreen, RefreshMode } from './open-screen.ts';
import type { ProblemsState } from './problem-checker.ts';
import type { TextActions } from './text-actions.ts';
import type { ToolActions, ToolData } from './tool-actions.ts';

/** A message for the polite live region; `n` changes with every message so a repeated one is read again. */
export interface Announcement {
  text: string;
  n: number;
}

/** What the studio shows and edits. The open screen's text lives here only: the editor reports each change into it. */
export interface StudioData extends ToolData {
  session: SessionInfo;
  /** The person may edit screens (editor role or above). */
  canEdit: boolean;
  /** The session has not ended (heartbeats and list loads go only then). */
  active: boolean;
  /** Counts up each time the person signs in again after the session ended. */
  resumed: number;
  tab: StudioTab;
  signingOut: boolean;
  /** The screen named by the page's hash. */
  openId: string | null;
  /** The loaded screen (null while loading or when none) and why it could not be loaded. */
  screen: OpenScreen | null;
  failure: string | null;
  /** The open screen's text (null when none is loaded). */
  text: string | null;
  /** The pointer the person selected (the outline shows the node holding it). */
  selected: string;
  /** The person's earlier text kept after "Load the latest text". */
  kept: KeptText | null;
  /** The change request the text was sent as. */
  submitted: { id: number; text: string } | null;
  /** Screens with a draft kept in this browser. */
  localDrafts: ReadonlySet<string>;
  /** The screen list column (or drawer) is shown. */
  listShown: boolean;
  /** The palette is shown under the outline instead of the form (or, with the form in the middle, under the outline). */
  paletteOpen: boolean;
  /** What takes the middle column, as this person last chose (middle-pane.ts). */
  middle: MiddlePane;
  /** With the form in the middle: the tab shown there, the form or the JSON. */
  middleTab: MiddlePane;
  problems: ProblemsState;
  saveStatus: SaveStatus;
  /** Who else has a screen open (as the last heartbeat or draft save answered). */
  presence: { screenId: string | null; others: Presence[] };
  /** What the last node operation did. */
  announcement: Announcement;
}

/** The shell's actions: sections, the list, opening screens, the session's changes and the page's life. */
export interface ShellActions {
  /** Starts loading and listening (the hash, leaving the page); returns the stop. */
  start(): () => void;
  sessionChanged(change: { session: SessionInfo; active: boolean; resumed: number }): void;
  setTab(tab: StudioTab): void;
  setSigningOut(on: boolean): void;
  /** Fetches the screen list again (it lives in the query cache: use-screen-list.ts). */
  reloadList(): void;
  /** Opens a screen by changing the page's hash. */
  openScreen(id: string): void;
  /** Shows the Screens tab with that screen open (from a review or the audit). */
  openFromSection(id: string): void;
  toggleList(): void;
  togglePalette(): void;
  hideList(): void;
  /** Puts the form or the JSON editor in the middle column, and keeps the choice for this person. */
  setMiddle(middle: MiddlePane): void;
  /** With the form in the middle: shows its Form or JSON tab. */
  showMiddleTab(tab: MiddlePane): void;
  /** Loads the open screen again (after a publish, promote or rollback) and the list with it. */
  reload(mode: RefreshMode): void;
  setOthers(screenId: string, others: Presence[]): void;
}

/** The whole store: data and actions (the actions object never changes). */
export interface StudioState extends StudioData {
  actions: ShellActions & TextActions & ToolActions;
  /** The editor, while one is drawn (JsonEditor's handleRef). */
  editor: { current: JsonEditorHandle | null };
}
