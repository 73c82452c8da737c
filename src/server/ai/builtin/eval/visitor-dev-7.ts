/**
 * Visitor questions, seventh development set: written blind to the guide's content and to the
 * other sets, as visitors type them (lowercase, typos, run-ons, text-speak, two questions in one,
 * long rambling ones and very short ones), with what a reply that meets them must contain. Twenty
 * a persona over every kind but danger and abuse; used while improving the guide.
 */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';

/** Twenty visitor questions a persona, over every kind but danger and abuse. */
export const VISITOR_DEV_7: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: [
    {
      kind: 'reference',
      question:
        'bhagvad gita 2 47 whats it actualy saying?? my teacher quotes it at us before every exam',
      mention: ['2.47|2:47', 'fruit|result|outcome'],
    },
    {
      kind: 'reference',
      question: 'yada yada hi dharmasya... which verse is that n what does it mean',
      mention: ['4.7|4:7|4.8|4:8', 'dharma'],
    },
    {
      kind: 'reference',
      question:
        'bg 9 22 ananya chintayanto something... does it mean god will literally take care of my ' +
        'bills if i just pray enough',
      mention: ['9.22|9:22', 'devot|worship|yoga-kshema|yogakshema|yoga kshema'],
    },
    {
      kind: 'figure',
      question: 'who is radha and why is she not in the gita if shes so important',
      mention: ['radha', 'love|devotion|bhakti'],
    },
    {
      kind: 'figure',
      question:
        'karna. why did he stay on duryodhanas side even after he found out the pandavas were ' +
        'his own brothers, makes zero sense to me',
      mention: ['karna', 'loyal|friend|debt|gratitude|promise|his word'],
    },
    {
      kind: 'concept',
      question: 'wats nishkama karma',
      mention: [
        'nishkama|niskama|desireless|without desire|without attach|unattach|detach',
        'fruit|result|outcome|reward',
      ],
    },
    {
      kind: 'core',
      question:
        'whats the main message of the whole gita in like 3 lines, i dont have time to read 700 ' +
        'verses rn',
      mention: ['duty|dharma|action', 'devotion|surrender|bhakti|self|atman|soul'],
    },
    {
      kind: 'practice',
      question:
        'how do i do karma yoga at a boring office job?? i literally do spreadsheets all day and ' +
        'nobody cares about them',
      mention: ['karma yoga|karma-yoga|karmayoga', 'work|job|office'],
    },
    {
      kind: 'practice',
      question:
        'how do i meditate the way krishna says in ch 6, the sit somewhere clean not too high not ' +
        'too low thing, is there like a step by step',
      mention: ['6.1|6:1|chapter 6|chapter six', 'breath|seat|sit|posture'],
    },
    {
      kind: 'pain',
      question:
        'got laid off yesterday after 8 years at the same company. mortgage, two kids, and i ' +
        'feel like a total failure. i havent even told my wife yet',
      mention: ['laid off|lost your job|job|work', 'failure|fail|worth'],
    },
    {
      kind: 'pain',
      question:
        'my mom has stage 4 cancer and im the one looking after her. im so tired all the time and ' +
        'then i feel guilty for being tired because shes the one whos sick',
      mention: ['mother|mom|mum', 'tired|exhaust|guilt'],
    },
    {
      kind: 'everyday',
      question:
        'me and my best friend had a huge fight over something stupid and we havent talked in 3 ' +
        'weeks. who should text first, should i just let it go',
      mention: ['friend', 'text|message|reach|first|call'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt the gita basically krishna talking a guy into killing his own family? how is that ' +
        'a holy book honestly',
      mention: ['arjuna', 'dharma|duty|righteous|allegor|justice'],
    },
    {
      kind: 'comparison',
      question: 'krishna vs jesus, both are god in human form right? so whats the difference',
      mention: ['avatar|incarnation', 'jesus|christ'],
    },
    {
      kind: 'out-of-domain',
      question: 'can u write me a cover letter for a marketing internship, 200 words max',
    },
    {
      kind: 'follow-up',
      history: ['who was arjuna'],
      question: 'why did he not want to fight tho',
      mention: ['arjuna', 'kin|family|relative|cousin|teacher|bhishma|drona|grand'],
    },
    {
      kind: 'follow-up',
      history: ['what does the gita say about the soul', 'so does that mean i had past lives'],
      question: 'ok but why dont i remember any of them',
      mention: ['remember|memor|know them|do not know', 'birth|lives|life'],
    },
    {
      kind: 'follow-up',
      history: ['what happened at kurukshetra', 'and who won in the end'],
      question: 'what happened after that, did krishna just go home',
      mention: ['yudhishthira|yudhisthira|dwarka|dvaraka|dwaraka|gandhari|hunter|jara'],
    },
    {
      kind: 'follow-up',
      history: ['whats bhakti yoga'],
      question: 'where is that from in the gita',
      mention: ['12.|12:|chapter 12|chapter twelve|9.26|9:26|9.34|9:34|18.65|18:65'],
    },
    {
      kind: 'follow-up',
      history: ['how do i control my anger, i snap at everyone at home and then feel awful'],
      question: 'that sounds nice but how long does it take to actually work',
      mention: ['anger|angry', 'practice|abhyasa|gradual|little by little|slowly|patien'],
    },
  ],
  buddha: [
    {
      kind: 'reference',
      question: 'dhamapada verse 5 the one about hatred',
      mention: ['dhammapada 5|dhp 5|verse 5|1.5|1:5', 'hatred|hate'],
    },
    {
      kind: 'reference',
      question:
        'kalama sutta, the one where buddha says dont believe anything just because someone ' +
        'told u? is that real or one of those fake insta quotes',
      mention: ['kalama', 'yourselves|yourself|wholesome|skillful|skilful'],
    },
    {
      kind: 'reference',
      question:
        'the sutta with the raft?? where u leave the raft after crossing the river instead of ' +
        'carrying it on ur head, wich one is it',
      mention: ['raft', 'mn 22|majjhima nikaya 22|alagaddupama|snake'],
    },
    {
      kind: 'figure',
      question: 'who was angulimala i heard he killed like 999 ppl and still became a monk??',
      mention: ['angulimala', 'stop|change|transform|turned|ordain'],
    },
    {
      kind: 'figure',
      question: 'kisa gotami and the mustard seed story pls',
      mention: ['gotami', 'house|home|family', 'death|die|dead'],
    },
    {
      kind: 'concept',
      question: 'anatta means no soul?? then who gets reborn, this is making my brain hurt ngl',
      mention: ['anatta|non-self|not-self|no-self|no self|anatman', 'reborn|rebirth'],
    },
    {
      kind: 'core',
      question: 'four noble truths eli5',
      mention: ['suffering|dukkha', 'craving|tanha|thirst|desire', 'path|eightfold|cessation|end'],
    },
    {
      kind: 'practice',
      question:
        'how do i start meditating if i cant sit still for even 2 mins, my mind just goes ' +
        'everywhere and i give up',
      mention: ['breath', 'wander|thought|return|come back|notice'],
    },
    {
      kind: 'practice',
      question: 'metta meditation how do u do it, do i have to send love to ppl i hate??',
      mention: ['metta|loving-kindness|loving kindness', 'yourself|difficult|enemy|hate'],
    },
    {
      kind: 'pain',
      question:
        'my gf broke up with me after 4 years and i cant stop checking her insta. every morning ' +
        'i tell myself i wont and then i do it anyway',
      mention: [
        'broke up|breakup|break-up|relationship|girlfriend|four years|4 years',
        'check|urge|crav|cling|attach',
      ],
    },
    {
      kind: 'pain',
      question:
        'im so lonely. moved to a new city for work and i literally dont talk to anyone except ' +
        'the cashier at the store. weekends are the worst',
      mention: ['lonel|alone'],
    },
    {
      kind: 'everyday',
      question:
        'i have finals in 5 days and i havent started studying, i just keep scrolling my phone ' +
        'and hating myself for it',
      mention: ['exam|finals|study', 'scroll|phone|distract'],
    },
    {
      kind: 'skeptical',
      question:
        'is karma just made up to make poor people accept being poor? serious question not ' +
        'trying to be rude',
      mention: ['karma', 'intention|cetana|volition|choice|not fate'],
    },
    {
      kind: 'comparison',
      question: 'buddha vs jesus on forgiveness, same thing or not really',
      mention: ['forgiv', 'jesus|christ', 'hatred|hate|resent|anger|grudge'],
    },
    {
      kind: 'out-of-domain',
      question: 'whats a good recipe for pad thai that doesnt need fish sauce',
    },
    {
      kind: 'follow-up',
      history: ['who was the buddha before he was the buddha'],
      question: 'why did he leave his wife and kid tho, thats kinda messed up',
      mention: ['yasodhara|rahula|wife|son|child', 'old|sick|death|dying|suffering|sights'],
    },
    {
      kind: 'follow-up',
      history: ['what is the eightfold path'],
      question: 'ok which one do i start with',
      mention: [
        'right view|right understanding|right intention|right resolve|right speech|right action|' +
          'right livelihood|right effort|right mindfulness|right concentration|sila|virtue|ethic',
      ],
    },
    {
      kind: 'follow-up',
      history: ['tell me about the buddhas last meal', 'the blacksmith guy'],
      question: 'did he blame him for it',
      mention: ['cunda|chunda', 'remorse|merit|blessing|not to blame|no blame|no fault|not blame'],
    },
    {
      kind: 'follow-up',
      history: ['what is dukkha'],
      question: 'where does it say that, like which sutta',
      mention: ['dhammacakkappavattana|dhammacakka|turning the wheel|sn 56.11|56.11|samyutta'],
    },
    {
      kind: 'follow-up',
      history: [
        'my cat died last week and i cant stop crying',
        'the mustard seed story didnt really help tbh',
      ],
      question: 'is it ok that im still this sad',
      mention: ['cat', 'grie|sad|sorrow|mourn'],
      avoid: ['do not grieve|grieve not|should not grieve'],
    },
  ],
  jesus: [
    {
      kind: 'reference',
      question:
        'matthew 11 28 come to me all who are weary... what does he mean by rest, im so tired ' +
        'from work lately',
      mention: ['11:28|11.28', 'yoke|burden|gentle|humble|lowly'],
    },
    {
      kind: 'reference',
      question:
        'mathew 5 44 love ur enemies and pray for those who persecute u... does that include ' +
        'my ex who cheated on me bc i cant',
      mention: ['5:44|5.44', 'enem'],
    },
    {
      kind: 'reference',
      question: 'whats 1 corinthians 13 about, they read it at my sisters wedding and i cried lol',
      mention: ['corinthians 13|13:4|13.4|13:7|13.7|13:13|13.13', 'love'],
    },
    {
      kind: 'figure',
      question: 'who was mary magdalene, was she really a prostitute or is that a myth',
      mention: ['magdalen|magdala', 'tomb|resurrect|risen|witness|demons|not a prostitute|never'],
    },
    {
      kind: 'figure',
      question:
        'the prodigal son story, why is the older brother so mad... honestly i kinda agree with ' +
        'him, he stayed and did everything right',
      mention: ['brother', 'father', 'luke'],
    },
    {
      kind: 'concept',
      question: 'what does grace even mean, is it different from just being nice to ppl',
      mention: ['grace', 'gift|free|unearned|undeserved|unmerited|earn'],
    },
    {
      kind: 'core',
      question: 'greatest commandment??',
      mention: ['love', 'neighbo', 'god|lord'],
    },
    {
      kind: 'practice',
      question:
        'how do u pray if ur not even sure anyone is listening. do i just talk? do i kneel? ' +
        'i feel stupid',
      mention: ['pray', 'doubt|unbelief|unsure|not sure|honest'],
    },
    {
      kind: 'practice',
      question:
        'how do i actually forgive someone when im still angry at them, do i have to pretend ' +
        'im fine',
      mention: ['forgiv', 'anger|angry|pretend|feel'],
    },
    {
      kind: 'pain',
      question:
        'my dad is in hospice and we never really got along. i want to say something before he ' +
        'goes but i dont know what and im scared ill just freeze up in the room',
      mention: ['father|dad', 'say|words|tell|speak'],
    },
    {
      kind: 'pain',
      question:
        'failed the bar exam for the second time. everyone from my class passed. my parents ' +
        'paid for everything and i cant even look at them',
      mention: ['bar exam|exam|failed|fail', 'parent|family'],
    },
    {
      kind: 'everyday',
      question:
        'i feel really alone even though im married, we just live like roommates now. is that ' +
        'normal or is something wrong with me',
      mention: ['marri|husband|wife|spouse|partner', 'alone|lonel|distance|roommate'],
    },
    {
      kind: 'skeptical',
      question: 'did jesus even exist or is that just a story, like historically speaking',
      mention: ['tacitus|josephus|scholar|historian'],
    },
    {
      kind: 'comparison',
      question:
        'is the sermon on the mount basically the same thing buddha taught? love ur enemy vs ' +
        'metta, feels identical to me',
      mention: ['matthew 5|5:44|5.44|sermon', 'buddha|metta|loving-kindness|loving kindness'],
    },
    {
      kind: 'out-of-domain',
      question: 'can you help me with my calculus homework, derivative of x^2 sin x',
    },
    {
      kind: 'follow-up',
      history: ['tell me about judas'],
      question: 'but why did he do it though, just for the money?',
      mention: ['judas', 'silver|thirty|satan|greed|thief|purse|disappoint'],
    },
    {
      kind: 'follow-up',
      history: ['what happened on good friday'],
      question: 'and what happened after, on the sunday',
      mention: ['tomb|risen|rose|resurrect|raised'],
    },
    {
      kind: 'follow-up',
      history: ['whats the parable of the good samaritan'],
      question: 'where is that from',
      mention: ['luke', '10:2|10:3|10.2|10.3|luke 10|chapter 10|chapter ten'],
    },
    {
      kind: 'follow-up',
      history: [
        'i lost my job last month',
        'you said dont worry about tomorrow but i have rent due on the 1st',
      ],
      question: 'so what am i supposed to do just sit and wait??',
      mention: ['rent|job|work', 'ask|seek|knock|step|help|today'],
    },
    {
      kind: 'follow-up',
      history: ['who was peter'],
      question: 'wait didnt he deny u like 3 times? how did he still end up the leader',
      mention: ['deni|deny', 'feed my|love me|restor|forgiv|john 21|21:15|21.15|21:17|21.17'],
    },
  ],
  shiva: [
    {
      kind: 'reference',
      question: 'shiv sutra 1 1 chaitanyam atma what does it mean',
      mention: ['1.1|1:1', 'conscious|awareness', 'self|atma'],
    },
    {
      kind: 'reference',
      question:
        'vigyan bhairav tantra, the breath one where u notice the gap between in breath and out ' +
        'breath? which verse/dharana is that',
      mention: ['vijnana bhairava|vigyan bhairav|vijnana-bhairava', 'breath', '24|25|first'],
    },
    {
      kind: 'reference',
      question:
        'maha mrityunjay mantra which veda is it from and what does it mean word by word, my ' +
        'nani chants it every morning',
      mention: [
        'rigveda|rig veda|rig-veda|rg veda|rgveda|7.59',
        'three-eyed|three eyed|tryambak|cucumber|urvaruk|immortal|amrit',
      ],
    },
    {
      kind: 'figure',
      question: 'why is shivas throat blue, i heard something about poison',
      mention: ['churn|ocean|samudra', 'drank|drink|swallow|held'],
    },
    {
      kind: 'figure',
      question: 'markandeya story? the boy who was supposed to die at 16',
      mention: ['markandeya', 'yama|kala|death', 'linga'],
    },
    {
      kind: 'concept',
      question:
        'shiva and shakti are they 2 different gods or the same thing? and why is shiva half a ' +
        'woman in some pictures',
      mention: ['shakti', 'ardhanar|half-woman|half woman|half female|half-female'],
    },
    {
      kind: 'core',
      question: 'who even is shiva. the destroyer?? why would anyone worship a destroyer',
      mention: ['destr|dissol', 'ego|ignorance|illusion|renew|transform|rebirth|creat'],
    },
    {
      kind: 'practice',
      question:
        'how to chant om namah shivaya, how many times a day and can girls do it during periods ' +
        'or no, my aunt says no',
      mention: [
        'namah shivaya|namah sivaya',
        '108|mala|times|count',
        'women|girl|anyone|everyone|no restriction',
      ],
    },
    {
      kind: 'practice',
      question:
        'mahashivratri is next week what am i supposed to do, fast? stay up all night? i live in ' +
        'a dorm lol',
      mention: ['shivaratri|shivratri|sivaratri', 'fast|vigil|awake|jagaran'],
    },
    {
      kind: 'pain',
      question:
        'my mom had a stroke and some days she doesnt recognise me. i pray to shiva every monday ' +
        'and nothing changes',
      mention: ['mother|mom|mum', 'stroke|recogni|memory'],
    },
    {
      kind: 'pain',
      question:
        'lost my job and my fiance left me in the same month. feels like everything got ' +
        'destroyed at once, is this shivas tandav in my life or what',
      mention: [
        'job|work',
        'fianc|partner|relationship|engage',
        'tandav|dance|nataraja|destruction|destroy',
      ],
    },
    {
      kind: 'everyday',
      question:
        'neet exam in 2 weeks and i cant sleep, my whole family is expecting me to become a ' +
        'doctor and i dont even know if i want that',
      mention: ['exam|neet', 'sleep|family|expect|pressure'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt worshipping the lingam just worshipping a phallus? my friend said that at lunch ' +
        'and i didnt know what to say back',
      mention: ['linga', 'sign|symbol|mark|formless|pillar'],
    },
    {
      kind: 'comparison',
      question:
        'kashmir shaivism vs buddhism, the shiva sutras and the buddhist emptiness stuff sound ' +
        'kind of the same to me? or totally different',
      mention: ['empti|shunya|sunya|void', 'conscious|awareness|self'],
    },
    {
      kind: 'out-of-domain',
      question: 'how do i get more followers on tiktok fast',
    },
    {
      kind: 'follow-up',
      history: ['what does the nataraja statue mean'],
      question: 'who is the little guy hes standing on',
      mention: ['apasmara|muyalaka|muyalakan', 'ignorance|forget|avidya|ego'],
    },
    {
      kind: 'follow-up',
      history: ['why does shiva have a river coming out of his hair'],
      question: 'who brought her down tho',
      mention: ['bhagirath'],
    },
    {
      kind: 'follow-up',
      history: ['who was sati', 'why did she go to her dads yagna if she wasnt even invited'],
      question: 'what did shiva do after she died',
      mention: ['daksha', 'virabhadra|veerabhadra|carried her|her body|peetha|pitha'],
    },
    {
      kind: 'follow-up',
      history: ['why does ganesha have an elephant head'],
      question: 'wait so he cut off his own sons head?? how did he not know',
      mention: ['parvati', 'guard|door|bath'],
    },
    {
      kind: 'follow-up',
      history: ['who are shivas kids'],
      question: 'the one with the peacock whats his deal and why is he mostly a south thing',
      mention: [
        'kartikeya|karttikeya|murugan|skanda|subrahmanya|subramanya|kumara',
        'tamil|palani|fruit|mango|taraka',
      ],
    },
  ],
};
