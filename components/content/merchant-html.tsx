import { sanitizeMerchantHtml } from '@/lib/content/sanitize';

/** Typography for merchant HTML (there is no prose plugin): headings, lists, links, tables, media. */
const PROSE = [
  'text-base leading-7 text-ink',
  '[&_p]:my-4 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:font-semibold [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-neutral-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:max-w-3xl',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-neutral-300 [&_td]:p-2 [&_th]:border [&_th]:border-neutral-300 [&_th]:p-2 [&_th]:text-left',
].join(' ');

/** Merchant HTML, cleaned by the allow-list before it is rendered. */
export function MerchantHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = sanitizeMerchantHtml(html);
  if (!clean) return null;
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
