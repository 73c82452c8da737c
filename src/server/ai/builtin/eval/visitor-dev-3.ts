/**
 * Visitor questions, third development set: written blind to the guide's content and to the
 * other sets, as visitors type them (lowercase, typos, run-ons, text-speak, two questions in one,
 * long rambling ones and very short ones), with what a reply that meets them must contain. Twenty
 * a persona over every kind but danger and abuse; used while improving the guide.
 */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';

/** Twenty visitor questions a persona, over every kind but danger and abuse. */
export const VISITOR_DEV_3: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: [
    {
      kind: 'reference',
      question:
        'gita 3 19 pls explain.. "do ur work without attachment" ok but how do u work hard ' +
        'without wanting the promotion lol',
      mention: ['3.19|3:19', 'gita'],
    },
    {
      kind: 'reference',
      question: 'yada yada hi dharmasya which verse is that n what does it mean',
      mention: ['4.7|4:7', 'gita'],
    },
    {
      kind: 'figure',
      question:
        'why does everyone feel so bad for karna?? he insulted draupadi and still sided with ' +
        'duryodhana. my friend says he was the real hero of the mahabharat',
      mention: ['karna'],
    },
    {
      kind: 'figure',
      question: 'who is yashoda and why do people cry singing about her',
      mention: ['yashoda'],
    },
    {
      kind: 'concept',
      question:
        'my yoga teacher keeps saying sattva rajas tamas.. what are the 3 gunas and which one ' +
        'am i if i sleep till 11',
      mention: ['guna|gunas|sattva'],
    },
    {
      kind: 'concept',
      question: 'bhakti meaning? is it just singing bhajans or smthng more',
      mention: ['bhakti|devotion'],
    },
    {
      kind: 'core',
      question:
        'i have never read the gita, im 27, no time for 700 verses. if u had to tell me the ' +
        'main point in like a paragraph what is it',
      mention: ['gita'],
    },
    {
      kind: 'practice',
      question:
        'got tulsi mala from vrindavan. how do i chant hare krishna on it, how many rounds, ' +
        'do i skip the big bead or what',
      mention: ['round|rounds|bead|beads'],
    },
    {
      kind: 'practice',
      question:
        'in chapter 6 he tells arjuna how to meditate right? clean seat, not too high etc. ' +
        'can u tell me step by step how to actually do that in a 1bhk flat in pune',
      mention: ['seat|sit|posture'],
    },
    {
      kind: 'pain',
      question:
        'im 34, got laid off from my it job in bangalore 2 months back. havent told my wife or ' +
        'my parents. i leave home every morning at 9 like im going to office and sit in a cafe ' +
        'sending applications. i feel like such a fraud and i cant sleep',
      mention: ['job|work|layoff|laid off'],
    },
    {
      kind: 'pain',
      question:
        'my son is 19, i pushed him into engineering and he failed second year. now he barely ' +
        'comes out of his room and wont talk to me at dinner. its my fault isnt it',
      mention: ['son'],
    },
    {
      kind: 'pain',
      question:
        'my nani raised me. she died on janmashtami last year and now every krishna bhajan ' +
        'makes me cry, we used to sing them together every evening. this years janmashtami is ' +
        'next week and idk if i can go to the temple',
      mention: ['nani|grandmother|grandma'],
    },
    {
      kind: 'follow-up',
      history: [
        'my best friend since 5th std is marrying the girl i liked for 3 years and he never ' +
          'told me, i found out from an insta post. i feel so betrayed',
      ],
      question: 'ok but do i go to the reception or not. its this sunday',
      mention: ['reception|wedding'],
    },
    {
      kind: 'follow-up',
      history: ['how do i do karma yoga at a job i hate? im a bank teller in kanpur'],
      question:
        'but what if i honestly dont care how anything turns out, is that detachment or am i ' +
        'just lazy lol',
      mention: ['detachment|detached|lazy|laziness'],
    },
    {
      kind: 'everyday',
      question:
        'landlord raising rent 30% from next month and i have 2 weeks to decide. moving means ' +
        'my daughter changes school in the middle of the year. stay and go broke or move??',
      mention: ['rent|move|moving|landlord'],
    },
    {
      kind: 'everyday',
      question:
        'got an offer in dubai, double salary, but my parents are 70+ and im the only son. ' +
        'everyone says go. idk what to do',
      mention: ['parents|mother|father'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt the gita basically krishna talking a guy into killing his own cousins and ' +
        'teachers? how is that a spiritual book',
      mention: ['war|fight|kill|killing|violence'],
    },
    {
      kind: 'skeptical',
      question:
        'be honest did krishna actually exist or is it all mythology? my college friends ' +
        'laugh at me for believing',
      mention: ['history|historical|myth|mythology'],
    },
    {
      kind: 'comparison',
      question:
        'is nishkama karma same as buddhist non attachment? both say dont cling na, whats the ' +
        'difference',
      mention: ['buddha|buddhism|buddhist'],
    },
    {
      kind: 'out-of-domain',
      question: 'can u fix my python code its giving IndexError: list index out of range',
      mention: [],
    },
  ],
  buddha: [
    {
      kind: 'reference',
      question: 'dhammapada 183?? someone said its the whole teaching in one verse. whats it say',
      mention: ['183', 'dhammapada'],
    },
    {
      kind: 'reference',
      question: 'sn 36.6 the second arrow sutta.. my therapist mentioned it. explain like im 15',
      mention: ['36.6', 'arrow|arrows|dart'],
    },
    {
      kind: 'figure',
      question:
        'who was ananda and why was he the only one who didnt get enlightened while the ' +
        'buddha was alive',
      mention: ['ananda'],
    },
    {
      kind: 'figure',
      question:
        'the serial killer guy with the finger necklace who became a monk?? is that real. ' +
        'angulimala i think',
      mention: ['angulimala'],
    },
    {
      kind: 'concept',
      question: 'anatta = no self?? then who is typing this lol. genuinely confused',
      mention: ['anatta|not-self|no-self|non-self|not self|no self'],
    },
    {
      kind: 'concept',
      question: 'what is dependent origination in simple words, read it 3 times still dont get it',
      mention: ['dependent|paticca|arising'],
    },
    {
      kind: 'core',
      question: 'whats the main thing the buddha taught. short version pls',
      mention: ['suffering|dukkha'],
    },
    {
      kind: 'practice',
      question:
        'how do u do the breath counting thing? count to 10 and start over? what if i lose ' +
        'count at like 3 every single time',
      mention: ['breath|breathing|count|counting'],
    },
    {
      kind: 'practice',
      question:
        'how do i do loving kindness meditation... the words and who do i start with. can i ' +
        'do it for my ex',
      mention: ['metta|loving-kindness|loving kindness'],
    },
    {
      kind: 'pain',
      question:
        'my dad is 78 and has dementia. yesterday he asked me who i was. i take care of him ' +
        'every evening after work and im so exhausted and then i feel guilty for being tired',
      mention: ['father|dad'],
    },
    {
      kind: 'pain',
      question:
        'i had a miscarriage at 11 weeks in october. my husband thinks i should be over it by ' +
        'now. i still keep the scan picture in my bedside drawer and look at it every night',
      mention: ['miscarriage|baby|pregnancy|loss'],
    },
    {
      kind: 'pain',
      question:
        'im 16 and got caught cheating on my chem final. the whole class knows and my parents ' +
        'wont even look at me. i keep replaying it at night',
      mention: ['cheating|cheat|exam|test'],
    },
    {
      kind: 'follow-up',
      history: ['i want to start meditating but my mind is all over the place, i have adhd'],
      question: 'ok how many minutes tho. and do i have to sit on the floor',
      mention: ['minute|minutes'],
    },
    {
      kind: 'follow-up',
      history: [
        'my sister called me selfish in front of everyone at our moms funeral',
        'we havent spoken in 4 months now',
      ],
      question: 'so should i be the one to call first? what would i even say',
      mention: ['sister'],
    },
    {
      kind: 'everyday',
      question:
        'my manager presents my work as his in every meeting and i just sit there smiling. ' +
        'performance review is next week. do i say something or keep quiet',
      mention: ['manager|boss'],
    },
    {
      kind: 'everyday',
      question:
        'moved to toronto from manila for college 3 weeks ago, dont know anyone, eating ' +
        'alone in my dorm every night. is this normal',
      mention: ['alone|lonely|loneliness'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt buddhism kinda nihilistic? no self, everything is suffering, desire is bad.. ' +
        'sounds depressing honestly',
      mention: ['suffering|dukkha|nihilism|nihilistic'],
    },
    {
      kind: 'skeptical',
      question: 'how can there be rebirth if there is no soul. what even gets reborn',
      mention: ['rebirth|reborn|birth'],
    },
    {
      kind: 'comparison',
      question:
        'jesus says forgive, buddha says let go of anger.. is that the same thing or ' +
        'different?',
      mention: ['jesus|christ|christian'],
    },
    {
      kind: 'out-of-domain',
      question: 'who won the ipl match last night csk or mi',
      mention: [],
    },
  ],
  jesus: [
    {
      kind: 'reference',
      question:
        'matt 11 28 come to me all who are weary.. does that mean i can just stop trying? ' +
        'im so tired',
      mention: ['11:28|11.28', 'matthew|matt'],
    },
    {
      kind: 'reference',
      question:
        'luke 23 34 "forgive them for they know not what they do" - but what if they DO know ' +
        'what theyre doing',
      mention: ['23:34|23.34', 'luke'],
    },
    {
      kind: 'figure',
      question:
        'was mary magdalene really a prostitute? my pastor says one thing and a youtube video ' +
        'says another',
      mention: ['magdalene'],
    },
    {
      kind: 'figure',
      question: 'why did judas do it. and is he in hell',
      mention: ['judas'],
    },
    {
      kind: 'concept',
      question:
        'what is grace? like actually. i hear it every sunday since i was a kid and couldnt ' +
        'explain it to my daughter',
      mention: ['grace'],
    },
    {
      kind: 'concept',
      question: 'kingdom of god is within you - so is heaven a place or not?? confused',
      mention: ['kingdom'],
    },
    {
      kind: 'core',
      question:
        'my grandson asked me what jesus taught in one sentence and i froze. what would u say',
      mention: ['love'],
    },
    {
      kind: 'practice',
      question:
        'how do i pray the our father properly. do i have to kneel, do i say it fast or slow, ' +
        'grew up without church',
      mention: ['father'],
    },
    {
      kind: 'practice',
      question:
        'how do i fast like jesus said, in secret? how long, water ok? doing it for lent first ' +
        'time',
      mention: ['fast|fasting'],
    },
    {
      kind: 'pain',
      question:
        'my wife left me in june for a guy from her work. 22 years married. our kids are 12 ' +
        'and 15 and they chose to live with her. i still go to mass every sunday and i feel ' +
        'like god left too',
      mention: ['wife|marriage|divorce'],
    },
    {
      kind: 'pain',
      question:
        "i'm 71. buried my husband frank in february, 48 years together. the house is so " +
        'quiet. i still put out two cups for coffee in the morning',
      mention: ['frank|husband'],
    },
    {
      kind: 'pain',
      question:
        'my son is in prison, 6 years for drugs. i visit every other saturday, 3 hrs drive ' +
        'each way. the people at church look at me like i raised a criminal',
      mention: ['son|prison'],
    },
    {
      kind: 'follow-up',
      history: [
        'my mom and i havent talked in 3 years, she said i was a mistake when i came out',
        'she just texted me happy birthday this morning',
      ],
      question: 'do i text back? and if i do what do i actually say',
      mention: ['mother|mom|mum'],
    },
    {
      kind: 'follow-up',
      history: [
        'jesus said forgive 70 times 7 right? my coworker keeps making racist jokes about me ' +
          'in the break room',
      ],
      question: 'so i just forgive him and let it keep happening??',
      mention: ['forgive|forgiveness|forgiving'],
    },
    {
      kind: 'everyday',
      question:
        'failed the bar exam the 2nd time, results came this morning. my parents paid for ' +
        'all of law school. do i try a 3rd time or just quit',
      mention: ['exam|bar'],
    },
    {
      kind: 'everyday',
      question:
        'we r 2 months behind on rent, i work two jobs, my 8yo needs glasses and i just ' +
        'cant anymore',
      mention: ['rent'],
    },
    {
      kind: 'skeptical',
      question: 'did jesus even exist tho? like historically, not faith wise',
      mention: ['history|historical|historians|historian'],
    },
    {
      kind: 'skeptical',
      question:
        'how can a loving god send people to hell forever for not believing the right thing. ' +
        'my best friend is muslim and shes the kindest person i know',
      mention: ['hell'],
    },
    {
      kind: 'comparison',
      question:
        'hindus say krishna was god in human form and christians say jesus was. same idea? ' +
        'my indian roommate and i argue about this',
      mention: ['krishna'],
    },
    {
      kind: 'out-of-domain',
      question: 'how do i file taxes if i did doordash part time, do i need a 1099',
      mention: [],
    },
  ],
  shiva: [
    {
      kind: 'reference',
      question: 'shiv sutra 3 9 nartaka atma - the self is a dancer?? what does that mean',
      mention: ['3.9', 'sutra|sutras'],
    },
    {
      kind: 'reference',
      question:
        'vijnana bhairava verse 24, the one about the gap between in breath and out breath. ' +
        'how do i practice it',
      mention: ['24', 'vijnana|bhairava'],
    },
    {
      kind: 'figure',
      question: 'why is nandi always facing shiva outside every temple',
      mention: ['nandi'],
    },
    {
      kind: 'figure',
      question:
        'story of markandeya pls, the boy who hugged the linga when yama came. my amma told ' +
        'it when i was small and i forgot the ending',
      mention: ['markandeya'],
    },
    {
      kind: 'concept',
      question: 'what is spanda in kashmir shaivism, heard it in a podcast',
      mention: ['spanda|vibration|pulsation'],
    },
    {
      kind: 'concept',
      question:
        'is shakti a different goddess or part of shiva? shiva without shakti is shava ' +
        'my grandmother says, what does that mean',
      mention: ['shakti'],
    },
    {
      kind: 'core',
      question:
        'whats the main teaching of shaivism in simple words? not the stories, the actual idea',
      mention: ['consciousness|awareness|chaitanya'],
    },
    {
      kind: 'practice',
      question:
        'how to chant om namah shivaya 108 times, do i need a rudraksha mala, can i do it in ' +
        'my head on the metro',
      mention: ['shivaya|namah'],
    },
    {
      kind: 'practice',
      question:
        'first time doing maha shivratri fast this year. can i drink water? do i have to stay ' +
        'up the whole night? im diabetic btw',
      mention: ['shivratri|shivaratri|fast|fasting'],
    },
    {
      kind: 'pain',
      question:
        'my younger brother died in a bike accident on the way to kedarnath last may. he was ' +
        '24. he was going to see shiva. how could shiva take him on his own yatra',
      mention: ['brother'],
    },
    {
      kind: 'pain',
      question:
        'im 45 and was diagnosed with parkinsons last month. i have been a bharatanatyam ' +
        'dancer for 30 years and nataraja was my everything. now my hands shake during ' +
        'class and my students noticed',
      mention: ['dance|dancer|dancing'],
    },
    {
      kind: 'pain',
      question:
        'my engagement got called off 3 weeks before the wedding, cards already printed. her ' +
        'family said the kundli doesnt match after all. i did 16 monday fasts for her',
      mention: ['engagement|wedding'],
    },
    {
      kind: 'follow-up',
      history: [
        'i get so angry at my kids, i shout and then feel horrible. shiva gets angry too right',
      ],
      question: 'ok so what do i do in the moment when im about to explode, like that exact second',
      mention: ['breath|breathe|pause'],
    },
    {
      kind: 'follow-up',
      history: [
        'i want to start doing something for shiva every monday. im 22, never been religious',
      ],
      question:
        'does it have to be in a temple or can i do it in my hostel room? i dont have a lingam',
      mention: ['room|home|hostel'],
    },
    {
      kind: 'everyday',
      question:
        'the startup i founded with 2 friends just shut down. 3 years and all our savings ' +
        'gone. now i have to go back to a 9-5 and face everyone at my cousins wedding next ' +
        'month',
      mention: ['startup|company|business'],
    },
    {
      kind: 'everyday',
      question:
        'class 12 boards in 3 weeks and i havent even started physics, just scrolling reels ' +
        'till 2am every night. pls help',
      mention: ['exam|exams|boards|physics'],
    },
    {
      kind: 'skeptical',
      question: 'shiva is literally the destroyer.. why would anyone pray to a god of destruction',
      mention: ['destroy|destroyer|destruction|dissolution'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt the whole shiva smoking weed thing just an excuse for sadhus to get high? my ' +
        'cousin does bhang every shivratri and calls it devotion',
      mention: ['bhang|cannabis|ganja|weed'],
    },
    {
      kind: 'comparison',
      question:
        'kashmir shaivism vs advaita vedanta? both say everything is one so whats the ' +
        'difference',
      mention: ['vedanta|advaita|shankara'],
    },
    {
      kind: 'out-of-domain',
      question: 'best phone under 20k for camera? redmi or samsung',
      mention: [],
    },
  ],
};
