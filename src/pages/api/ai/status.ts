import type { APIRoute } from 'astro';
import { handleStatus } from '../../../server/ai/http';

export const prerender = false;

/** See `handleStatus`. */
export const GET: APIRoute = () => handleStatus();
