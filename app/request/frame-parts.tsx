import { createContext, useContext, type ReactNode } from 'react';

/**
 * How a server render treats the page's frame (the header, the footer and the i18n bootstrap), which depends
 * only on the brand, language, mode, path and the player's shape:
 * - `shared`: it renders them in full, each between two cut marks, for the server to keep (the stand-in player);
 * - `cut`: it renders a mark in each one's place, for the server to write the kept pieces over;
 * - null (a whole render, and always in the browser): it renders them in full.
 */
export type FrameRender = 'shared' | 'cut' | null;

export const FrameRenderContext = createContext<FrameRender>(null);

export function useFrameRender(): FrameRender {
  return useContext(FrameRenderContext);
}

export type FramePartName = 'header' | 'footer';

/** The mark a cut render writes in a part's place, and the marks around it in a shared render (as React writes them). */
export const framePartMarks = (name: FramePartName) => ({
  place: `<template data-frame-part="${name}"></template>`,
  from: `<template data-frame-from="${name}"></template>`,
  to: `<template data-frame-to="${name}"></template>`,
});

/** What a cut render writes as the i18n bootstrap's text, for the server to write the kept text over. */
export const BOOTSTRAP_PLACE = 'zFrame0bootstrap0';

/**
 * One part of the frame. Every render (the browser's too) gives it three children with the part in the middle,
 * so the part, and everything after it, sits at the same place in the tree whether it is the part or a mark:
 * `useId` and React's text separators come out the same in the browser, a cut render and a shared one.
 */
export function FramePart({ name, children }: { name: FramePartName; children: ReactNode }) {
  const frame = useFrameRender();
  if (frame === 'cut')
    return (
      <>
        {null}
        <template data-frame-part={name} />
        {null}
      </>
    );
  return (
    <>
      {frame === 'shared' ? <template data-frame-from={name} /> : null}
      {children}
      {frame === 'shared' ? <template data-frame-to={name} /> : null}
    </>
  );
}
