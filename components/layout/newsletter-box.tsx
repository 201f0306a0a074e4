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
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-3 flex max-w-sm" role="group" aria-labelledby={`${id}-title`}>
        <label htmlFor={`${id}-email`} className="sr-only">
          {placeholder}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={placeholder}
          className="h-10 min-w-0 flex-1 rounded-l-md border border-white/40 bg-white px-3 text-sm text-ink placeholder:text-gray-500"
        />
        <button type="button" className="h-10 rounded-r-md bg-brand px-4 text-sm font-medium text-brand-contrast ring-1 ring-white/40 hover:opacity-90">
          {buttonLabel}
        </button>
      </div>
    </div>
  );
}
