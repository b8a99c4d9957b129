import { createContext, useContext, type ComponentType } from 'react';

// Blocks drawn by a feature (the newsletter form, a department's gallery): shared code
// imports no feature, so whoever shows a page may hand the renderer these components
// (the back office's preview does; a public route composes the same sections through its
// children instead, src/app/routes.tsx). Without one the block draws nothing.
export type BlockSlots = {
  newsletter?: ComponentType;
  departmentGallery?: ComponentType<{ department: string }>;
};

export const BlockSlotsContext = createContext<BlockSlots>({});

export function useBlockSlots(): BlockSlots {
  return useContext(BlockSlotsContext);
}
