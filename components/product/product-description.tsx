import { useTranslations } from 'next-intl';
import { MerchantHtml } from '@/components/content/merchant-html';
import { sanitizeMerchantHtml, VIDEO_FRAME, youtubeEmbedUrl } from '@/lib/content/sanitize';

interface Props {
  /** Merchant HTML in the shopper's language; cleaned here before it is rendered. */
  html: string;
  videoLink: string | null;
  productName: string;
}

/** Spec §2 description with an optional embedded video (YouTube only, privacy-enhanced). */
export function ProductDescription({ html, videoLink, productName }: Props) {
  const t = useTranslations('product');
  const clean = sanitizeMerchantHtml(html);
  const video = youtubeEmbedUrl(videoLink);
  if (!clean && !video) return null;

  return (
    <section aria-labelledby="product-description" className="flex flex-col gap-4">
      <h2 id="product-description" className="text-lg font-semibold text-neutral-900">
        {t('description')}
      </h2>
      {clean && <MerchantHtml html={html} />}
      {video && (
        <div className="aspect-video w-full max-w-3xl overflow-hidden rounded-lg bg-black">
          <iframe
            src={video}
            title={`${t('video')}: ${productName}`}
            className="h-full w-full"
            loading="lazy"
            referrerPolicy={VIDEO_FRAME.referrerPolicy}
            allow={VIDEO_FRAME.allow}
            sandbox={VIDEO_FRAME.sandbox}
            allowFullScreen
          />
        </div>
      )}
    </section>
  );
}
