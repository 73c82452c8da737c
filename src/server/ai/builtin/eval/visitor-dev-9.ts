/**
 * Visitor questions, ninth development set: written blind to the guide's content and to the
 * other sets, as visitors type them (lowercase, typos, run-ons, text-speak, two questions in one,
 * long rambling ones and very short ones), with what a reply that meets them must contain. Twenty
 * a persona over every kind but danger and abuse; used while improving the guide.
 */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';

/** Twenty visitor questions a persona, over every kind but danger and abuse. */
export const VISITOR_DEV_9: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: [
    {
      kind: 'reference',
      question:
        'yadha yadha hi dharmashya glanir bhavati... which chapter is this from?? 4 something? ' +
        'my son has to recite it at school function on friday and i want to explain him the meaning',
      mention: ['4.7|4:7|4.8|4:8', 'dharma|righteousness'],
    },
    {
      kind: 'reference',
      question:
        'that verse in the githa about a lamp in a place with no wind that doesnt flicker. ' +
        'is that about meditation? whats the number',
      mention: ['6.19|6:19', 'lamp|flame'],
    },
    {
      kind: 'figure',
      question:
        'who was ekalavya and was drona wrong to ask for his thumb? we read it in class 7 and ' +
        'nobody ever said if it was fair',
      mention: ['ekalavya|eklavya', 'drona', 'thumb'],
    },
    {
      kind: 'figure',
      question:
        'tell me about sudama, the poor friend who brought the rice flakes. my nani tells it ' +
        'every janmashtami but always falls asleep before the end',
      mention: ['sudama|kuchela', 'rice|poha|flattened|aval|chivda'],
    },
    {
      kind: 'concept',
      question:
        'what are the three gunas sattva rajas tamas and how do i know which one i am lol ' +
        'i sleep till 11 and eat maggi at 2am',
      mention: ['sattva|sattwa', 'rajas', 'tamas'],
    },
    {
      kind: 'core',
      question: 'gita in one line. whats the main point krishna is making',
      mention: ['gita', 'duty|action|karma|yoga|devotion|bhakti|surrender'],
    },
    {
      kind: 'practice',
      question:
        'how to do hare krishna mahamantra chanting properly?? how many rounds for a beginner. ' +
        'i work night shift at a call centre in pune so my timings are all weird, does morning ' +
        'only count',
      mention: ['hare krishna|maha mantra|mahamantra|maha-mantra', 'round|mala|bead|times'],
    },
    {
      kind: 'practice',
      question:
        'how do i offer food to krishna, i stay in a pg in bangalore with one small shelf, no ' +
        'proper altar, no idol even. what do i say while offering',
      mention: ['offer', '9.26|9:26|leaf|flower|fruit|water'],
    },
    {
      kind: 'pain',
      question:
        'my mother passed in march and i was stuck in dubai for work, couldnt get a flight in ' +
        'time for the cremation. my younger brothers did all the rites. i am the eldest son and ' +
        'i feel i failed her at the one thing that mattered',
      mention: ['mother|mom|mum|amma|maa', 'cremation|rites|funeral|dubai|flight|eldest'],
    },
    {
      kind: 'pain',
      question:
        'failed upsc prelims for the 4th time. half my batchmates are officers now. my parents ' +
        'stopped even asking about it which is somehow worse. i am 29 and have nothing',
      mention: ['upsc|exam|prelims|attempt|fourth|4th'],
    },
    {
      kind: 'everyday',
      question:
        'my manager takes credit for all my work in client calls and i just sit there smiling. ' +
        'i want to say something but i need this job for the home loan emi',
      mention: ['manager|boss', 'credit'],
    },
    {
      kind: 'everyday',
      question:
        'cant stop scrolling reels till 3am and then im a zombie in college next day. every ' +
        'night i say tonight i will stop',
      mention: ['scroll|reels|phone|instagram|screen', 'sleep|night|3am|3 am'],
    },
    {
      kind: 'skeptical',
      question:
        'honestly how is krishna god if he pushed arjuna to kill his own cousins and his guru? ' +
        'sounds like war propaganda to me, no offence',
      mention: ['arjuna', 'kurukshetra|war|battle|fight'],
    },
    {
      kind: 'comparison',
      question:
        'is nishkama karma in the gita the same thing as non attachment in buddhism? they sound ' +
        'identical to me, whats actually different',
      mention: [
        'nishkama|nishkam|desireless|without attachment|detach|non-attachment|nonattachment',
        'buddha',
      ],
    },
    {
      kind: 'out-of-domain',
      question:
        'can u help me fill my ITR, which tax regime old or new is better for 12 lakh salary ' +
        'with 80C and home loan interest',
    },
    {
      kind: 'follow-up',
      history: ['who was karna, i only know he was on the wrong side of the war'],
      question: 'why did he give away his armour then if he knew hed die without it',
      mention: ['karna', 'armour|armor|kavacha|earring|kundala', 'indra|brahmin|brahmana'],
    },
    {
      kind: 'follow-up',
      history: ['what does the gita say about anger, i snap at my kids every evening'],
      question: 'where is that written exactly, which chapter and verse',
      mention: ['2.62|2:62|2.63|2:63|3.37|3:37|16.21|16:21', 'anger|krodha'],
    },
    {
      kind: 'follow-up',
      history: [
        'how do i stop caring about results, i am a software tester and my bug reports get ' +
          'rejected all day',
      ],
      question: 'ok but how do i do that tomorrow at standup when my lead rejects it again',
      mention: ['standup|stand-up|meeting|lead|bug|reject'],
    },
    {
      kind: 'follow-up',
      history: ['tell me the story of krishna lifting govardhan hill'],
      question: 'what happened after? did indra get punished or what',
      mention: ['indra', 'govardhan|goverdhan'],
    },
    {
      kind: 'follow-up',
      history: [
        'my wife left last year and took our daughter to her parents house in kochi. i only ' +
          'see her on video calls now',
        'the gita says all this is temporary so why am i still hurting so much',
      ],
      question: 'easy for you to say. you had 16000 wives',
      mention: ['daughter|wife|kochi|video'],
    },
  ],
  buddha: [
    {
      kind: 'reference',
      question:
        'dhammapada verse 1 or 2, the one where mind is the forerunner and suffering follows ' +
        'like the cart wheel follows the ox? what does it actually mean',
      mention: ['dhammapada', 'mind', 'wheel|cart|ox|shadow'],
    },
    {
      kind: 'reference',
      question:
        'theres a sutta where the buddha says dont believe something just cause its in a book ' +
        'or your teacher said it. kalama something? is that real or a facebook quote',
      mention: [
        'kalama|kesaputta|kesamutti',
        'teacher|scripture|tradition|rumor|rumour|hearsay|report',
      ],
    },
    {
      kind: 'figure',
      question: 'who was angulimala? the killer guy who became a monk??',
      mention: ['angulimala', 'finger|garland|kill|murder'],
    },
    {
      kind: 'figure',
      question:
        'tell me about patacara. i read somewhere she lost her whole family in one day and ' +
        'went mad and then became a nun? how does someone come back from that',
      mention: ['patacara', 'husband|child|son|parent|family'],
    },
    {
      kind: 'concept',
      question:
        'anatta. if there is no self then who is the one meditating?? this makes my head hurt',
      mention: ['anatta|anatman|non-self|not-self|no self|no-self|nonself'],
    },
    {
      kind: 'core',
      question:
        'four noble truths please in simple english, its for my 12 year olds school project ' +
        'due monday and i dont want to get it wrong',
      mention: [
        'suffering|dukkha',
        'cause|origin|craving|tanha|thirst',
        'cessation|end|nirodha|stop',
        'path|magga|way',
      ],
    },
    {
      kind: 'practice',
      question:
        'how do i do metta meditation? who do i start with. everyone says start with yourself ' +
        'but that feels weird and kind of fake to me',
      mention: ['metta|loving-kindness|loving kindness|lovingkindness', 'yourself|oneself|self'],
    },
    {
      kind: 'practice',
      question:
        'how long should a beginner sit. i tried 30 mins cross legged and my knees were on fire. ' +
        'is a chair allowed or is that cheating',
      mention: ['chair', 'minute|min'],
    },
    {
      kind: 'pain',
      question:
        'my dog bruno died yesterday, he was 14. my husband says its just a dog and i need to ' +
        'get over it. i cant even look at his bowl in the kitchen',
      mention: ['bruno|dog', 'bowl|husband|14|fourteen'],
    },
    {
      kind: 'pain',
      question:
        "i'm a nurse in leeds. three patients died on my shifts this week, one was younger " +
        'than me. i get home and feel nothing at all. numb. is something wrong with me',
      mention: ['nurse|patient|shift', 'numb|nothing|feel'],
    },
    {
      kind: 'everyday',
      question:
        "my flatmate never does the washing up and i'm stewing about it every single night. " +
        "i don't want a row but i'm so wound up",
      mention: ['flatmate|housemate|roommate', 'dish|washing|sink'],
    },
    {
      kind: 'everyday',
      question:
        'job interview tomorrow 10am, first one since i was made redundant in june. cant ' +
        'sleep, heart going',
      mention: ['interview', 'redundan|laid off|job'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt buddhism kind of selfish? sitting on a cushion working on your own peace while ' +
        'the world is on fire',
      mention: ['compassion|karuna|metta|loving-kindness|loving kindness'],
    },
    {
      kind: 'comparison',
      question:
        'buddhist rebirth vs hindu reincarnation whats the difference. if there is no soul ' +
        'what even gets reborn',
      mention: ['rebirth|reborn', 'atman|soul|self'],
    },
    {
      kind: 'out-of-domain',
      question:
        'write me a python script to rename 500 photos in a folder by the date they were taken pls',
    },
    {
      kind: 'follow-up',
      history: ['tell me the story of kisa gotami and the mustard seed'],
      question: 'so what happened to her after that? did she stay with the buddha',
      mention: ['gotami', 'nun|bhikkhuni|ordain|arahant|enlighten|awaken|order'],
    },
    {
      kind: 'follow-up',
      history: ['what did the buddha say about anger? my temper is ruining things at home'],
      question: 'where is that written? i want to read it myself not just take your word',
      mention: ['dhammapada|sutta|nikaya|sutra'],
    },
    {
      kind: 'follow-up',
      history: ['how do you do walking meditation'],
      question:
        'ok but i live in a tiny flat in lagos with my 3 siblings, no space at all. can i do ' +
        'it at the bus stop or on the way to work',
      mention: ['walk|step', 'bus|flat|space|room|work'],
    },
    {
      kind: 'follow-up',
      history: ['who was devadatta'],
      question: 'why did he hate the buddha so much if they were family',
      mention: ['devadatta', 'jealous|envy|ambition|power|sangha|lead|pride'],
    },
    {
      kind: 'follow-up',
      history: [
        'my dad has dementia and he doesnt know my name anymore. he calls me by my mums name',
        'you keep saying everything is impermanent, is that supposed to help',
      ],
      question: 'easy for you to say, you walked out on your own baby son',
      mention: ['rahula|son|siddhartha|left|leaving', 'father|dad|dementia'],
    },
  ],
  jesus: [
    {
      kind: 'reference',
      question: 'john 3 16 explain like im 5 pls',
      mention: ['3:16|3.16', 'love'],
    },
    {
      kind: 'reference',
      question:
        'theres a verse abt consider the lillies of the field they dont toil or spin. is that ' +
        'matthew or luke? my gran had it on her kitchen wall',
      mention: ['6:28|6.28|6:25|6:26|6:34|12:27|12.27|12:22|matthew 6|luke 12', 'lily|lilies'],
    },
    {
      kind: 'figure',
      question: 'who was zacchaeus, the short guy who climbed a tree',
      mention: ['zacchaeus|zaccheus|zacheus|zakkai', 'tax', 'tree|sycamore|sycomore'],
    },
    {
      kind: 'figure',
      question:
        'who is the syrophoenician woman and why did jesus basically call her a dog?? that ' +
        'seems so rude for him',
      mention: ['syrophoenician|syro-phoenician|canaanite', 'dog|crumb', 'daughter'],
    },
    {
      kind: 'concept',
      question:
        'what does grace actually mean. my pastor says it every single sunday but nobody ever ' +
        'explains it',
      mention: ['grace', 'gift|free|undeserved|unearned|not earn'],
    },
    {
      kind: 'core',
      question: 'what did jesus say was the most important commandment of all',
      mention: ['love', 'god|lord', 'neighbor|neighbour'],
    },
    {
      kind: 'practice',
      question:
        'how do i pray the our father slowly, like line by line actually meaning it? i only ' +
        'ever rush through it at mass with everyone',
      mention: ['our father|prayer', 'bread', 'forgive'],
    },
    {
      kind: 'practice',
      question:
        'how do i start lectio divina? how long each day and what passage should a total ' +
        'beginner start with',
      mention: ['lectio', 'read', 'psalm|gospel|passage|mark|john|luke|matthew'],
    },
    {
      kind: 'pain',
      question:
        'my son is in jail in houston for drugs and people at church look at me funny now. ' +
        'i still love him. i go visit every sunday instead of going to service and i feel ' +
        'like god is disappointed in both of us',
      mention: ['son', 'jail|prison|houston|visit'],
    },
    {
      kind: 'pain',
      question:
        'found out my husband of 22 years has been texting another woman since christmas. ' +
        "we are both deacons. i can't sit in that pew next to him on sunday",
      mention: ['husband|marriage', 'text|another woman|affair|betray|22|pew'],
    },
    {
      kind: 'everyday',
      question:
        'my mother in law criticises my cooking every sunday lunch in front of everyone. im ' +
        'from cebu and she says my adobo is wrong lol but it really hurts',
      mention: ['mother-in-law|mother in law|in-law|in law', 'cook|adobo|lunch|food'],
    },
    {
      kind: 'everyday',
      question:
        'im 34 and all my friends are married with kids. i keep getting wedding invites and ' +
        'going alone. how do i stop feeling so behind',
      mention: ['wedding|married|single|alone|behind', '34|friends'],
    },
    {
      kind: 'skeptical',
      question:
        'did jesus even exist historically or is it basically a myth? serious question, not ' +
        'trolling',
      mention: ['historian|historical|tacitus|josephus|history'],
    },
    {
      kind: 'comparison',
      question:
        'is turn the other cheek the same as ahimsa in hinduism/buddhism or is it a totally ' +
        'different idea',
      mention: ['cheek|5:39|5.39', 'ahimsa|non-violence|nonviolence|buddha|gandhi'],
    },
    {
      kind: 'out-of-domain',
      question:
        'iphone 15 or samsung s24 which one should i buy, i have 700 dollars and want the ' +
        'better camera for my etsy shop photos',
    },
    {
      kind: 'follow-up',
      history: ['tell me the story of the prodigal son'],
      question: 'why was the older brother so angry tho, honestly i kind of get him',
      mention: ['brother', 'father|feast|celebrat|calf|party'],
    },
    {
      kind: 'follow-up',
      history: ['what did jesus do in the garden of gethsemane the night before'],
      question: 'what happened after that? who gave him up',
      mention: ['judas', 'kiss|arrest|silver|soldier'],
    },
    {
      kind: 'follow-up',
      history: ['what does the bible say about worry, i worry about literally everything'],
      question: 'where is that written? i want to put it on my fridge',
      mention: ['matthew|philippians|luke|peter|psalm|proverbs'],
    },
    {
      kind: 'follow-up',
      history: ['how do i forgive my dad, he was never around when i was growing up'],
      question:
        "ok but he's coming for christmas dinner next week. what do i actually do when he " +
        'walks in the door',
      mention: ['dad|father', 'christmas|dinner|door'],
    },
    {
      kind: 'follow-up',
      history: [
        'i lost my job at the warehouse on monday and rent is due friday',
        'you said god feeds the birds so i shouldnt worry',
      ],
      question: 'easy for you to say. birds dont pay rent',
      mention: ['rent|job|warehouse|friday'],
    },
  ],
  shiva: [
    {
      kind: 'reference',
      question:
        'om namah shivaya meaning?? is it from some veda or just a bhajan that people made up',
      mention: [
        'namah shivaya|namah sivaya|namah shivay|panchakshar|five-syllable|five syllable',
        'yajur|rudram|rudra',
      ],
    },
    {
      kind: 'reference',
      question:
        'om tryambakam yajamahe, the mahamrityunjay mantra. which veda is it actually in and ' +
        'what is the cucumber line about, my amma chants it daily',
      mention: [
        'tryambak|mrityunjay|mritunjay',
        'rig veda|rigveda|rg veda|7.59|yajur',
        'cucumber|urvaruka|urvarukam|vine|stem|stalk',
      ],
    },
    {
      kind: 'figure',
      question:
        'who is nandi and why do people whisper in the bull statue ear at the temple. is that ' +
        'a real thing',
      mention: ['nandi', 'ear|whisper'],
    },
    {
      kind: 'figure',
      question: 'tell me abt markandeya, the boy who hugged the lingam when yama came for him',
      mention: ['markandeya|markandey', 'yama|death', 'linga'],
    },
    {
      kind: 'concept',
      question:
        'shivas third eye, is it a real thing or symbolic? and is it the same as the third eye ' +
        'chakra people talk about on youtube',
      mention: ['third eye', 'kama|wisdom|insight|awareness|burn|perception'],
    },
    {
      kind: 'core',
      question: 'what is shaivism really about, in a few lines, for someone who knows nothing',
      mention: ['shiva|siva', 'consciousness|awareness|self|pati|grace'],
    },
    {
      kind: 'practice',
      question:
        'how to do abhishekam at home with milk? i bought a small shivling from amazon. is ' +
        'monday the right day and what do i chant while pouring',
      mention: ['abhishek', 'milk|water', 'monday|somvar|namah shivaya|namah sivaya'],
    },
    {
      kind: 'practice',
      question:
        'can you teach me one simple breathing meditation from the vigyan bhairav tantra? ' +
        'heard there are 112 and i dont know where to begin',
      mention: ['vijnana|vigyan|vijnan|bhairava|bhairav', 'breath'],
    },
    {
      kind: 'pain',
      question:
        'my papa died of covid in 2021 and we never got to do his last rites properly, they ' +
        'just handed us the ashes. we are from varanasi even, the city of shiva, and still. ' +
        'its years now and it eats me',
      mention: ['father|papa|dad', 'rites|ashes|cremation|funeral|covid|varanasi|kashi'],
    },
    {
      kind: 'pain',
      question:
        'diagnosed with multiple sclerosis at 29. i used to run marathons in nairobi, now ' +
        'some mornings i cant hold my cup of tea. why would shiva do this to someone who ' +
        'prays to him',
      mention: ['sclerosis|diagnos|illness|body', 'run|marathon|cup'],
    },
    {
      kind: 'everyday',
      question:
        "neighbour blasts music at 1am every weekend, i've asked him twice. i'm losing my " +
        'temper and i meditate daily so i feel like a total fraud',
      mention: ['neighbour|neighbor', 'music|noise|loud'],
    },
    {
      kind: 'everyday',
      question:
        'i overthink every text i send. my gf took 3 hours to reply yesterday and by then i ' +
        'had convinced myself she was leaving me',
      mention: ['text|reply|message', 'girlfriend|partner|gf'],
    },
    {
      kind: 'skeptical',
      question:
        "isn't the lingam just a phallic symbol? a colleague in london said that at lunch " +
        "and i honestly didn't know what to say back",
      mention: ['linga', 'symbol|formless|pillar|light|sign|mark'],
    },
    {
      kind: 'comparison',
      question:
        'shiva sits meditating on kailash, buddha sat under a tree. is shiva the first yogi ' +
        'and buddha learned from that tradition? how are they different',
      mention: ['adiyogi|adi yogi|first yogi|yogi|yoga', 'buddha'],
    },
    {
      kind: 'out-of-domain',
      question:
        'need an excel formula to total sales by month, dates are in column A and amounts in ' +
        'column B. sumifs?',
    },
    {
      kind: 'follow-up',
      history: ['who was kannappa'],
      question: 'wait why did he put his own eye on the linga?? thats insane',
      mention: ['kannappa|kannappan|thinnan|tinnan', 'eye', 'blood|bleed'],
    },
    {
      kind: 'follow-up',
      history: ['why is shivas throat blue'],
      question: 'what happened after he drank it, did parvati do something',
      mention: ['parvati|parvathi', 'throat|neck|halahala|poison|kalakuta'],
    },
    {
      kind: 'follow-up',
      history: ['what does shiva teach about the fear of death'],
      question: 'where is that written? which text, i want to read it',
      mention: ['purana|upanishad|sutra|tantra|rudram|veda|stotra|agama'],
    },
    {
      kind: 'follow-up',
      history: ['how do i do trataka on a candle flame'],
      question:
        'ok but i share a hostel room with my cousin in kota and he will complain about the ' +
        'candle at night. can i do it without one',
      mention: ['trataka|tratak|gaze|gazing', 'candle|flame|dot|point', 'cousin|room|hostel'],
    },
    {
      kind: 'follow-up',
      history: [
        'my startup failed and i lost 40 lakhs, most of it my dads retirement money',
        'you say shiva destroys so something new can be born',
      ],
      question: 'easy for you to say. my dad has to keep working at 63 because of me',
      mention: ['father|dad', '63|retire|money|lakh|startup|work'],
    },
  ],
};
