import { sanitizeMerchantHtml } from '@/lib/content/sanitize';

/** Merchant HTML, cleaned by the allow-list before it is rendered; typography from `.merchant-html` (app/globals.css). */
export function MerchantHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = sanitizeMerchantHtml(html);
  if (!clean) return null;
  return <div className={className ? `merchant-html ${className}` : 'merchant-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
