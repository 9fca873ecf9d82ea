import { PREVIEW_LENGTHS, preview, type InspirationalContent } from '@selah/shared';

/** The link that opens /resources scrolled to one resource. */
export function resourceLink(id: string, origin: string = location.origin): string {
  return `${origin}/resources#${id}`;
}

/**
 * Shares a resource: the system share sheet (Web Share API) where there is one, else its link is
 * copied. 'shared' and 'copied' say which happened; 'cancelled' is a share sheet the member closed.
 * Throws when neither is possible (no clipboard, or it was refused).
 */
export async function shareResource(
  item: Pick<InspirationalContent, 'id' | 'title' | 'content'>,
): Promise<'shared' | 'copied' | 'cancelled'> {
  const url = resourceLink(item.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: item.title,
        text: preview(item.content, PREVIEW_LENGTHS.resources),
        url,
      });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (e.g. not allowed here): fall back to copying the link.
    }
  }
  if (!navigator.clipboard) throw new Error('Copying is not available here');
  await navigator.clipboard.writeText(url);
  return 'copied';
}
