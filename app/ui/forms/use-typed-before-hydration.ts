import { useEffect, useRef, type RefObject } from 'react';

type Typable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value the server drew the field with. */
function drawnValue(node: Typable): string {
  if (node instanceof HTMLSelectElement) return ([...node.options].find((o) => o.defaultSelected) ?? node.options[0])?.value ?? '';
  return node.defaultValue;
}

/**
 * Hands what a player typed or picked before the page's script ran to the field's state, once, when the
 * field first mounts. Hydration leaves the field as the player left it, but a controlled field's state
 * still holds the server's value and its next render would put that back; an uncontrolled field's
 * counters would count the server's text. Fields mounted later match what they were drawn with, so this
 * does nothing for them. Call it after any effect of the component that sets the same state on mount.
 */
export function useTypedBeforeHydration(ref: RefObject<Typable>, onTyped: (value: string) => void) {
  const handler = useRef(onTyped);
  handler.current = onTyped;
  useEffect(() => {
    const node = ref.current;
    if (node && node.value !== drawnValue(node)) handler.current(node.value);
    // Once: afterwards the state owns the field.
  }, [ref]);
}
