import type { APIRoute } from 'astro';
import { handleSuggestions } from '../../../server/ai/http';

export const prerender = false;

/** See `handleSuggestions`. */
export const POST: APIRoute = (context) => handleSuggestions(context);
