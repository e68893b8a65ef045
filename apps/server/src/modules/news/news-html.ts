import { NEWS_ALLOWED_TAGS } from '@mobiverte/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML a news text keeps: the rich editor's tags, links in http(s) or mailto with `rel` and `target` set
 * here; scripts, styles, event handlers, `javascript:` or `data:` URLs and every other attribute are removed.
 */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...NEWS_ALLOWED_TAGS],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
  }).trim();
}
