import { createContext, useContext, type ReactNode } from 'react';

// True while the build renders the public pages to HTML (src/entry-prerender.tsx).
const PrerenderContext = createContext(false);

export function PrerenderProvider({ children }: { children: ReactNode }) {
  return <PrerenderContext value={true}>{children}</PrerenderContext>;
}

// DataSlot marks where a page's data goes in its prerendered HTML. In the browser it is
// its children (the loading state). At build time it is a <template data-slot> holding
// them, which the Go server replaces with the data's markup when it has the data, or with
// its content when it has not (internal/seo/body.go). Slot names are the contract
// between the two.
export function DataSlot({ name, children }: { name: string; children?: ReactNode }) {
  return useContext(PrerenderContext) ? <template data-slot={name}>{children}</template> : children;
}
