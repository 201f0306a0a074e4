import { useId } from 'react';

interface NewsletterBoxProps {
  title: string;
  placeholder: string;
  buttonLabel: string;
}

/** spec §2/§5 newsletter box: an email input and a button; the spec defines no submission. */
export function NewsletterBox({ title, placeholder, buttonLabel }: NewsletterBoxProps) {
  const id = useId();
  return (
    <div>
      <h2 id={`${id}-title`} className="footer-heading">
        {title}
      </h2>
      <div className="mt-3 flex max-w-sm" role="group" aria-labelledby={`${id}-title`}>
        <label htmlFor={`${id}-email`} className="sr-only">
          {placeholder}
        </label>
        <input id={`${id}-email`} type="email" autoComplete="email" placeholder={placeholder} className="newsletter-input" />
        <button type="button" className="newsletter-button">
          {buttonLabel}
        </button>
      </div>
    </div>
  );
}
