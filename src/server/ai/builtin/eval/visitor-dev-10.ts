/**
 * Visitor questions, tenth development set: written blind to the guide's content and to the
 * other sets, as visitors type them (lowercase, typos, run-ons, text-speak, two questions in one,
 * long rambling ones and very short ones), with what a reply that meets them must contain. Twenty
 * a persona over every kind but danger and abuse; used while improving the guide.
 */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';

/** Twenty visitor questions a persona, over every kind but danger and abuse. */
export const VISITOR_DEV_10: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: [
    {
      kind: 'reference',
      question:
        'yogakshemam vahamyaham... its written on the lic logo lol. which chapter and verse of ' +
        'gita is that and what does it actually promise',
      mention: ['9.22|9:22', 'yoga|kshema|provide|carry|secure|preserve'],
    },
    {
      kind: 'reference',
      question: 'yada yada hi dharmasya verse no??',
      mention: ['4.7|4:7|4.8|4:8', 'dharma'],
    },
    {
      kind: 'figure',
      question:
        'my daughter has a school play on sudama and i only know he brought rice. who was he ' +
        'really and why did krishna wash his feet',
      mention: ['sudama|kuchela', 'rice|poha|flattened|beaten'],
    },
    {
      kind: 'figure',
      question:
        'who was akrura? the one who came to take krishna from vrindavan to mathura. was he good ' +
        'or working for kamsa',
      mention: ['akrura', 'kamsa|kansa'],
    },
    {
      kind: 'figure',
      question:
        'draupadi vastraharan, did krishna really give her endless saree or is that added later. ' +
        'also why didnt her 5 husbands do anything',
      mention: ['draupadi', 'sari|saree|cloth|garment|robe'],
    },
    {
      kind: 'concept',
      question:
        'nishkama karma means what exactly. if i dont want the result why would i even work, my ' +
        'manager would fire me haha',
      mention: ['nishkama|niskama|desireless|without attachment|detach|fruit'],
    },
    {
      kind: 'core',
      question: 'what are the 3 gunas in the gita and how do i know which one i am',
      mention: ['sattva', 'rajas', 'tamas'],
    },
    {
      kind: 'practice',
      question:
        'i live in a pg in bangalore, no space for a mandir, landlord doesnt allow diya. can i ' +
        'still do some puja to krishna daily? what do i offer and how long should it take',
      mention: ['offer', 'leaf|flower|fruit|water|tulsi'],
    },
    {
      kind: 'practice',
      question:
        'how does the gita itself say to meditate? like where to sit, eyes open or closed, how ' +
        'long. i only know youtube guided ones',
      mention: ['seat|sit', 'mind'],
    },
    {
      kind: 'pain',
      question:
        'got laid off from my it job in whitefield on friday with 2 other guys from my team, 9 ' +
        'years i gave them. my wife is 6 months pregnant and i havent told my parents yet. i ' +
        'keep reading karmanye vadhikaraste but honestly it feels like a joke right now',
      mention: ['job|laid off|layoff|work', 'wife|pregnan|baby'],
    },
    {
      kind: 'pain',
      question:
        'my younger brother died in a bike accident on the pune expressway 3 weeks back. he ' +
        'was 22. my mother has stopped eating and i am the one holding everything. arjuna at ' +
        'least had krishna next to him, who do i have',
      mention: ['brother', 'mother|amma|aai|mom'],
    },
    {
      kind: 'everyday',
      question:
        'my roommate keeps eating my food from the fridge and when i said something he acted ' +
        'like im petty over some curd. now its awkward every evening. what do i do',
      mention: ['roommate|flatmate|room mate'],
    },
    {
      kind: 'skeptical',
      question:
        'no offense but krishna basically talked arjuna into killing his own cousins and ' +
        'teachers. how is that a holy book and not war propaganda',
      mention: ['arjuna', 'war|fight|battle|kurukshetra'],
    },
    {
      kind: 'comparison',
      question:
        'is karma yoga in the gita the same thing as stoicism? marcus aurelius says do your ' +
        'duty and dont care about outcomes too, sounds identical',
      mention: ['stoic|marcus|epictetus|seneca', 'karma yoga|action|duty'],
    },
    {
      kind: 'out-of-domain',
      question: 'write python code to scrape live ipl cricket scores from cricbuzz every 30 sec',
    },
    {
      kind: 'follow-up',
      history: ['who was karna in the mahabharata, was he a good guy or bad guy'],
      question: 'so why did krishna let him get killed like that when his chariot wheel was stuck',
      mention: ['karna', 'wheel|chariot'],
    },
    {
      kind: 'follow-up',
      history: [
        'what does the gita say about anger, i snap at my kids every morning before school and ' +
          'then feel terrible all day at office',
      ],
      question: 'ok but how do i do that tomorrow at 7am when they wont put their shoes on',
      mention: ['anger|angry', 'kids|children|morning|shoes'],
    },
    {
      kind: 'follow-up',
      history: ['whats a sthitaprajna, my nana used that word for calm people'],
      question: 'where is that written, which chapter',
      mention: ['2.5|2.6|2.7|2:5|2:6|2:7|chapter 2|chapter two|second chapter', 'steady|sthita'],
    },
    {
      kind: 'follow-up',
      history: [
        'my mom passed in march and my relatives keep saying she just changed clothes like the ' +
          'gita says so i should not cry in front of everyone',
      ],
      question: 'easy for them to say. do you also think i shouldnt cry',
      mention: ['mom|mother|amma|mum|maa'],
      avoid: ["do not grieve|grieve not|should not cry|shouldn't cry"],
    },
    {
      kind: 'follow-up',
      history: ['tell me the story of krishna lifting govardhan hill on his finger'],
      question: 'what happened after, did indra get punished or what',
      mention: ['indra', 'govardhan|govardhana|hill|mountain'],
    },
  ],
  buddha: [
    {
      kind: 'reference',
      question:
        'the dhammapada one about hatred never ends by hatred only by love, which verse, i want ' +
        'to write it in a card for my sister we had a huge fight',
      mention: ['dhammapada', 'hatred|hate|enmity|hostility'],
    },
    {
      kind: 'reference',
      question:
        'kalama sutra?? the one where buddha says dont believe anything just cause a teacher ' +
        'said it. is that real or a fake internet quote',
      mention: ['kalama|kesamutti|kesaputta', 'tradition|teacher|test|yourself|for yourselves'],
    },
    {
      kind: 'figure',
      question: 'angulimala story pls short version',
      mention: ['angulimala', 'finger|murder|kill|bandit|robber'],
    },
    {
      kind: 'figure',
      question:
        'who was patacara? i read she lost her husband both kids and parents in one day and ' +
        'went mad. how did she become a nun after that',
      mention: ['patacara', 'nun|bhikkhuni|ordain'],
    },
    {
      kind: 'figure',
      question:
        'was there any women in the buddhas time who were like leaders? someone told me his ' +
        'stepmom started the nuns order',
      mention: ['pajapati|prajapati|gotami', 'nun|bhikkhuni|order'],
    },
    {
      kind: 'concept',
      question:
        'anatta = no soul? then who is meditating lol. i genuinely dont get it, explain like im 12',
      mention: ['anatta|anatman|non-self|not-self|no self|no-self|not self'],
    },
    {
      kind: 'core',
      question: 'what are the five precepts, i want to try keeping them for a month',
      mention: [
        'kill|harm|life',
        'steal|not given',
        'sexual|misconduct',
        'lying|false speech|lie|untru',
        'intoxica|alcohol|drink|drugs',
      ],
    },
    {
      kind: 'practice',
      question:
        'how do u do metta meditation, do i start with myself or others, and what if i cant ' +
        'feel anything warm at all',
      mention: ['metta|loving-kindness|loving kindness|lovingkindness', 'yourself|myself|oneself'],
    },
    {
      kind: 'practice',
      question:
        'walking meditation - how slow, how long, and can i do it in a small flat in london ' +
        'or do i need a garden',
      mention: ['walk', 'step|foot|feet'],
    },
    {
      kind: 'pain',
      question:
        'i lost our baby at 14 weeks last month. im in quezon city, we already told everyone ' +
        'at christmas. my husband went back to work after 2 days and wont talk about it, he ' +
        'just says god has a plan. i sit in the nursery we started painting and i cant breathe',
      mention: ['baby|miscarriage|pregnan|loss', 'husband'],
    },
    {
      kind: 'pain',
      question:
        'failed the nigerian bar final for the second time. my parents sold land to pay for law ' +
        'school in lagos and my dad hasnt said one word to me since results came out. i dont ' +
        'know how to face church on sunday',
      mention: ['bar|exam|results', 'parents|dad|father|family'],
    },
    {
      kind: 'everyday',
      question:
        'cant stop scrolling my phone in bed till 3am then im a zombie at work. i know its bad ' +
        'i just cant',
      mention: ['phone|scroll|screen', 'sleep|night|bed|3am'],
    },
    {
      kind: 'skeptical',
      question:
        'buddhism says life is suffering which is kinda depressing no? and how can there be ' +
        'rebirth if there is no soul to be reborn, that seems like a contradiction',
      mention: ['dukkha|suffering|unsatisfactor', 'rebirth|reborn|rebecoming'],
    },
    {
      kind: 'comparison',
      question: 'is nirvana basically the buddhist heaven? my christian friend says its the same',
      mention: ['nirvana|nibbana', 'heaven'],
    },
    {
      kind: 'out-of-domain',
      question:
        'can you help me fill in my uk self assessment tax return, im a freelancer and dont know ' +
        'which expenses i can claim',
    },
    {
      kind: 'follow-up',
      history: ['what happened the night the buddha sat under the bodhi tree and got enlightened'],
      question: 'who was mara though, like an actual demon??',
      mention: ['mara'],
    },
    {
      kind: 'follow-up',
      history: [
        'i get so anxious before presentations my hands literally shake, what would the buddha ' +
          'say about that',
      ],
      question: 'ok but how do i do that tomorrow at work in the 10 mins before i go in',
      mention: ['breath|breathe|breathing', 'presentation|meeting|talk|room'],
    },
    {
      kind: 'follow-up',
      history: ['tell me the parable of the man shot with a poisoned arrow'],
      question: 'where is that written',
      mention: ['malunkya|majjhima|mn 63|mn63'],
    },
    {
      kind: 'follow-up',
      history: [
        'my dog bruno was 13 and we had to put him down on friday. i feel stupid for being this ' +
          'wrecked over a dog',
      ],
      question:
        'everyone at work says hes just a dog, get another one. was i wrong to love him this much',
      mention: ['bruno|dog'],
    },
    {
      kind: 'follow-up',
      history: [
        'why did the buddha leave his wife and new baby at night without even telling them',
      ],
      question: 'and what happened to them after, did he ever go back',
      mention: ['yasodhara|yashodhara|yasodhara', 'rahula'],
    },
  ],
  jesus: [
    {
      kind: 'reference',
      question: 'where is come to me all you who are weary and i will give you rest',
      mention: ['matthew 11|matt 11|mt 11|11:28|11.28'],
    },
    {
      kind: 'reference',
      question:
        'the consider the lillys of the feild verse, about not worrying what we will eat or ' +
        'wear. i have so much anxiety about money rn, where is it',
      mention: ['matthew 6|matt 6|mt 6|6:2|6:3|luke 12|6.2|6.3', 'lilies|lily|lillies'],
    },
    {
      kind: 'figure',
      question:
        'who is nicodemus and why did he come to jesus at night, was he scared of the other ' +
        'pharisees',
      mention: ['nicodemus', 'night'],
    },
    {
      kind: 'figure',
      question:
        'the blind beggar who shouted son of david have mercy and they told him to shut up, ' +
        'whats his name again',
      mention: ['bartimaeus|bartimeus', 'blind'],
    },
    {
      kind: 'figure',
      question:
        'was mary magdalene really a prostitute? my tita says yes but my catholic school teacher ' +
        'said no, who is right',
      mention: ['magdalene|magdala', 'prostitute|sinful woman|repent|resurrect|tomb'],
    },
    {
      kind: 'concept',
      question:
        'what is grace in simple words. pastor says it 50 times every sunday and i still dont get it',
      mention: ['grace', 'gift|unearned|freely|deserve|earn'],
    },
    {
      kind: 'core',
      question: 'can u list all the beatitudes, the blessed are the... ones',
      mention: [
        'poor in spirit',
        'mourn',
        'meek',
        'hunger',
        'merciful',
        'pure in heart',
        'peacemaker',
        'persecuted',
      ],
    },
    {
      kind: 'practice',
      question:
        'i want to pray but i never learned how, we werent religious growing up in ohio. do i ' +
        'kneel? do i need to say amen? how long should it be',
      mention: ['pray|prayer', "father|our father|lord's prayer|lords prayer"],
    },
    {
      kind: 'practice',
      question: 'what is lectio divina and how do i do it with the gospels at home, how often',
      mention: ['lectio', 'read|reading', 'slow|pause|listen|again'],
    },
    {
      kind: 'pain',
      question:
        'found out in october my husband of 15 yrs was cheating with a coworker. we are in ' +
        'austin, divorce papers are signed now. my kids are 6 and 9 and keep asking when daddy ' +
        'comes home and i dont know what to tell them. i used to sing in the choir and now i ' +
        'cant walk into church',
      mention: ['husband|marriage|divorce', 'kids|children|daughter|son'],
    },
    {
      kind: 'pain',
      question:
        'my son is in prison in nairobi for theft. i raised him in church. the women in my ' +
        'fellowship look at me like i failed as a mother and i have stopped going. does god ' +
        'still see him',
      mention: ['son', 'prison|jail'],
    },
    {
      kind: 'everyday',
      question:
        'colleague keeps presenting my work as his in meetings, happened again today in front of ' +
        'the director. im in manchester, its a small team, dont want drama but im fuming',
      mention: ['colleague|coworker|co-worker|credit|work'],
    },
    {
      kind: 'skeptical',
      question:
        'honestly how do we even know jesus existed and wasnt a story made up decades later',
      mention: ['histor|tacitus|josephus|paul|gospel'],
    },
    {
      kind: 'comparison',
      question:
        'jesus says love your enemies and buddha says something like that too. are they ' +
        'teaching the same thing or is it different',
      mention: ['buddha', 'enem'],
    },
    {
      kind: 'out-of-domain',
      question: 'whats the best laptop under 800 dollars for college, i need it for nursing school',
    },
    {
      kind: 'follow-up',
      history: ['tell me the parable of the prodigal son'],
      question: 'why was the older brother so mad tho, honestly i kinda agree with him',
      mention: ['older brother|elder brother|older son|elder son|brother', 'father'],
    },
    {
      kind: 'follow-up',
      history: [
        'im a nurse on night shifts and so burned out i cant even pray anymore, i just fall ' +
          'asleep in my car',
      ],
      question: 'easy for you to say rest, i have 4 shifts this week. what do i do on shift',
      mention: ['shift|nurse|work|patient'],
    },
    {
      kind: 'follow-up',
      history: ['what did jesus mean by forgive seventy times seven'],
      question: 'where is that written, which gospel',
      mention: ['matthew 18|matt 18|mt 18|18:2|18.2'],
    },
    {
      kind: 'follow-up',
      history: ['tell me about peter denying jesus three times before the rooster'],
      question: 'what happened after, did jesus ever forgive him',
      mention: ['peter', 'do you love me|feed my sheep|john 21|forg|lambs'],
    },
    {
      kind: 'follow-up',
      history: [
        'my mum had a stroke and now she doesnt recognise me, i visit her every sunday in the ' +
          'care home in leeds',
      ],
      question: 'is it wrong that part of me dreads going now',
      mention: ['mum|mother|mom', 'visit|care home|sunday'],
    },
  ],
  shiva: [
    {
      kind: 'reference',
      question:
        'om tryambakam yajamahe... mahamrityunjay mantra meaning line by line pls, my nani is ' +
        'in hospital and we are chanting it',
      mention: ['tryambak|trayambak|mrityunjay', 'death|mortal|immortal'],
    },
    {
      kind: 'reference',
      question: 'shiva sutras first one is chaitanyam atma? what text is that and who wrote it',
      mention: [
        'shiva sutra|siva sutra|shiva-sutra|shivasutra|vasugupta',
        'consciousness|chaitanya',
      ],
    },
    {
      kind: 'figure',
      question:
        'the boy who hugged the shivling when yama came to take him, markandeya right? what ' +
        'happened',
      mention: ['markandeya|markandeyan|markandey', 'yama|death'],
    },
    {
      kind: 'figure',
      question: 'who was kannappa, my tamil friend says he gave his eyes to shiva?? sounds gory',
      mention: ['kannappa|kannappan|thinnan|thinnappan|tinnan', 'eye'],
    },
    {
      kind: 'figure',
      question: 'who is bhringi and why does he have 3 legs, saw a statue in a temple in karnataka',
      mention: ['bhringi|bhrngi|bringi', 'parvati|shakti|devi'],
    },
    {
      kind: 'concept',
      question: 'why is shiva half woman in some statues? ardhnarishwar or something',
      mention: ['ardhanari|ardhnari|ardhanareeswara|ardhanarisvara', 'parvati|shakti'],
    },
    {
      kind: 'core',
      question: 'someone said shiva does 5 cosmic acts not just destroying. what are all five',
      mention: [
        'creat|srishti|emanat',
        'preserv|sustain|maintain|sthiti',
        'destr|dissol|withdraw|samhara',
        'conceal|veil|tirobhava|obscur',
        'grace|anugraha|reveal',
      ],
    },
    {
      kind: 'practice',
      question:
        'can i do abhishekam at home in a small apartment in new jersey? i only have a small ' +
        'lingam from a trip. water or milk, what do i say while pouring, how often',
      mention: ['abhishek|pour|bathe', 'water|milk'],
    },
    {
      kind: 'practice',
      question:
        'how to chant om namah shivaya properly, loud or silent, how many times a day? do i ' +
        'need diksha first',
      mention: ['namah shivaya|namah shivay|panchakshar', '108|mala|times'],
    },
    {
      kind: 'pain',
      question:
        'my wife was diagnosed with breast cancer in august, stage 3, we are doing chemo at ' +
        'adyar in chennai. she is the strong one always, now she cries at night and pretends ' +
        'in the morning for our son. i go to kapaleeshwarar every monday and ask why',
      mention: ['wife', 'cancer|chemo'],
    },
    {
      kind: 'pain',
      question:
        'my startup in mumbai shut down last week. 3 yrs, all my savings and 20 lakh from ' +
        'friends. i still tell my parents in nagpur its going fine. i feel like such a fraud',
      mention: ['startup|business|company', 'parents|savings|money|friends'],
    },
    {
      kind: 'everyday',
      question:
        'moved from accra to toronto 4 months ago for my masters. its cold and i havent made ' +
        'one friend, i eat alone every night. is this normal',
      mention: ['toronto|accra|moved|new city|alone|lonely|friend'],
    },
    {
      kind: 'skeptical',
      question:
        'my coworker said the shiva lingam is just a phallic symbol and hindus worship private ' +
        'parts. i didnt know what to say. is he right?',
      mention: ['linga|lingam', 'form|formless|symbol|pillar|sign'],
    },
    {
      kind: 'comparison',
      question:
        'is shiva the destroyer kind of the same as the buddhist idea that everything is ' +
        'impermanent? or totally different',
      mention: ['imperman|anicca|anitya', 'destr|dissol'],
    },
    {
      kind: 'out-of-domain',
      question: 'excel formula to sum column B only if column A says paid? quick pls',
    },
    {
      kind: 'follow-up',
      history: ['why is shiva throat blue in pictures'],
      question: 'why did he do that tho, couldnt he just throw it away somewhere',
      mention: ['poison|halahala|halahal|kalakuta', 'throat|neelakantha|nilakantha|neelkanth'],
    },
    {
      kind: 'follow-up',
      history: ['tell me the story of how ganesha got an elephant head'],
      question: 'wait so shiva cut off his own sons head?? how is that ok',
      mention: ['ganesh|ganapati|ganesa|vinayaka', 'head'],
    },
    {
      kind: 'follow-up',
      history: [
        'i want to start meditating on shiva but my mind jumps everywhere like a monkey. im 52 ' +
          'and have never meditated in my life',
      ],
      question: 'ok but how do i do that tomorrow morning before work, exactly what do i do',
      mention: ['breath|breathe|sit|chant', 'morning|minute'],
    },
    {
      kind: 'follow-up',
      history: ['what is the vijnana bhairava tantra, i heard it has 112 meditations'],
      question: 'can u give me one of them and where exactly is it written',
      mention: ['vijnana|vigyan|vijnanabhairava|vigyanbhairav'],
    },
    {
      kind: 'follow-up',
      history: [
        'my father died last month and we did his cremation in varanasi at manikarnika ghat',
        'people keep saying he is lucky, dying in kashi means moksha, but i just miss him',
      ],
      question: 'so is he with shiva now or not, and why do i still feel so empty',
      mention: ['father|dad|papa|appa|pitaji', 'kashi|varanasi|benares|banaras'],
    },
  ],
};
