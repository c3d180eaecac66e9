/** The history's wording: versions (0 = the bundled copy), where each came from, releases, and what promote and rollback do. */
import { StudioApiError, type Channel, type ChannelState, type ReleaseInfo, type VersionInfo } from '../studio-api.ts';
import { channelWords } from '../publish/channel-field.tsx';

/**
 * "Version 5", or "Bundled with the app" for version 0; for a screen made in the studio (`made`), whose version 0 is
 * where it started and was never served, "As it was made (never live)".
 */
export function versionTitle(version: number, made = false): string {
  if (version === 0) return made ? 'As it was made (never live)' : 'Bundled with the app';
  return `Version ${version}`;
}

/** "version 5's screen", or "the bundled copy" for version 0. */
export function versionScreen(version: number): string {
  return version === 0 ? 'the copy bundled with the app' : `version ${version}'s screen`;
}

/** Where a version came from: "rollback of v2", "rollback to the bundled copy", "change request #4", or ''. */
export function versionOrigin(entry: VersionInfo): string {
  if (entry.rollbackOf !== undefined) return entry.rollbackOf === 0 ? 'rollback to the bundled copy' : `rollback of v${entry.rollbackOf}`;
  if (entry.changeRequestId !== undefined) return `change request #${entry.changeRequestId}`;
  return '';
}

/** What a rollback does: "Borrowers on production get version 2's screen again, as a new version." */
export function rollbackConsequence(target: number, channel: Channel): string {
  const who = channel === 'production' ? 'Borrowers on production get' : 'Staging gets';
  return `${who} ${versionScreen(target)} again, as a new version.`;
}

/** What stays: "Version 4 (live on production now) and every other version stay in the history." */
export function rollbackKeeps(live: ChannelState, channel: Channel): string {
  const now = live.version === 0 ? 'The bundled copy' : `Version ${live.version}`;
  return `${now} (live on ${channel} now) and every other version stay in the history; you can roll forward again the same way.`;
}

/** The note after a rollback: "Version 7 is live on production: version 2's screen again." */
export function rolledBackNotice(result: VersionInfo, target: number, channel: Channel): string {
  return `Version ${result.version} is live on ${channel}: ${versionScreen(target)} again.`;
}

/** One release in words: "Production: version 5 promoted from staging by Ana", "Staging: version 7 (a rollback) made live by Rey". */
export function releaseText(release: ReleaseInfo, made = false): string {
  // A screen made in the studio has no bundled copy: its version 0 released means live nowhere (a stopped first rollout).
  if (release.version === 0 && made) return `${channelWords[release.channel].name}: taken back to live nowhere by ${release.by}`;
  const what = release.version === 0 ? 'the bundled copy' : `version ${release.version}`;
  const how = { publish: `${what} published`, promote: `${what} promoted from staging`, rollback: `${what} (a rollback) made live` }[release.kind];
  return `${channelWords[release.channel].name}: ${how} by ${release.by}`;
}

/** Why a promote or rollback failed: the 409 says who acted meanwhile (the server names them). */
export function actionFailureText(err: unknown, what: 'promoted' | 'rolled back'): string {
  if (!(err instanceof StudioApiError)) return `Nothing was ${what}: ${err instanceof Error ? err.message : String(err)}`;
  if (err.status === 409) return `${err.message} Nothing was ${what}: look at the history again before you decide.`;
  if (err.status === 401) return `Your session ended, so nothing was ${what}. Sign in again, then try once more.`;
  if (err.status === 0) return `Could not reach the studio server, so nothing was ${what}. Try again when it is back.`;
  return `Nothing was ${what}: ${err.message}`;
}
