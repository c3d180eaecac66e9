import { useId } from 'react';
import type { ArticleProps } from '../schemas/generated/widget-props.ts';
import './article.css';

/** A long plain-text document on a card: h1 title, a date line, intro paragraphs, then h2 sections with paragraphs and bullets. */
export function ArticleWidget({ id, title, updated, intro = [], sections }: ArticleProps) {
  const baseId = useId();
  return (
    <article id={id} className="h-article" aria-labelledby={title ? `${baseId}-title` : undefined}>
      {title ? (
        <header className="h-article__header">
          <h1 id={`${baseId}-title`} className="h-article__title">
            {title}
          </h1>
          {updated ? <p className="h-article__updated">{updated}</p> : null}
        </header>
      ) : updated ? (
        <p className="h-article__updated">{updated}</p>
      ) : null}
      {intro.map((paragraph, i) => (
        <p key={i} className="h-article__paragraph h-article__intro">
          {paragraph}
        </p>
      ))}
      {sections.map((section, i) => (
        <section key={i} className="h-article__section" aria-labelledby={`${baseId}-s${i}`}>
          <h2 id={`${baseId}-s${i}`} className="h-article__heading">
            {section.title}
          </h2>
          {(section.paragraphs ?? []).map((paragraph, j) => (
            <p key={j} className="h-article__paragraph">
              {paragraph}
            </p>
          ))}
          {section.items?.length ? (
            <ul className="h-article__items">
              {section.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
