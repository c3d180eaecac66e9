import { useState } from 'react';
import type { ProductOfferProps } from '../schemas/generated/widget-props.ts';
import { productOfferDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { ButtonWidget } from './button.tsx';
import './product-offer.css';

/** The product logo, or the name's first letter on a soft tile when the logo is missing or broken. */
function ProductLogo({ src, name }: { src: string | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className="h-product-offer__logo h-product-offer__logo--letter" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className="h-product-offer__logo" src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />;
}

/** A recommended loan product card: logo and name, amount range, rate, description and a button (busy and deaf to taps while its actions run). */
export function ProductOfferWidget({
  id,
  logo,
  name,
  buttonText,
  enabled = defaults.enabled,
  amountRange,
  rangeDescription,
  rate,
  description,
  onTap,
}: ProductOfferProps) {
  return (
    <article id={id} className="h-product-offer" aria-label={name}>
      <header className="h-product-offer__header">
        <ProductLogo src={logo} name={name} />
        <h3 className="h-product-offer__name">{name}</h3>
      </header>
      {amountRange || rangeDescription ? (
        <div className="h-product-offer__range">
          {amountRange ? <p className="h-product-offer__amount">{amountRange}</p> : null}
          {rangeDescription ? <p className="h-product-offer__muted">{rangeDescription}</p> : null}
        </div>
      ) : null}
      {rate ? <p className="h-product-offer__rate">{rate}</p> : null}
      {description ? <p className="h-product-offer__muted">{description}</p> : null}
      <div className="h-product-offer__action">
        <ButtonWidget text={buttonText} disabled={!enabled} onTap={enabled ? onTap : undefined} />
      </div>
    </article>
  );
}
