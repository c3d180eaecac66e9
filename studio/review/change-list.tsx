/** The legend of the phones' outlines and the list of changed widgets; a click on one shows it in the phones. */
import type { NodeChange } from './changed-nodes.ts';
import { markWords } from './changed-outline.ts';

/** Props of ChangeList. */
export interface ChangeListProps {
  changes: readonly NodeChange[];
  /** The pointers drawn now in each phone (outlined there). */
  drawn: { before: ReadonlySet<string>; after: ReadonlySet<string> };
  /** Scrolls the phones to the change. */
  onShow(change: NodeChange): void;
}

/** A widget type as staff read it: "money-keyboard" → "Money keyboard". */
export function typeWords(type: string): string {
  const words = type.replace(/-/g, ' ').trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : 'Widget';
}

/** The sentence naming one change, e.g. `Changed: Cell "Email our team" (title)`. */
export function changeWords(change: NodeChange): string {
  const name = change.label ? `${typeWords(change.type)} “${change.label}”` : typeWords(change.type);
  const props = change.props.length ? ` (${change.props.join(', ')})` : '';
  const moved = change.kind === 'changed' && change.moved ? ', and moved' : '';
  return `${markWords[change.kind]}: ${name}${props}${moved}`;
}

function isDrawn(change: NodeChange, drawn: ChangeListProps['drawn']): boolean {
  return (change.after !== null && drawn.after.has(change.after)) || (change.before !== null && drawn.before.has(change.before));
}

/** The legend and the list of changes. */
export function ChangeList({ changes, drawn, onShow }: ChangeListProps) {
  const widgets = changes.filter((c) => c.type !== 'screen');
  const screen = changes.find((c) => c.type === 'screen');
  return (
    <div className="rv-changes">
      <ul className="rv-legend" aria-label="Outline colours">
        <li className="rv-legend__item rv-legend__item--added">Added</li>
        <li className="rv-legend__item rv-legend__item--changed">Changed or moved</li>
        <li className="rv-legend__item rv-legend__item--removed">Removed</li>
      </ul>
      <h4 className="rv-changes__title">{widgets.length === 1 ? '1 widget changed' : `${widgets.length} widgets changed`}</h4>
      {screen ? <p className="rv-changes__screen">The screen’s own settings changed: {screen.props.join(', ')}.</p> : null}
      {widgets.length === 0 && !screen ? <p className="rv-changes__none st-muted">No widget changed.</p> : null}
      <ul className="rv-changes__list" aria-label="Changed widgets">
        {widgets.map((change) => (
          <li key={`${change.kind} ${change.before} ${change.after}`} className={`rv-changes__item rv-changes__item--${change.kind}`}>
            <button type="button" className="rv-changes__show" onClick={() => onShow(change)}>
              {changeWords(change)}
            </button>
            {isDrawn(change, drawn) ? null : <span className="rv-changes__hidden">Not on screen in this scenario</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
