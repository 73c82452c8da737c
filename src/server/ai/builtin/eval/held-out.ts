/**
 * Held-out questions (issue 22): written after the guide's content was grown against `questions-*.ts`,
 * and never used to tune its content. `npm run eval:guide` reports their pass share apart, as an
 * estimate of how the guide meets phrasings it has not seen. Their first run passed 81.3 %; three
 * general rules followed from it (a topicless question in a conversation is a follow-up, glossary names
 * match in the plural, requests to write worldly texts are declined), no content was added for them.
 */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';

/** Twelve unseen questions a persona, over every kind. */
export const HELD_OUT: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: [
    { kind: 'reference', question: 'Can you explain Bhagavad Gita 2.48 to me?', mention: ['2.48'] },
    { kind: 'reference', question: 'What is the meaning of Gita 12.13?', mention: ['12.13'] },
    { kind: 'figure', question: 'Who was Karna?', mention: ['Karna'] },
    { kind: 'figure', question: 'Tell me about Kunti', mention: ['Kunti'] },
    { kind: 'concept', question: 'What does the Gita mean by yoga?', mention: ['yoga'] },
    {
      kind: 'core',
      question: 'Explain sattva, rajas and tamas',
      mention: ['sattva', 'rajas', 'tamas'],
    },
    { kind: 'practice', question: 'How do I surrender to God?', mention: ['surrender|refuge'] },
    {
      kind: 'pain',
      question: 'My grandmother just died and I keep crying',
      mention: ['grandmother'],
    },
    { kind: 'pain', question: 'I failed my exam and I feel like a failure' },
    { kind: 'follow-up', history: ['What is bhakti?'], question: 'how do I start?' },
    {
      kind: 'follow-up',
      history: ['Who is Radha?'],
      question: 'why is she important?',
      mention: ['Radha'],
    },
    { kind: 'out-of-domain', question: 'Which phone has the best camera?' },
  ],
  buddha: [
    { kind: 'reference', question: 'What does Dhammapada 223 teach?', mention: ['223'] },
    { kind: 'reference', question: 'What is the Sigalovada Sutta about?', mention: ['Sigalovada'] },
    { kind: 'figure', question: 'Who was Devadatta?', mention: ['Devadatta'] },
    { kind: 'figure', question: 'Tell me about Moggallana', mention: ['Moggallana'] },
    { kind: 'concept', question: 'What does impermanence mean?', mention: ['imperman'] },
    {
      kind: 'core',
      question: 'List the eight parts of the path',
      mention: ['right speech', 'right effort'],
    },
    {
      kind: 'practice',
      question: 'How can I be more compassionate?',
      mention: ['compassion|kind'],
    },
    { kind: 'pain', question: 'My cat passed away this morning', mention: ['cat'] },
    { kind: 'pain', question: 'I feel like nobody cares about me' },
    { kind: 'follow-up', history: ['What is nirvana?'], question: 'and how do I get there?' },
    { kind: 'follow-up', history: ['I am so angry at my mother'], question: 'what should I do?' },
    { kind: 'out-of-domain', question: 'What time does the football game start?' },
  ],
  jesus: [
    { kind: 'reference', question: 'What does Matthew 7:7 mean?', mention: ['7:7'] },
    { kind: 'reference', question: 'Explain the parable of the lost coin', mention: ['coin|lost'] },
    { kind: 'figure', question: 'Who was Martha?', mention: ['Martha'] },
    { kind: 'figure', question: 'Who was Thomas?', mention: ['Thomas'] },
    { kind: 'concept', question: 'What does it mean to be born again?', mention: ['born'] },
    {
      kind: 'core',
      question: 'What are the two greatest commandments?',
      mention: ['love', 'neighbo'],
    },
    { kind: 'practice', question: 'How do I pray when I feel nothing?', mention: ['pray'] },
    { kind: 'pain', question: 'My son died in an accident', mention: ['son'] },
    { kind: 'pain', question: 'I am terrified of losing my home' },
    { kind: 'follow-up', history: ['What is grace?'], question: 'can you give me an example?' },
    {
      kind: 'follow-up',
      history: ['Who was Peter?'],
      question: 'why did he deny you?',
      mention: ['Peter'],
    },
    { kind: 'out-of-domain', question: 'What is the best car to buy in 2026?' },
  ],
  shiva: [
    { kind: 'reference', question: 'What does Vijnana Bhairava Tantra 27 say?', mention: ['27'] },
    { kind: 'reference', question: 'Explain Shiva Sutras 1.5', mention: ['1.5'] },
    { kind: 'figure', question: 'Who is Nataraja?', mention: ['Nataraja'] },
    { kind: 'figure', question: 'Tell me about Daksha', mention: ['Daksha'] },
    { kind: 'concept', question: 'Why do you wear ash?', mention: ['ash'] },
    { kind: 'core', question: 'What are your five acts?', mention: ['creation', 'grace'] },
    { kind: 'practice', question: 'How can I sit in silence?', mention: ['silence|still'] },
    { kind: 'pain', question: 'My brother died last week', mention: ['brother'] },
    { kind: 'pain', question: 'I am so stressed that I cannot sleep' },
    {
      kind: 'follow-up',
      history: ['What is Om Namah Shivaya?'],
      question: 'how many times should I chant it?',
    },
    {
      kind: 'follow-up',
      history: ['Who is Ganesha?'],
      question: 'tell me more about him',
      mention: ['Ganesha'],
    },
    { kind: 'out-of-domain', question: 'Help me write a cover letter for a job application' },
  ],
};
