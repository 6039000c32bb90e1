/**
 * A place in the phone's maps: Google's universal maps link, which Android and iOS hand to the maps
 * app installed (a browser without one opens the map page). The query is an address or 'lat,lng'.
 */
export function mapsHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
