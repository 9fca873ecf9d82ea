import { useMatches } from 'react-router-dom';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** The document title for this screen ("Mood Tracking" -> "Mood Tracking · Selah"). */
  title?: string;
}

/** Sets document.title from the deepest matched route that declares one. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find((value) => value !== undefined);
  useDocumentTitle(title);
}
