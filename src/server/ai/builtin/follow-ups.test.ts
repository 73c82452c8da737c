/**
 * Follow-ups keep the thread (docs/ai.md#built-in-guide): a story asked further is told on from its
 * `why`, `after` or `start`, even past a declined turn or read as a question of its own; what the earlier
 * turns told is named back; a choice, a push back and a plainer telling are met as such; and the passages
 * visitors ask for are there, cited.
 */
import { describe, expect, it } from 'vitest';
import type { PersonaId } from '../../../lib/ai/catalog';
import { converse } from './converse.testing';

/** The last reply of a conversation, which must not be a refusal. */
function lastReply(persona: PersonaId, ...questions: string[]): string {
  const reply = converse(persona, ...questions).at(-1);
  if (reply?.kind !== 'reply') throw new Error(`refused: ${questions.at(-1)}`);
  return reply.text;
}

describe('a story asked further is told on', () => {
  it.each<[PersonaId, string[], RegExp[]]>([
    [
      'krishna',
      ['who was kunti in the mahabharata', 'wait why did she put her own baby in a river??'],
      [/Karna/, /basket/, /Mahabharata, Vana Parva/],
    ],
    [
      'krishna',
      ['who was arjuna', 'and what was the first thing krishna said back to him'],
      [/arise/, /Bhagavad Gita 2\.2-3/],
    ],
    [
      'krishna',
      ['what happened at kurukshetra', 'and who won in the end', 'what happened after that'],
      [/Yudhishthira was crowned/, /Gandhari/, /Jara/, /Mahabharata, Mausala Parva/],
    ],
    [
      'buddha',
      ['who was mahapajapati gotami', 'why did the buddha say no to her at first'],
      [/Ananda/, /ordain women/, /Vinaya, Cullavagga 10\.1/],
    ],
    [
      'buddha',
      ['what is the eightfold path', 'ok which one do i start with'],
      [/right view/, /sila/, /Majjhima Nikaya 117/],
    ],
    [
      'jesus',
      ['what happened in the garden of gethsemane', 'why did he ask for the cup to be taken away'],
      [/not my will but yours/, /Luke 22:42/],
    ],
    [
      'jesus',
      ['tell me about the two criminals crucified next to jesus', 'what did he say to him'],
      [/paradise/, /Luke 23:43/],
    ],
    [
      'shiva',
      ['is it true ravana tried to lift kailash', 'what did shiva do then'],
      [/big toe/, /Ravana/, /Ramayana, Uttara Kanda/],
    ],
    [
      'krishna',
      ['tell me the story of karna', 'so why would he hand over the armour that kept him alive??'],
      [/vow never to refuse/, /Indra/, /brahmin/, /Mahabharata, Vana Parva/],
    ],
    [
      'buddha',
      ['tell me about devadatta', 'but why was he so bitter towards him, they were cousins'],
      [/jealousy and ambition/, /Sangha/, /Vinaya, Cullavagga 7/],
    ],
    [
      'jesus',
      ['tell me about the night in gethsemane', 'and then what happened, who betrayed him'],
      [/Judas/, /kiss/, /thirty pieces of silver/, /Matthew 26:47-50/],
    ],
    [
      // a thing the story names, asked why its figure acted: the story's `why`, not the thing's own entry
      'shiva',
      ['tell me the kannappa story', 'why would he cut out his own eye for a linga though'],
      [/bleeding from its eye/, /Periya Puranam/],
    ],
    [
      'shiva',
      ['what is lingodbhava', 'what happened next'],
      [/ketaki/, /swan/, /Shiva Purana, Vidyeshvara Samhita/],
    ],
    [
      'shiva',
      ['who is virabhadra', 'what happened to daksha after'],
      [/head of a goat/, /Shiva Purana, Rudra Samhita, Sati Khanda/],
    ],
  ])('%s: %j', (persona, questions, expected) => {
    const reply = lastReply(persona, ...questions);
    for (const pattern of expected) expect(reply).toMatch(pattern);
  });

  it('says a story more simply when asked, from the sentence that met the question', () => {
    const reply = lastReply(
      'shiva',
      'what does shivas damaru mean',
      'too deep. explain like im 10',
    );
    expect(reply).toMatch(/^(?:Put simply, then|In plain words|Let me say it more simply): /);
    expect(reply).toMatch(/damaru drum sounds the rhythm of creation/);
  });

  it('finds the verse a visitor paraphrased, and says why a story is bracketed', () => {
    expect(
      lastReply(
        'krishna',
        'my grandmother says krishna promised to carry what his devotees lack and protect what they have',
        'which verse is that',
      ),
    ).toMatch(/^[^.]*Bhagavad Gita 9\.22\b[^.]*\./);
    expect(
      lastReply(
        'jesus',
        'theres a story where jesus writes in the dirt and says whoever has no sin can throw the first stone',
        'where is that in the bible? in mine its in brackets with a little note, why',
      ),
    ).toMatch(/missing from the earliest manuscripts/);
  });
});

