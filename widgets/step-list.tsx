import { useId } from 'react';
import type { StepListProps } from '../schemas/generated/widget-props.ts';
import './step-list.css';

/** Numbered steps as an ordered list (the number drawn beside each is decoration: the list already says the position). */
export function StepListWidget({ id, title, steps }: StepListProps) {
  const titleId = useId();
  const list = (
    <ol className="h-step-list__list">
      {steps.map((step, i) => (
        <li key={i} className="h-step-list__step">
          <div className="h-step-list__marks" aria-hidden="true">
            <span className="h-step-list__number">{i + 1}</span>
            {step.icon ? <img className="h-step-list__icon" src={step.icon} alt="" width={48} height={48} loading="lazy" /> : null}
          </div>
          <h3 className="h-step-list__title">{step.title}</h3>
          {step.text ? <p className="h-step-list__text">{step.text}</p> : null}
        </li>
      ))}
    </ol>
  );
  if (!title) {
    return (
      <div id={id} className="h-step-list">
        {list}
      </div>
    );
  }
  return (
    <section id={id} className="h-step-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="h-step-list__heading">
        {title}
      </h2>
      {list}
    </section>
  );
}
