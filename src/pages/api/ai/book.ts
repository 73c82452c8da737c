import type { APIRoute } from 'astro';
import { handleBook } from '../../../server/ai/http';

export const prerender = false;

/** See `handleBook`. */
export const POST: APIRoute = (context) => handleBook(context);