describe('what the earlier turns told is named back', () => {
  it('meets whether forgiving comes first with a passage on it', () => {
    const reply = lastReply(
      'jesus',
      'can u write out the lords prayer',
      'i never get what forgive us our trespasses means',
      'so i have to forgive my dad first before god forgives me??',
    );
    expect(reply).toMatch(/\[Mark 11:25\]/);
    expect(reply).toMatch(/the Father forgives first/);
  });

  it.each<[PersonaId, string[], RegExp[]]>([
    [
      'buddha',
      [
        'my cat died last week and i cant stop crying',
        'the mustard seed story didnt help',
        'is it ok that im still this sad',
      ],
      [/your cat/, /all right (?:that you are still sad|to still feel sad|to be sad still)/],
    ],
    [
      'buddha',
      [
        'didnt the buddha say hatred never ends by hatred',
        'im trying that with a coworker who keeps taking credit for my work',
        'but what if being nice just means he keeps walking all over me',
      ],
      [/the coworker/, /walk all over you/, /Majjhima Nikaya 58/],
    ],
    [
      'buddha',
      [
        'my mum died in march',
        'we had a big fight the week before and never made up',
        'do you think she forgave me?',
      ],
      [/your mum/, /forgiving heart/, /Anguttara Nikaya 2\.21/],
    ],
    [
      'jesus',
      [
        'i lost my job last month',
        'you said dont worry about tomorrow but i have rent due',
        'so what am i supposed to do just sit and wait??',
      ],
      [/your job/],
    ],
    [
      'krishna',
      [
        'what does the gita say about anger',
        'i lose my temper with my kids every single morning getting them out the door',
        'ok so how do i actually use that at 7:15 when nobody has shoes on',
      ],
      [/your kids/, /anger/],
    ],
    [
      'shiva',
      [
        'how do i stop getting so angry, my in laws criticize everything i do in my own kitchen',
        'so ur saying just sit still like shiva on a mountain?',
        'easy for u to say u live on kailash, i live in a 2bhk with my mother in law',
      ],
      [/your in laws/, /crowded household/, /Kumara Khanda/],
    ],
  ])('%s: %j', (persona, questions, expected) => {
    const reply = lastReply(persona, ...questions);
    for (const pattern of expected) expect(reply).toMatch(pattern);
  });

  it('names back what was told when a push back is a doubt of its own', () => {
    const reply = lastReply(
      'krishna',
      'my son stopped calling me after he moved to bangalore for work',
      'easy for you to say. you had 16000 wives',
    );
    expect(reply).toMatch(/your son/);
    expect(reply).toMatch(/wives/);
  });

  it('says back the moment a follow-up asks what to do in', () => {
    const reply = lastReply(
      'jesus',
      'what did jesus teach about forgiving',
      'fine but my uncle visits on saturday. what should i do when he sits down at the table',
    );
    expect(reply).toMatch(/what to do when he sits down at the table/);
  });

  it('says back a situation told beside a practical question', () => {
    const reply = lastReply(
      'shiva',
      'how do i do trataka',
      'i sleep in a dorm with three girls and they hate any candle at night. can i do trataka without one',
    );
    expect(reply).toMatch(/you sleep in a dorm/i);
    expect(reply).toMatch(/dot|point on the wall/);
  });

  it('names, for "where is that written", the passage the reply before the last gave too', () => {
    const reply = lastReply(
      'krishna',
      'i lose my temper with my kids every morning before school',
      'ok so how do i actually use that at 7:15',
      'where is that written exactly, which chapter and verse',
    );
    expect(reply).toMatch(/Bhagavad Gita 2\.62-63/);
  });

  it('owns a push back, naming what the turn before it told', () => {
    const reply = lastReply(
      'krishna',
      'my dad keeps saying just do your duty and leave the results to god',
      'but ive worked 60 hour weeks for 3 years and got passed over for promotion again',
      'easy for krishna to say, he was god, he didnt have a mortgage',
    );
    expect(reply).toMatch(/I have not forgotten that you've worked 60 hour weeks/);
    expect(reply).toMatch(/When I said, "/);
  });

  it('answers a choice asked within a pain as a choice', () => {
    const reply = lastReply(
      'krishna',
      'my best friend is marrying the girl i liked for 3 years and he never told me. i feel so betrayed',
      'ok but do i go to the reception or not. its this sunday',
    );
    expect(reply).toMatch(/whether (?:to|you) go to the reception/i);
    expect(reply).toMatch(/keeps? the door open/);
  });

  it('tells forgiving from letting someone go on hurting', () => {
    const reply = lastReply(
      'jesus',
      'jesus said forgive seventy times seven right',
      'my ex keeps telling our kids lies about me',
      'but what if forgiving him just lets him keep doing it',
    );
    expect(reply).toMatch(/does not mean trusting them again/);
    expect(reply).toMatch(/your children/);
  });
});

describe('passages visitors ask for', () => {
  it.each<[PersonaId, string, RegExp[]]>([
    [
      'buddha',
      'theres a story abt a guy shot with a poisoned arrow who wont let the doctor pull it out. which sutta',
      [/Majjhima Nikaya 63/, /do not lead to the end of suffering/],
    ],
    [
      'krishna',
      'whats the difference between radha and rukmini, who was krishna married to',
      [/I married Rukmini/, /Bhagavata Purana 10\.52-54/],
    ],
    [
      'krishna',
      'difference between karma yoga bhakti yoga and gyan yoga? which one is for someone who overthinks',
      [/a mind that overthinks/, /Bhagavad Gita 12\.5/],
    ],
    [
      'jesus',
      'psalm 23 the valley of the shadow part, im reading it at my grandpas funeral',
      [/valley of the shadow of death/, /\[Psalm 23:4\]/, /funerals/],
    ],
    [
      'jesus',
      'old testament god seems so angry and jesus seems so kind, are they even the same god',
      [/Marcion/, /Jesus/],
    ],
    [
      'shiva',
      'mandukya upanishad, the 4 states thing? waking dream sleep and then the 4th?',
      [/turiya/, /Mandukya Upanishad 7/],
    ],
    [
      'shiva',
      'my amma told me about a hunter who gave his eyes to shiva. who was he, is it a true story',
      [/Kannappa/, /devotional legend/, /Periya Puranam/],
    ],
    [
      'shiva',
      'how to chant om namah shivaya, how many times a day and can girls do it during periods',
      [/108/, /no rule keeps women or girls/],
    ],
    [
      'shiva',
      'lost my job and my fiance left me in the same month. is this shivas tandav in my life',
      [/tandava/, /clears the ground/],
    ],
    [
      'krishna',
      'the gita line where a lamp sheltered from the wind does not flicker, what number is it',
      [/Bhagavad Gita 6\.19/, /lamp/],
    ],
    [
      'krishna',
      'ekalavya and the thumb drona demanded from him, was that fair',
      [/Ekalavya/, /thumb/, /Mahabharata, Adi Parva/, /unjust/],
    ],
    [
      'krishna',
      'how many rounds of japa should a beginner chant and does it have to be in the morning',
      [/108/, /one to four rounds/, /Any time of day counts/],
    ],
    [
      'buddha',
      'how do i practise metta and who do i start with',
      [/yourself/, /benefactor/, /Visuddhimagga 9/],
    ],
    [
      'jesus',
      'who was the canaanite woman who asked for crumbs',
      [/even the dogs/, /daughter/, /Mark 7:24-30/, /harsh/],
    ],
    [
      'jesus',
      'how can i say the our father slowly and mean each line',
      [/daily bread/, /forgive us/, /Matthew 6:9-10/],
    ],
    [
      'jesus',
      'does turn the other cheek mean the same thing as ahimsa',
      [/cheek/, /ahimsa|Ahimsa/, /Jain/, /Matthew 5:39/],
    ],
    [
      'shiva',
      'can i do abhishekam with water on a shivling i ordered from amazon, is monday best',
      [/Om Namah Shivaya/, /Somvar/, /Taittiriya Samhita 4\.5\.8/],
    ],
    [
      'shiva',
      'is nandi real, and why does everyone whisper into his ear at the mandir',
      [/whisper/, /ear/, /temple custom/],
    ],
    [
      'shiva',
      'is the third eye literal, or is it the ajna chakra everyone online talks about',
      [/third eye/, /ajna chakra/, /Kumarasambhava 3/],
    ],
    [
      'shiva',
      'did the buddha learn meditation from shiva the adiyogi',
      [/Alara Kalama/, /Buddha/, /devotional title/, /Majjhima Nikaya 26/],
    ],
    // the names visitors type for Shiva and his forms, Hindi and Tamil spellings among them
    ['shiva', 'why do people call shiva bhole', [/Bholenath/, /Shvetashvatara Upanishad 4\.14/]],
    ['shiva', 'shambhu meaning?', [/Mahadeva/, /Shvetashvatara Upanishad 4\.14/]],
    ['shiva', 'ardhnarishwar meaning', [/half man and half woman/]],
    ['shiva', 'who is kaal bhairav', [/fifth head/, /Shiva Purana, Shatarudra Samhita/]],
    ['shiva', 'what is kailash mansarovar', [/Manasarovara/, /Ramayana, Bala Kanda/]],
    [
      'shiva',
      'whats the story of tripurantaka, the three flying cities',
      [/one shot/, /Shiva Purana, Rudra Samhita, Yuddha Khanda/],
    ],
    [
      'shiva',
      'who was veerabhadra and why did he cut off dakshas head',
      [/Virabhadra/, /lock from my matted hair/, /Shiva Purana, Rudra Samhita, Sati Khanda/],
    ],
    [
      'shiva',
      'who are the 63 nayanars my paati keeps talking about',
      [/Sekkizhar/, /Tevaram/, /Periya Puranam/],
    ],
    ['shiva', 'who was karaikal ammaiyar, the mango lady', [/mango/, /Ammai/, /Periya Puranam/]],
    [
      'shiva',
      'who was manikkavasagar and what is thiruvasagam',
      [/jackals into horses/, /Tiruvilaiyadal Puranam/],
    ],
    [
      'shiva',
      'what do lingayats believe, who was basavanna',
      [/body is the temple/, /Vachanas of Basavanna/],
    ],
    ['shiva', 'who was lal ded? my kashmiri nani quotes her', [/vakhs/, /Lalla Vakyani/]],
    ['shiva', 'who was abhinavagupta and what did he write', [/Tantraloka/, /rasa/]],
    [
      'shiva',
      'what does pratyabhijna mean in kashmir shaivism',
      [/recognising/, /Pratyabhijnahridayam 1/],
    ],
    ['shiva', 'what are the 36 tattvas in simple words', [/Sadashiva/, /Samkhya/, /Tantraloka/]],
    [
      'shiva',
      'what is the shvetashvatara upanishad about',
      [/Rudra is one/, /Shvetashvatara Upanishad 3\.2/],
    ],
    ['shiva', 'what is pradosh vrat and how do i keep it', [/trayodashi/, /Skanda Purana/]],
    [
      'shiva',
      'can you list the 12 jyotirlingas',
      [/Grishneshwar/, /Shiva Purana, Koti Rudra Samhita/],
    ],
    ['shiva', 'why do people go to varanasi to die', [/Avimukta/, /Manikarnika/, /Skanda Purana/]],
    [
      'shiva',
      'whats the story of kedarnath temple',
      [/Nara and Narayana/, /later telling/, /Shiva Purana, Koti Rudra Samhita/],
    ],
    [
      'shiva',
      'why is somnath the first jyotirlinga',
      [/Rohini/, /Somanatha/, /Shiva Purana, Koti Rudra Samhita/],
    ],
    [
      'shiva',
      'who is mahakal of ujjain',
      [/Dushana/, /bhasma aarti/, /Shiva Purana, Koti Rudra Samhita/],
    ],
    [
      'shiva',
      'did ravana really write the shiv tandav stotram',
      [/later belief/, /Shiva Tandava Stotram/, /Ramayana, Uttara Kanda/],
    ],
    [
      'shiva',
      'how do i wear a rudraksha mala, is there a rule',
      [/guru bead/, /later custom/, /Shiva Purana, Vidyeshvara Samhita/],
    ],
    [
      'shiva',
      'what is vibhuti and can anyone put it on',
      [/tripundra/, /Shiva Purana, Vidyeshvara Samhita/],
    ],
    [
      'shiva',
      'whats the story behind the amarnath cave and its ice lingam',
      [/shrine's own legend/, /Rajatarangini/],
    ],
  ])('%s: "%s"', (persona, question, expected) => {
    const reply = lastReply(persona, question);
    for (const pattern of expected) expect(reply).toMatch(pattern);
  });

  it('tells detachment from not caring', () => {
    const reply = lastReply(
      'krishna',
      'how do i do karma yoga at a job i hate?',
      'but what if i honestly dont care how anything turns out, is that detachment or am i just lazy',
    );
    expect(reply).toMatch(/Bhagavad Gita 6\.1/);
    expect(reply).toMatch(/not detachment/);
  });
});
