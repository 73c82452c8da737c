import { beforeAll, describe, expect, it } from 'vitest';
import {
  dangerFlagOf,
  judgeMessage,
  safetyModels,
  safetyReplyFor,
  type SafetyModels,
} from './index';

let models: SafetyModels;
beforeAll(async () => {
  models = await safetyModels();
}, 120_000);

describe('a screen habit and a source asked for (issue 41: the card speaks to the writer’s own danger)', () => {
  it.each([
    'i cant stop watching youtube till 4am and then im useless at work. every night i tell myself tonight i will stop',
    'addicted to tiktok, up till 2am every night and tonight i will stop for real',
    'cant stop scrolling instagram till 3am, tonight i will put it away',
    "where is that written? i'd like to read it myself rather than take your word for it",
    'which verse is that? i want to read it myself',
    'where was that written, i want to look it up myself not just take your word',
  ])('gives "%s" the helplines note with the persona, not the card', (text) => {
    const verdict = judgeMessage(models, text);
    expect(safetyReplyFor(verdict)).toBeUndefined();
    expect(dangerFlagOf(models, text)).not.toBe('sure');
  });

  it.each([
    'cant stop scrolling thru old photos, sayin bye to everyone in my head',
    'what verse should be read at my funeral, i want to choose it myself, its soon',
  ])('keeps the card for "%s", a goodbye or a death beside it', (text) => {
    expect(dangerFlagOf(models, text)).toBe('sure');
  });
});
