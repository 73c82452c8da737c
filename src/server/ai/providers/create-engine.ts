/** Picks and builds the engine the configuration asks for. */
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { describeConfigProblem, type ServerConfig } from '../../config';
import { createBuiltinEngine, type Library } from '../builtin/engine';
import { createModelEngine } from './model-engine';
import { createProviderFetch } from './provider-fetch';
import type { AiEngine } from './types';

/** Either a ready engine or what is wrong with the configuration. */
export type EngineChoice =
  { engine: AiEngine; problem?: undefined } | { engine?: undefined; problem: string };

/** Builds the engine for a configuration; never throws. */
export function createEngine(config: ServerConfig, library: Library): EngineChoice {
  const problem = describeConfigProblem(config);
  if (problem !== undefined) return { problem };
  const common = {
    historyTurns: config.historyTurns,
    maxRetries: config.maxRetries,
    model: config.model,
  };
  if (config.provider === 'gemini') {
    const google = createGoogleGenerativeAI({
      apiKey: config.googleApiKey ?? '',
      fetch: createProviderFetch(),
      ...(config.googleBaseUrl === undefined ? {} : { baseURL: config.googleBaseUrl }),
    });
    return {
      engine: createModelEngine({
        ...common,
        provider: 'gemini',
        languageModel: google(config.model),
      }),
    };
  }
  if (config.provider === 'openai-compatible') {
    const compatible = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: config.baseUrl ?? '',
      ...(config.apiKey === undefined ? {} : { apiKey: config.apiKey }),
      supportsStructuredOutputs: config.structuredOutputs,
      fetch: createProviderFetch(),
    });
    return {
      engine: createModelEngine({
        ...common,
        provider: 'openai-compatible',
        languageModel: compatible.chatModel(config.model),
      }),
    };
  }
  return { engine: createBuiltinEngine(library) };
}
