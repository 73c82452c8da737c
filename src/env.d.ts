/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** TCP peer address of the request, set by `server/index.mjs` (absent under `astro dev`). */
    socketAddress?: string;
  }
}
