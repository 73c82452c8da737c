import type { APIRoute } from 'astro';
import { handleChat } from '../../../server/ai/http';

export const prerender = false;

/** See `handleChat`. */
export const POST: APIRoute = (context) => handleChat(context);
