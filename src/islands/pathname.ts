// The address an islands render is rendering, for the stand-in of Next's usePathname. A module of
// its own so that the stand-in, which the islands' browser scripts take too, needs nothing of
// Node's: the render's scope (scope.ts) sets where the address comes from.
let source: () => string | null = () => null

export function setPathnameSource(read: () => string | null): void {
  source = read
}

export function renderedPathname(): string | null {
  return source()
}
