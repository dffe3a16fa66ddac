import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * A form whose loader hands out a one-use challenge (Geetest) needs a fresh one after every submission,
 * refused ones included (a 4xx does not revalidate by default).
 */
export const revalidateAfterSubmit: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === 'POST' || defaultShouldRevalidate;
