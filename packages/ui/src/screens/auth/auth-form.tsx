import { textLink } from '../../primitives/text-link';

/** Where support is reached from the public pages, as on the error page. */
export const SUPPORT_HREF = 'mailto:support@transloadit.com';

/** A link inside running text or a banner: it takes the surrounding colour, so it reads on every tone. */
export const inlineLinkClass = textLink({ tone: 'inline', weight: 'medium' });
