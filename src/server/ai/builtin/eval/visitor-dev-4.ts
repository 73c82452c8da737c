/**
 * Visitor questions, fourth development set: written blind to the guide's content and to the other
 * sets, as visitors type them (lowercase, typos, text-speak, run-ons, two questions in one, long
 * rambling ones and three-word ones), with what a reply that meets them must contain. Twenty a
 * persona: four follow-ups, three skeptical, three comparisons, three everyday situations, two core,
 * two references, one figure, one concept and one practice; used while improving the guide.
 */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';

/** Twenty visitor questions a persona, weighted to follow-ups, doubts, comparisons and everyday life. */
export const VISITOR_DEV_4: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: [
    {
      kind: 'follow-up',
      history: ['what is nishkama karma exactly, keep hearing it in every gita talk on youtube'],
      question: 'ok but how do i actually do that at a job where my boss only cares about numbers',
      mention: ['nishkama|without attachment|fruit|detach'],
    },
    {
      kind: 'follow-up',
      history: ['who was bhishma in the mahabharat', 'why did he take that vow to never marry'],
      question: 'and did he regret it in the end?',
      mention: ['bhishma|bheeshma'],
    },
    {
      kind: 'follow-up',
      history: [
        'there is a verse where krishna says the soul changes bodies like old clothes, where is that',
      ],
      question: 'wait so do we come back as animals too??',
      mention: ['soul|atman|atma|embodied'],
    },
    {
      kind: 'follow-up',
      history: ['whats the story of little krishna lifting govardhan hill'],
      question: 'why did he do that instead of just stopping the rain lol',
      mention: ['govardhan|govardhana'],
    },
    {
      kind: 'skeptical',
      question:
        'krishna basically talked arjuna into a war where he had to kill his own grandpa and ' +
        'his teacher. how is that spiritual and not just propaganda for violence',
      mention: ['arjuna', 'war|battle|fight|kurukshetra'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt the caste system literally from the gita? the chatur varnyam thing. feels like it ' +
        'was used to justify discrimination for centuries tbh',
      mention: ['caste|varna'],
    },
    {
      kind: 'skeptical',
      question: '16000 wives and stealing the gopis clothes.. kinda sus for a god no?',
      mention: ['gopi'],
    },
    {
      kind: 'comparison',
      question: 'is moksha basically nirvana or r they diff',
      mention: ['moksha|mukti|liberation', 'nirvana|nibbana'],
    },
    {
      kind: 'comparison',
      question:
        'krishna and jesus both came as god in human form right?? is an avatar the same as the ' +
        'incarnation christians talk about',
      mention: ['avatar|avatara', 'jesus|christ|incarnation'],
    },
    {
      kind: 'comparison',
      question: 'dharma vs karma whats the difference i always mix them up',
      mention: ['dharma', 'karma'],
    },
    {
      kind: 'everyday',
      question:
        'my younger brother got into the college that rejected me and everyone at home is ' +
        'celebrating and i feel like garbage for being jealous of my own brother',
      mention: ['brother|jealous|envy'],
    },
    {
      kind: 'everyday',
      question:
        'presentation tmrw in front of the whole department and my hands are already shaking ' +
        'just thinking abt it',
      mention: ['presentation|talk|speak'],
    },
    {
      kind: 'everyday',
      question:
        'been going back and forth for a whole year on quitting my stable job to open a bakery. ' +
        'my parents say im crazy. how do you even decide something like this',
      mention: ['bakery|job'],
    },
    {
      kind: 'core',
      question: 'explain the gita to me like im 10',
      mention: ['arjuna|arjun'],
    },
    {
      kind: 'core',
      question: 'if i only remember ONE thing from everything krishna ever said what should it be',
      mention: ['gita'],
    },
    {
      kind: 'reference',
      question: 'bg 2 47 meaning?? the karmanye vadhikaraste one',
      mention: ['2.47|2:47'],
    },
    {
      kind: 'reference',
      question:
        'gita chaptr 11 the one where arjun sees the scary form with all the mouths and teeth.. ' +
        'what is going on there and why was he so scared',
      mention: ['11', 'universal form|cosmic form|vishvarupa|vishwarupa|viswarupa|vishwaroop'],
    },
    {
      kind: 'figure',
      question: 'who was sudama and why do ppl always tell that story to kids',
      mention: ['sudama'],
    },
    {
      kind: 'concept',
      question: 'wat is maya. is the world fake??',
      mention: ['maya'],
    },
    {
      kind: 'practice',
      question:
        'how do i offer food to krishna at home? i dont have a temple or any special stuff just ' +
        'a small picture on my shelf',
      mention: ['offer|prasad'],
    },
  ],
  buddha: [
    {
      kind: 'follow-up',
      history: ['what is metta meditation'],
      question: 'how long shld a beginner do it for',
      mention: ['metta|loving-kindness|loving kindness'],
    },
    {
      kind: 'follow-up',
      history: ['tell me the story of kisa gotami and the mustard seed'],
      question: 'so did she ever get over it?',
      mention: ['gotami'],
    },
    {
      kind: 'follow-up',
      history: [
        'what are the five precepts',
        'does the one about intoxicants mean no alcohol at all, not even one beer',
      ],
      question: 'what about weed tho lol',
      mention: ['precept'],
    },
    {
      kind: 'follow-up',
      history: ['what did the buddha mean by the middle way'],
      question: 'can u give an example from his own life',
      mention: ['middle'],
    },
    {
      kind: 'skeptical',
      question:
        'buddhism says life is suffering which honestly sounds depressing. why would anyone ' +
        'sign up for that',
      mention: ['suffering|dukkha'],
    },
    {
      kind: 'skeptical',
      question:
        'how is rebirth supposed to work if theres no soul?? what even gets reborn. seems ' +
        'like a contradiction',
      mention: ['rebirth|reborn', 'anatta|anatman|no-self|not-self|no self|not self|soul'],
    },
    {
      kind: 'skeptical',
      question:
        'he left his wife and newborn son in the middle of the night without saying bye. ' +
        'thats abandonment. why is he anyone’s role model',
      mention: ['yasodhara|yashodhara|rahula|son|wife'],
    },
    {
      kind: 'comparison',
      question:
        'does the buddhas no self mean the same as the hindu atman or the exact opposite? my ' +
        'yoga teacher says theyre the same thing',
      mention: ['anatta|anatman|no-self|not-self|no self|not self', 'atman'],
    },
    {
      kind: 'comparison',
      question: 'stoicism and buddhism seem super similar?? marcus aurelius vibes',
      mention: ['stoic', 'buddha|dhamma|dharma'],
    },
    {
      kind: 'comparison',
      question: 'is karma in buddhism like the hindu one or diffrent',
      mention: ['karma|kamma', 'hindu|vedic|brahmin|veda'],
    },
    {
      kind: 'everyday',
      question:
        'i keep checking my exs instagram at 2am even tho i know it makes me feel worse every ' +
        'single time',
      mention: ['instagram|phone|social media|checking|scroll'],
    },
    {
      kind: 'everyday',
      question: 'coworker takes credit for my work in meetings and i just sit there fuming',
      mention: ['coworker|co-worker|colleague|credit'],
    },
    {
      kind: 'everyday',
      question:
        'im 34 and all my friends are married with kids and im just... not. feel so behind ' +
        'everyone',
      mention: ['married|marriage|friends|kids|children|compar'],
    },
    {
      kind: 'core',
      question: 'four noble truths in simple words pls',
      mention: ['suffering|dukkha', 'cause|craving|tanha|thirst', 'cessation|end', 'path'],
    },
    {
      kind: 'core',
      question: 'what did he actually figure out under that tree',
      mention: ['suffering|dukkha|noble truth'],
    },
    {
      kind: 'reference',
      question:
        'dhp 223 something about conquering anger with non anger and the liar with truth? ' +
        'explain',
      mention: ['223', 'anger'],
    },
    {
      kind: 'reference',
      question:
        'kalama sutra AN 3 65 is it true the buddha said dont believe anything, not even him??',
      mention: ['kalama'],
    },
    {
      kind: 'figure',
      question:
        'angulimala the serial killer guy who became a monk?? how was that allowed, what about ' +
        'the families of the ppl he killed',
      mention: ['angulimala|angulimāla'],
    },
    {
      kind: 'concept',
      question: 'anicca / impermanence what does it mean in actual daily life',
      mention: ['anicca|impermanen'],
    },
    {
      kind: 'practice',
      question: 'walking meditation how?? do i just walk really slow',
      mention: ['walk', 'foot|feet|step'],
    },
  ],
  jesus: [
    {
      kind: 'follow-up',
      history: ['tell me the parable of the prodigal son'],
      question: 'honestly i relate more to the older brother, is that bad',
      mention: ['father'],
    },
    {
      kind: 'follow-up',
      history: ['what did jesus mean by consider the lilies'],
      question: 'easy to say when ur not behind on rent. how do i actually stop worrying',
      mention: ['lilies|lily|birds|sparrow'],
    },
    {
      kind: 'follow-up',
      history: ['who was mary magdalene really? was she a prostitute'],
      question: 'then where did that idea even come from',
      mention: ['magdalene|mary'],
    },
    {
      kind: 'follow-up',
      history: [
        'can u write out the lords prayer',
        'i never get what forgive us our trespasses means',
      ],
      question: 'so i have to forgive my dad first before god forgives me??',
      mention: ['prayer|trespass|debts|debtors'],
    },
    {
      kind: 'skeptical',
      question: 'if god is love why does he send ppl to hell forever. make it make sense',
      mention: ['hell|gehenna|judgment|judgement'],
    },
    {
      kind: 'skeptical',
      question:
        'walking on water, turning water into wine, raising dead people.. its obviously made ' +
        'up. why should i take any of the rest seriously',
      mention: ['miracle|sign|water'],
    },
    {
      kind: 'skeptical',
      question:
        'christians are the most judgemental ppl i know. didnt jesus literally say not to ' +
        'judge? whats the point of any of it',
      mention: ['judg'],
    },
    {
      kind: 'comparison',
      question: 'love your enemies vs the buddhas metta - same idea or not really',
      mention: ['enem', 'metta|loving-kindness|loving kindness|buddha'],
    },
    {
      kind: 'comparison',
      question:
        'catholic vs protestant whats the actual difference?? my gf is catholic and im not ' +
        'anything really and her mom keeps asking',
      mention: ['catholic', 'protestant'],
    },
    {
      kind: 'comparison',
      question: 'old testament god seems so angry and jesus is chill. are they even the same god',
      mention: ['old testament|hebrew scripture|scriptures|law|prophets|moses', 'father|son'],
    },
    {
      kind: 'everyday',
      question:
        'my landlord wont fix the heat and ive asked 4 times now, its freezing and im so angry ' +
        'i could scream',
      mention: ['landlord|heat'],
    },
    {
      kind: 'everyday',
      question: 'got laid off this morning after 9 yrs. dont know what to tell my kids',
      mention: ['laid off|layoff|job|kids|children'],
    },
    {
      kind: 'everyday',
      question: 'my sister didnt invite me to her wedding and im pretending im fine',
      mention: ['sister|wedding'],
    },
    {
      kind: 'core',
      question: 'greatest commandment?',
      mention: ['love', 'neighbor|neighbour'],
    },
    {
      kind: 'core',
      question:
        'everyone says "the good news" but what is the good news even supposed to be, like in ' +
        'one paragraph no church words',
      mention: ['kingdom|forgive|resurrect|risen|salvation|saved|love'],
    },
    {
      kind: 'reference',
      question: 'mathew 5 39 turn the other cheek.. so im supposed to be a doormat?',
      mention: ['5:39|5.39|5:38|5.38', 'cheek'],
    },
    {
      kind: 'reference',
      question: 'jhon 11 35 jesus wept. why is that verse such a big deal',
      mention: ['11:35|11.35', 'lazarus'],
    },
    {
      kind: 'figure',
      question: 'who was zaccheus the short guy in the tree',
      mention: ['zacchaeus|zaccheus|zacheus'],
    },
    {
      kind: 'concept',
      question: 'what is grace? simple terms pls not churchy',
      mention: ['grace'],
    },
    {
      kind: 'practice',
      question:
        'never prayed in my life and i feel stupid talking to nobody. how do i start, do i ' +
        'kneel or what',
      mention: ['pray'],
    },
  ],
  shiva: [
    {
      kind: 'follow-up',
      history: ['why is shivas throat blue'],
      question: 'wait why didnt he just swallow it all the way',
      mention: ['poison|halahala|halahal|kalakuta|venom'],
    },
    {
      kind: 'follow-up',
      history: ['what is the vijnana bhairava tantra'],
      question: 'ok give me one technique from it to try tonight',
      mention: ['vijnana|vigyan|bhairava'],
    },
    {
      kind: 'follow-up',
      history: ['how did ganesha get the elephant head'],
      question: 'that seems kinda brutal, why would he behead a kid',
      mention: ['ganesha|ganesh|ganapati|ganapathi'],
    },
    {
      kind: 'follow-up',
      history: ['what does the nataraja statue mean, the dancing one in a ring of fire'],
      question: 'and whos the little guy hes standing on',
      mention: ['apasmara|muyalaka|ignorance'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt shiva worship just worshipping a phallic symbol? my history teacher said thats ' +
        'literally what the lingam is',
      mention: ['lingam|linga'],
    },
    {
      kind: 'skeptical',
      question:
        'ppl use shiva as an excuse to smoke weed all day. did he actually do that or is it ' +
        'made up',
      mention: ['bhang|cannabis|weed|ganja|marijuana'],
    },
    {
      kind: 'skeptical',
      question: 'a god of destruction sounds evil ngl. why would anyone worship the destroyer',
      mention: ['destr|dissol'],
    },
    {
      kind: 'comparison',
      question:
        'kashmir shaivism vs advaita vedanta?? both say everything is one so whats the actual ' +
        'difference',
      mention: ['advaita|vedanta|shankara', 'shaiv|kashmir|spanda|pratyabhijna|shakti'],
    },
    {
      kind: 'comparison',
      question: 'shiva and shakti = yin and yang?',
      mention: ['shakti', 'yin'],
    },
    {
      kind: 'comparison',
      question:
        'is shiva the same as vishnu or are they rivals? my family is vaishnav and my in laws ' +
        'are shaiva and it gets awkward at festivals lol',
      mention: ['vishnu', 'shiva|shaiva|harihara|hari-hara'],
    },
    {
      kind: 'everyday',
      question:
        'my startup failed after 3 years and now i have to move back in with my parents at 29. ' +
        'feel like such a loser',
      mention: ['startup|company|business|parents'],
      avoid: ['you deserved|your karma'],
    },
    {
      kind: 'everyday',
      question:
        'cant sleep bc my brain keeps replaying an embarassing thing i said at a party like 3 ' +
        'yrs ago',
      mention: ['sleep|party|embarrass|embarass|replay'],
    },
    {
      kind: 'everyday',
      question:
        'i get really bad road rage and today i yelled at an old man who was driving slow. ' +
        'feel awful now',
      mention: ['road|driv|car|yell|old man'],
    },
    {
      kind: 'core',
      question: 'explain shiva to me like im new. a god? a yogi? just consciousness? idk',
      mention: ['consciousness|awareness'],
    },
    {
      kind: 'core',
      question: 'what is the one thing shiva wants me to realize about who i am',
      mention: ['consciousness|awareness|the self'],
    },
    {
      kind: 'reference',
      question: 'shiv sutra 1 1 chaitanyam atma meaning pls',
      mention: ['1.1|1:1|first sutra', 'consciousness|chaitanya'],
    },
    {
      kind: 'reference',
      question:
        'vigyan bhairav tantra the first dharana, the one about the gap between the in breath ' +
        'and out breath. how do i actually do it',
      mention: ['breath', 'vijnana|vigyan|bhairava'],
    },
    {
      kind: 'figure',
      question: 'who is nandi and why do ppl whisper in the bulls ear at temples',
      mention: ['nandi'],
    },
    {
      kind: 'concept',
      question: 'spanda??',
      mention: ['spanda|vibration|pulsation|throb'],
    },
    {
      kind: 'practice',
      question: 'how do i chant om namah shivaya, how many times, do i need a mala',
      mention: ['namah shivaya|namah shivay|panchakshara'],
    },
  ],
};
