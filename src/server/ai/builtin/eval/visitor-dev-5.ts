/**
 * Visitor questions, fifth development set: written blind to the guide's content and to the
 * other sets, as visitors type them (lowercase, typos, run-ons, text-speak, two questions in one,
 * long rambling ones and very short ones), with what a reply that meets them must contain. Twenty
 * a persona over every kind but danger and abuse, five of them follow-ups; used while improving
 * the guide.
 */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';

/** Twenty visitor questions a persona, over every kind but danger and abuse. */
export const VISITOR_DEV_5: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: [
    {
      kind: 'reference',
      question: 'geeta 9 26 the leaf flower fruit water one.. does god seriously want a leaf lol',
      mention: ['9.26|9:26|verse 26', 'leaf'],
    },
    {
      kind: 'reference',
      question:
        'bg chap 6 verse 5 "raise yourself by yourself" ok but who is raising and who is being ' +
        'raised?? same person??',
      mention: ['6.5|6:5|verse 5', 'gita|geeta|bhagavad'],
    },
    {
      kind: 'figure',
      question: 'who was vidura and why does everyone call him the wise one',
      mention: ['vidura'],
    },
    {
      kind: 'figure',
      question:
        'story of sudama pls. why was he too shy to ask krishna for anything when they were ' +
        'literally childhood friends',
      mention: ['sudama'],
    },
    {
      kind: 'concept',
      question: 'svadharma is it like ur caste duty or ur own calling? confused',
      mention: ['svadharma|swadharma|sva-dharma|own dharma'],
    },
    {
      kind: 'practice',
      question:
        'how do i do japa properly, do i need a mala, what name do i say and how many times a ' +
        'day. i tried once and lost count at like 30',
      mention: ['japa|chant', 'mala|bead'],
    },
    {
      kind: 'pain',
      question:
        'my dog bruno died tuesday, he was 13. i keep hearing his collar jingle and its not ' +
        'there. does krishna say anything about animals having a soul or is that a dumb question',
      mention: ['bruno|dog'],
    },
    {
      kind: 'pain',
      question:
        'my startup failed after 4 years. burned through my savings and some of my parents money ' +
        'too. everyone said i would make it and now i feel like a total fraud. i cant even look ' +
        'at linkedin',
      mention: ['startup|company|business|venture'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt it kinda messed up that krishna talked arjuna into killing his own cousins and ' +
        'teachers? feels like a god justifying war tbh',
      mention: ['arjuna', 'war|battle|fight'],
    },
    {
      kind: 'skeptical',
      question: '16000 wives?? how is that a role model for anyone',
      mention: ['wives'],
    },
    {
      kind: 'skeptical',
      question:
        'how do we even know any of the gita was spoken on a battlefield, my prof said it was ' +
        'inserted into the mahabharata centuries later',
      mention: ['mahabharata|mahābhārata', 'kurukshetra|kurukṣetra|battlefield|battle'],
    },
    {
      kind: 'comparison',
      question: 'is karma yoga basically just the protestant work ethic with extra steps',
      mention: ['karma yoga', 'protestant|work ethic'],
    },
    {
      kind: 'comparison',
      question:
        'gita vs stoicism.. marcus aurelius says almost the same stuff about doing ur duty and ' +
        'not caring about outcomes no? whats actually different',
      mention: ['stoic|marcus', 'gita|geeta|krishna'],
    },
    {
      kind: 'everyday',
      question:
        'my manager takes credit for my work in every single meeting and i just smile and nod ' +
        'and then go home and stew about it for hours',
      mention: ['manager|boss|credit'],
    },
    {
      kind: 'everyday',
      question:
        'been going back and forth for months on whether to take a job across the country or ' +
        'stay near my parents who are getting older. every time i decide i change my mind the ' +
        'next morning',
      mention: ['parents|mother|father'],
    },
    {
      kind: 'follow-up',
      history: ['tell me the story where little krishna lifts the whole mountain'],
      question: 'why did indra get so mad tho',
      mention: ['govardhan'],
    },
    {
      kind: 'follow-up',
      history: ['what happened to ashwatthama at the end of the war, i heard he was cursed'],
      question: 'so hes still alive today?? where',
      mention: ['ashwatthama|ashvatthama|asvatthama|aswatthama|aśvatthāma'],
    },
    {
      kind: 'follow-up',
      history: [
        'krishna says somewhere i am the taste in water and the light of the sun and moon, ' +
          'its in the gita',
      ],
      question: 'which verse says that',
      mention: ['7.8|7:8|chapter 7|verse 8'],
    },
    {
      kind: 'follow-up',
      history: ['whats bhakti yoga', 'is it just singing and dancing at the temple?'],
      question: 'does that apply if im not religious, i dont really believe in a personal god',
      mention: ['bhakti|devotion'],
    },
    {
      kind: 'follow-up',
      history: [
        'krishna promised not to pick up any weapon in the war but then he ran at bhishma with ' +
          'a chariot wheel??',
      ],
      question: 'but why would a god break his word',
      mention: ['bhishma|bhīṣma|bhisma'],
    },
  ],
  buddha: [
    {
      kind: 'reference',
      question: 'dhamapada 223 conquer anger with non anger.. ok but HOW',
      mention: ['223', 'anger'],
    },
    {
      kind: 'reference',
      question:
        'sn 36 6 the two arrows sutta, is the second arrow the one we shoot ourselves? my ' +
        'therapist mentioned it',
      mention: ['arrow', '36.6|36:6|36, 6|sallatha|sallattha'],
    },
    {
      kind: 'figure',
      question:
        'was angulimala real?? my friend says he was like a serial killer who became a monk and ' +
        'i dont believe her',
      mention: ['angulimala|aṅgulimāla|angulimāla'],
    },
    {
      kind: 'figure',
      question:
        'what was yasodhara life like after siddhartha just left her and the baby in the middle ' +
        'of the night',
      mention: ['yasodhar|yashodhar|yasodhār', 'rahula|rāhula'],
    },
    {
      kind: 'concept',
      question: 'anatta means no self?? then who is meditating lol',
      mention: ['anatta|anattā|anatman|anātman|not-self|non-self|no-self|not self|no self'],
    },
    {
      kind: 'practice',
      question:
        'how do i do metta, do i say the phrases out loud? it feels so fake when i say may i be ' +
        'happy to myself, kinda cringe honestly',
      mention: ['metta|mettā|loving-kindness|loving kindness'],
    },
    {
      kind: 'pain',
      question:
        'i had a miscarriage at 11 weeks last month. my husband seems already over it and i ' +
        'cant even walk past the baby aisle at target without falling apart',
      mention: ['miscarriage|baby|pregnan'],
    },
    {
      kind: 'pain',
      question:
        'found out my boyfriend of 5 yrs has been cheating for most of last year. i keep ' +
        'replaying every trip every dinner. how are buddhists supposed to deal w betrayal',
      mention: ['cheat|betray|boyfriend|unfaithful'],
    },
    {
      kind: 'skeptical',
      question:
        'if theres no self then what exactly gets reborn? sounds like a contradiction that ' +
        'buddhists just hand wave away',
      mention: ['reborn|rebirth'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt mindfulness just a corporate productivity hack now, my company makes us do a ' +
        'headspace session before standup. is that even buddhism anymore',
      mention: ['mindfulness|sati'],
    },
    {
      kind: 'skeptical',
      question:
        'do buddhists actually believe in hell realms and hungry ghosts or is that just for scaring villagers',
      mention: ['hungry ghost|peta|preta', 'hell'],
    },
    {
      kind: 'comparison',
      question: 'nirvana vs heaven same thing diff name?',
      mention: ['nirvana|nibbana|nibbāna|nirvāṇa', 'heaven'],
    },
    {
      kind: 'comparison',
      question:
        'whats the difference between actual vipassana like the 10 day retreats and the ' +
        'mindfulness apps on my phone',
      mention: ['vipassana|vipassanā|insight', 'app'],
    },
    {
      kind: 'everyday',
      question:
        'i check my phone like 200 times a day, i know because screen time tells me, and then i ' +
        'hate myself for it and check it again',
      mention: ['phone|screen'],
    },
    {
      kind: 'everyday',
      question:
        'my roommate leaves her dishes in the sink every night and ive started to genuinely hate ' +
        'her. my chest gets tight when i hear her key in the door. its dishes. why am i like this',
      mention: ['roommate|dishes'],
    },
    {
      kind: 'follow-up',
      history: ['tell me about kisa gotami and the mustard seed'],
      question: 'so what happened to her after that',
      mention: ['kisa|kisā|gotami|gotamī'],
    },
    {
      kind: 'follow-up',
      history: ['what are the four noble truths in normal words'],
      question: 'ok the 4th one whats actually in it',
      mention: ['eightfold|eight-fold|8-fold|eight fold'],
    },
    {
      kind: 'follow-up',
      history: ['buddha said life is suffering right? thats kind of depressing'],
      question: 'does that apply if my life is actually going pretty good rn',
      mention: ['dukkha|suffering'],
    },
    {
      kind: 'follow-up',
      history: [
        'theres a verse that says mind is the forerunner of everything, we are what we think',
      ],
      question: 'which verse is that',
      mention: ['dhammapada|dhp', 'mind'],
    },
    {
      kind: 'follow-up',
      history: ['tell me the jataka where the bodhisattva gives his body to a starving tigress'],
      question: 'but why would he do that, isnt that basically suicide',
      mention: ['tigress|tiger'],
    },
  ],
  jesus: [
    {
      kind: 'reference',
      question: 'mathew 11 28 30 "my yoke is easy" what is a yoke even and how is it easy',
      mention: ['11:28|11.28|11:29|11.29|11:30|11.30', 'yoke'],
    },
    {
      kind: 'reference',
      question:
        'luke 17 21 is the kingdom of god WITHIN you or AMONG you? my bible and my friends bible ' +
        'say different things',
      mention: ['17:21|17.21', 'within|among|midst'],
    },
    {
      kind: 'figure',
      question: 'was mary magdalene a prostitute or is that made up',
      mention: ['magdalene|magdala'],
    },
    {
      kind: 'figure',
      question: 'nicodemus who? the guy who came at night. what happened to him',
      mention: ['nicodemus'],
    },
    {
      kind: 'concept',
      question:
        'what does grace actually mean, everyone at church says it like 50 times a service and ' +
        'nobody ever explains it',
      mention: ['grace'],
    },
    {
      kind: 'practice',
      question: 'how do u pray like jesus did, when i pray i feel like im talking to the ceiling',
      mention: ["our father|abba|hallowed|matthew 6|luke 11|lord’s prayer|lord's prayer"],
    },
    {
      kind: 'pain',
      question:
        'my mum has dementia and most days she doesnt know who i am. im her full time carer and ' +
        'i feel so guilty because sometimes i wish it was over',
      mention: ['dementia|mum|mom|mother'],
    },
    {
      kind: 'pain',
      question:
        'our cat misty got hit by a car this morning. my kids are devastated and asking if shes ' +
        'in heaven and i dont know what to tell them',
      mention: ['misty|cat'],
    },
    {
      kind: 'skeptical',
      question:
        'the gospels dont even agree about easter morning, how many women, one angel or two, ' +
        'who got to the tomb first. why should i trust any of it',
      mention: ['gospel', 'tomb|resurrection|risen|easter'],
    },
    {
      kind: 'skeptical',
      question: 'why would a loving god send someone to hell forever just for not believing',
      mention: ['hell'],
    },
    {
      kind: 'skeptical',
      question:
        'jesus said i came not to bring peace but a sword??? i thought he was the prince of ' +
        'peace. thats a weird thing to say',
      mention: ['sword', '10:34|10.34|matthew|luke 12|12:51|12.51'],
    },
    {
      kind: 'comparison',
      question:
        'is the golden rule the same as confucius saying dont do to others what u dont want ' +
        'done to u, or is there a difference',
      mention: ['confucius', 'golden rule|to others|unto others'],
    },
    {
      kind: 'comparison',
      question: 'jesus says take up ur cross, buddha says end suffering.. which one is it',
      mention: ['cross', 'buddha'],
    },
    {
      kind: 'everyday',
      question:
        'my brother owes me 3k and keeps dodging my calls, my mom says let it go because ' +
        'family but im so angry i cant sleep',
      mention: ['brother|money|owe|debt'],
    },
    {
      kind: 'everyday',
      question:
        'im 34 and all my friends are married with kids and im just not. sunday dinners feel ' +
        'like a performance review',
      mention: ['single|married|marriage|partner'],
    },
    {
      kind: 'follow-up',
      history: ['tell me the story of zacchaeus up the tree'],
      question: 'so what happened to him after that',
      mention: ['zacchaeus|zaccheus|zacchaeu'],
    },
    {
      kind: 'follow-up',
      history: [
        'what did jesus say about worry, im anxious literally all the time',
        'the birds and the lilies thing?',
      ],
      question: 'which verse says that',
      mention: ['lilies|lily', 'matthew|luke'],
    },
    {
      kind: 'follow-up',
      history: ['what was the sermon on the mount actually about'],
      question: 'ok and how do i actually start living like that, like on a monday morning at work',
      mention: ['sermon|beatitude'],
    },
    {
      kind: 'follow-up',
      history: [
        'i read that jesus cursed a fig tree for not having figs when it wasnt even the season ' +
          'for figs',
      ],
      question: 'but why would he do that, seems kinda petty',
      mention: ['fig'],
    },
    {
      kind: 'follow-up',
      history: ['whats the parable of the unforgiving servant'],
      question: 'does that apply if the person never even said sorry',
      mention: ['servant'],
    },
  ],
  shiva: [
    {
      kind: 'reference',
      question: 'shiv sutra 1 1 chaitanyam atma meaning??',
      mention: ['1.1|1:1|first sutra', 'chaitanya|caitanya|consciousness'],
    },
    {
      kind: 'reference',
      question:
        'vigyan bhairav tantra has one about gazing at the clear sky i think? which dharana is ' +
        'it and how do u do it',
      mention: ['sky|space', 'vijnana|vigyan|bhairava'],
    },
    {
      kind: 'figure',
      question: 'who is nandi and why does he always sit facing the shrine in shiva temples',
      mention: ['nandi'],
    },
    {
      kind: 'figure',
      question: 'sati and daksha story? why did she walk into the fire',
      mention: ['sati|satī', 'daksha|dakṣa|daksa'],
    },
    {
      kind: 'concept',
      question: 'spanda?? heard it on a kashmir shaivism podcast',
      mention: ['spanda'],
    },
    {
      kind: 'practice',
      question:
        'how to chant om namah shivaya, how many times, do i need initiation or can anyone just ' +
        'start',
      mention: ['shivaya|śivāya|sivaya|shivay'],
    },
    {
      kind: 'pain',
      question:
        'my dad died 3 weeks ago, we did the cremation by the river and i cant stop seeing the ' +
        'fire. shiva is lord of the cremation ground right? what does that even mean for us',
      mention: ['dad|father'],
    },
    {
      kind: 'pain',
      question:
        'got laid off after 11 years two weeks before diwali. my wife doesnt know yet. i keep ' +
        'sitting in the car in the parking lot instead of going inside',
      mention: ['laid off|job|layoff'],
    },
    {
      kind: 'skeptical',
      question: 'isnt the lingam just phallic worship? my religion teacher said so in class',
      mention: ['lingam|linga|liṅga'],
    },
    {
      kind: 'skeptical',
      question:
        'shiva smokes weed and drinks bhang right? so why do people say drugs are bad for ' +
        'spiritual life lol',
      mention: ['bhang|cannabis|ganja|weed'],
    },
    {
      kind: 'skeptical',
      question:
        'if shiva is the destroyer why would anyone worship him, isnt that worshipping destruction',
      mention: ['destr'],
    },
    {
      kind: 'comparison',
      question:
        'kashmir shaivism vs advaita vedanta, both say everything is one so whats actually the ' +
        'difference',
      mention: ['advaita', 'shaiv|śaiv|saiv|kashmir'],
    },
    {
      kind: 'comparison',
      question:
        'nataraja dances and buddha sits totally still, both are supposed to be enlightened so ' +
        'whats up with that',
      mention: ['nataraja|naṭarāja|natraj', 'buddha'],
    },
    {
      kind: 'everyday',
      question:
        'cant sleep. brain goes 100mph at 2am every night replaying dumb stuff i said in 2014',
      mention: ['sleep|night'],
    },
    {
      kind: 'everyday',
      question:
        'just turned 50 and it feels like everything is ending. kids moved out, knees creak, ' +
        'the house is so quiet i leave the tv on',
      mention: ['50|fifty|kids|children'],
    },
    {
      kind: 'follow-up',
      history: ['how did ganesha get the elephant head'],
      question: 'wait so what happened to the elephant??',
      mention: ['ganesh|gaṇeś|ganapati|gaṇapati'],
    },
    {
      kind: 'follow-up',
      history: ['whats the story of shiva drinking the poison from the ocean'],
      question: 'why is only his throat blue then and not the rest of him',
      mention: ['poison|halahala|hālāhala'],
    },
    {
      kind: 'follow-up',
      history: ['i read theres a tantra text with 112 meditations given by shiva to parvati'],
      question: 'ok and how do i actually start, which one first',
      mention: ['vijnana|vigyan|bhairava'],
    },
    {
      kind: 'follow-up',
      history: ['why is nataraja standing on a little demon guy'],
      question: 'whats his name and what does he stand for',
      mention: ['apasmara|apasmāra|muyalaka|muyalakan'],
    },
    {
      kind: 'follow-up',
      history: ['parvati did crazy tapas to win shiva right? like years out in the snow'],
      question: 'but why would a god make her go through all that, couldnt he just say yes',
      mention: ['parvati|pārvatī'],
    },
  ],
};
