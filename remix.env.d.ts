/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single fetch types: loaders and actions return plain objects or data().
export {};
declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}
