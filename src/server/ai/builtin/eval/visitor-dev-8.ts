/**
 * Visitor questions, eighth development set: written blind to the guide's content and to the
 * other sets, as visitors type them (lowercase, typos, run-ons, text-speak, two questions in one,
 * long rambling ones and very short ones), with what a reply that meets them must contain. Twenty
 * a persona over every kind but danger and abuse, reaching for less obvious figures and texts, and
 * five follow-ups a persona that ask why a figure acted, what happened next, where it is written,
 * how it applies to the visitor, or push back; used while improving the guide.
 */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';

/** Twenty visitor questions a persona, over every kind but danger and abuse. */
export const VISITOR_DEV_8: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: [
    {
      kind: 'reference',
      question:
        'that verse in the gita about doing your duty without wanting results, whats the number? ' +
        'my manager quoted it in a meeting and now i want to look it up myself',
      mention: ['2.47|2:47|2.48|2:48', 'fruit|result|outcome|reward'],
    },
    {
      kind: 'reference',
      question:
        'yada yada hi dharmasya... is that the one where krishna says he comes back every age ' +
        'when things get bad? what does it actually say',
      mention: ['4.7|4:7|4.8|4:8', 'age|yuga|again|descend|manifest|born|come'],
    },
    {
      kind: 'reference',
      question:
        "oppenheimer said 'now i am become death the destroyer of worlds' from the gita. is that " +
        'really in there?? which verse and is it even translated right',
      mention: ['11.32|11:32', 'time|kala'],
    },
    {
      kind: 'figure',
      question:
        'why did karna stay loyal to duryodhana even when he knew duryodhana was wrong. i kinda ' +
        'relate to karna ngl',
      mention: ['karna', 'duryodhana|loyal|friend|debt|grat'],
    },
    {
      kind: 'figure',
      question:
        'my grandma told me a story of krishna and a poor old friend who brought him a tiny ' +
        'bundle of rice. whats his name and what is the story supposed to mean',
      mention: ['sudama|kuchela|kuchel'],
    },
    {
      kind: 'concept',
      question:
        'difference between karma yoga bhakti yoga and gyan yoga? and which one is for someone ' +
        'who overthinks everything lol',
      mention: ['karma', 'bhakti', 'jnana|gyan|gnana|knowledge'],
    },
    {
      kind: 'core',
      question: 'ok whats the gita in a nutshell, i have like 2 min and a train to catch',
      mention: ['action|duty|act', 'self|atman|soul|surrender|devotion|bhakti|yoga'],
    },
    {
      kind: 'practice',
      question:
        'people say offer your work to krishna but how do i do that at a normal office job. i do ' +
        'spreadsheets all day not puja',
      mention: ['offer', 'work|job|spreadsheet|office'],
    },
    {
      kind: 'practice',
      question:
        'chapter 6 of the gita says how to sit and meditate? can u give me the actual steps, im a ' +
        'total beginner and my back hurts on the floor',
      mention: ['6.1|6:1|chapter 6|chapter six', 'seat|sit|posture|chair'],
    },
    {
      kind: 'pain',
      question:
        'my husband has alzheimers and some days he doesnt know who i am. 46 years married. i ' +
        'still make his tea the way he likes it every morning',
      mention: ['husband', 'alzheimer|dementia|memory|recogni|forget|who you are'],
    },
    {
      kind: 'pain',
      question:
        'my business partner, who was like a brother to me for 12 yrs, quietly moved all our ' +
        'clients to his new firm. i keep replaying every conversation we ever had. how do i stop',
      mention: ['partner|brother', 'betray|trust|cheat|client'],
    },
    {
      kind: 'everyday',
      question:
        'been going back and forth for weeks on whether to take a job in another city or stay ' +
        'near my aging parents. make a list, dont make a list, i just keep circling',
      mention: ['parents', 'decid|decision|choice|choose|circl'],
    },
    {
      kind: 'skeptical',
      question:
        'honestly krishna talked arjuna into killing his own cousins and teachers. how is that ' +
        'any different from a cult leader telling u to fight a holy war',
      mention: ['arjuna', 'war|fight|battle|kurukshetra'],
    },
    {
      kind: 'comparison',
      question:
        'is karma yoga basically stoicism? marcus aurelius says do ur job and dont care about ' +
        'what u cant control, sounds the same to me',
      mention: ['stoic|marcus|aurelius', 'karma yoga|action|duty'],
    },
    {
      kind: 'out-of-domain',
      question:
        'can you write me a cover letter for a data analyst position, 3 paragraphs, formal tone',
    },
    {
      kind: 'follow-up',
      history: ['who was kunti in the mahabharata'],
      question: 'wait why did she put her own baby in a river?? thats so cold',
      mention: ['kunti', 'karna'],
    },
    {
      kind: 'follow-up',
      history: [
        'what happened when arjuna dropped his bow at the start of the gita, like he just refused to fight?',
      ],
      question: 'and what was the first thing krishna said back to him',
      mention: ['arjuna', 'weak|grie|stand|arise|unmanl|yield|fight'],
    },
    {
      kind: 'follow-up',
      history: [
        'my grandmother always says krishna promised to carry what his devotees lack and protect what they have',
      ],
      question: 'which verse is that, she wants it written on a card for her puja room',
      mention: ['9.22|9:22'],
    },
    {
      kind: 'follow-up',
      history: [
        'what does the gita say about anger',
        'i lose my temper with my kids every single morning getting them out the door',
      ],
      question:
        'ok so how do i actually use that at 7:15 when nobody has shoes on and the bus is coming',
      mention: ['kids|children|morning|shoes|bus', 'anger|temper'],
    },
    {
      kind: 'follow-up',
      history: [
        'my dad keeps saying just do your duty and leave the results to god',
        'but ive worked 60 hour weeks for 3 years and got passed over for promotion again',
      ],
      question: 'easy for krishna to say, he was god, he didnt have a mortgage',
      mention: ['promotion|passed over|60 hour|hours|years of work'],
    },
  ],
  buddha: [
    {
      kind: 'reference',
      question:
        'the fire sermon? all is burning?? we read ts eliot in class and the teacher said its from ' +
        'the buddha, i want the actual text',
      mention: ['fire sermon|adittapariyaya|aditta|35.28', 'burn'],
    },
    {
      kind: 'reference',
      question:
        'kalama sutta. is it real that buddha said dont believe anything, even him, unless u test ' +
        'it urself? or is that a fake internet quote',
      mention: [
        'kalama|kesaputta|3.65|3:65',
        'test|know for yourselves|yourself|experience|examin',
      ],
    },
    {
      kind: 'reference',
      question:
        'theres a story abt a guy shot with a poisoned arrow who wont let the doctor pull it out ' +
        'until he knows who shot it and what the bow was made of. which sutta and whats the point',
      mention: ['malunkya|majjhima|mn 63|63', 'arrow'],
    },
    {
      kind: 'figure',
      question:
        'what happened to yasodhara?? he just left her and the baby in the middle of the night. ' +
        'did she ever forgive him',
      mention: ['yasodhara|yashodhara', 'rahula|son|nun|ordain|order'],
    },
    {
      kind: 'figure',
      question: 'who was ananda, why do people say he was the one who remembered everything',
      mention: ['ananda', 'attendant|cousin|remember|recite|council|memory|thus have i heard'],
    },
    {
      kind: 'concept',
      question: 'what does dukkha actually mean, my teacher says suffering is a bad translation',
      mention: ['dukkha|dukha', 'unsatisf|stress|dis-ease|unease|suffer'],
    },
    {
      kind: 'core',
      question: '4 noble truths quick version pls, world religions class tmrw',
      mention: ['craving|tanha|thirst|desire|attach', 'cessation|end|nirvana|nibbana|stop', 'path'],
    },
    {
      kind: 'practice',
      question:
        'how do i do metta when i honestly dont feel loving toward anyone rn. not even myself',
      mention: ['metta|loving-kindness|loving kindness|goodwill'],
    },
    {
      kind: 'practice',
      question:
        'walking meditation. how slow?? do i look at my feet? my apartment hallway is like 6 ' +
        'steps long is that enough',
      mention: ['walk', 'step|foot|feet'],
    },
    {
      kind: 'pain',
      question:
        'we lost the baby at 10 weeks. everyone acts like it wasnt a real loss bc it was early. ' +
        'my husband went back to work the next day and i cant get off the couch',
      mention: ['baby|pregnan|miscarr'],
      avoid: ['meant to be', 'your karma'],
    },
    {
      kind: 'pain',
      question:
        'had to put my dog down yesterday. 14 years. the house is so quiet, i keep listening for ' +
        'her nails on the floor',
      mention: ['dog'],
    },
    {
      kind: 'everyday',
      question:
        'every night i lie in bed replaying every awkward thing i said that day, and from 2014 ' +
        'too. cant sleep',
      mention: ['sleep|night|bed', 'replay|awkward|thought|mind'],
    },
    {
      kind: 'skeptical',
      question:
        'if there is no self then what exactly gets reborn? seems like a contradiction. as an ' +
        'engineer this just doesnt compute',
      mention: ['self|anatta|anatman', 'rebirth|reborn|continu'],
    },
    {
      kind: 'comparison',
      question: 'is nirvana basically the buddhist heaven',
      mention: ['nirvana|nibbana', 'heaven'],
    },
    {
      kind: 'out-of-domain',
      question: 'whats a good budget laptop for college, under 600 dollars',
    },
    {
      kind: 'follow-up',
      history: ['who was mahapajapati gotami'],
      question: 'why did the buddha say no to her 3 times at first?? she literally raised him',
      mention: ['pajapati|gotami', 'ananda|nun|ordain|women'],
    },
    {
      kind: 'follow-up',
      history: ['tell me the story of kisa gotami and the mustard seed'],
      question:
        'so did she ever find a house where nobody had died? and what happened to her after that',
      mention: [
        'gotami|kisa',
        'nun|ordain|order|sangha|arahant|awaken|enlighten|no house|every house|not one',
      ],
    },
    {
      kind: 'follow-up',
      history: [
        'theres a buddhist idea that the first arrow is the pain and the second arrow is what we add to it',
      ],
      question: 'where is that from, like an actual sutta or just instagram buddhism',
      mention: ['sallatha|sallatta|salla|samyutta|sn 36|36.6|arrow sutta|sutta on the arrow'],
    },
    {
      kind: 'follow-up',
      history: ['what is dependent origination'],
      question: 'i read that twice and still dont get it. explain like im 12',
      mention: ['cause|condition|depend'],
    },
    {
      kind: 'follow-up',
      history: [
        'didnt the buddha say hatred never ends by hatred',
        'im trying that with a coworker who keeps taking credit for my work',
      ],
      question: 'but what if being nice just means he keeps walking all over me',
      mention: ['coworker|co-worker|colleague|credit'],
    },
  ],
  jesus: [
    {
      kind: 'reference',
      question:
        'psalm 23 the valley of the shadow part. what does it actually mean, im reading it at my ' +
        'grandpas funeral on saturday and i dont want to just recite words',
      mention: ['23', 'valley|shepherd', 'grandpa|grandfather|funeral'],
    },
    {
      kind: 'reference',
      question:
        'john 14 27 peace i leave with you... is he talking to me or just to the disciples back then',
      mention: ['14:27|14.27', 'peace'],
    },
    {
      kind: 'reference',
      question:
        'mathew 11 28 come to me all who are weary? i think thats the verse, whats the rest of it',
      mention: ['11:28|11.28|11:29|11.29|11:30|11.30', 'rest|yoke|burden'],
    },
    {
      kind: 'figure',
      question:
        'the short guy who climbed a tree to see jesus, zakeus or something? why is that a big deal',
      mention: ['zacchaeus|zaccheus|zacheus|zakeus', 'tax'],
    },
    {
      kind: 'figure',
      question:
        'martha and mary. why did jesus take marys side when martha was the one doing all the ' +
        'work?? as the martha in my family this annoys me every time',
      mention: ['martha', 'mary', 'worr|anxious|distract|one thing|better part|good portion'],
    },
    {
      kind: 'concept',
      question: 'what is grace exactly, is it different from just being forgiven',
      mention: ['grace', 'forgiv|gift|unearned|undeserved|free'],
    },
    {
      kind: 'core',
      question: 'whats the greatest commandment, my son asked me at dinner and i blanked',
      mention: ['love the lord|love god|lord your god', 'neighbo'],
    },
    {
      kind: 'practice',
      question:
        'what is lectio divina and how do i do it? can i do it with my 14 yo or is it a monk thing',
      mention: ['lectio|read', 'slow|pause|listen|silence|again'],
    },
    {
      kind: 'practice',
      question:
        'how do u even pray. do i kneel, do i talk out loud, i feel dumb talking to the ceiling',
      mention: ['pray', 'room|simpl|honest|words|father|heart'],
    },
    {
      kind: 'pain',
      question:
        'my son relapsed again. third rehab. he wants to come home and i dont know if letting him ' +
        'in is love or enabling',
      mention: ['son', 'relapse|rehab|addict|enabl'],
    },
    {
      kind: 'pain',
      question:
        'i came out to my parents last month. my mom says shell pray for me and my dad hasnt said ' +
        'a word to me since. we used to watch football every sunday',
      mention: ['dad|father|parent'],
      avoid: ['abomination'],
    },
    {
      kind: 'everyday',
      question:
        'my 15 yr old rolls her eyes at everything i say and this morning i snapped at her and ' +
        'said something mean and now i feel sick about it all day at work',
      mention: ['daughter|teen|15'],
    },
    {
      kind: 'skeptical',
      question:
        'how can a loving god send people to hell forever? my best friend is an atheist and the ' +
        'kindest person i know',
      mention: ['hell', 'love|loving'],
    },
    {
      kind: 'comparison',
      question: 'love your enemies vs the buddhas metta, is that the same idea or nah',
      mention: ['enem', 'metta|loving-kindness|loving kindness|buddha'],
    },
    {
      kind: 'out-of-domain',
      question:
        'my vlookup keeps returning #N/A even tho the value is clearly there, how do i fix it',
    },
    {
      kind: 'follow-up',
      history: ['what happened in the garden of gethsemane'],
      question:
        'why did he ask for the cup to be taken away if he knew he had to go through with it anyway',
      mention: ['cup|gethsemane', 'thy will|your will|not my will|not as i will|will be done'],
    },
    {
      kind: 'follow-up',
      history: ['tell me about the two criminals crucified next to jesus'],
      question: 'what did he say to the one who asked to be remembered',
      mention: ['paradise', 'luke 23|23:43|23.43|23:42|23.42'],
    },
    {
      kind: 'follow-up',
      history: [
        'theres a story where jesus writes in the dirt and says whoever has no sin can throw the first stone',
      ],
      question: 'where is that in the bible? in mine its in brackets with a little note, why',
      mention: ['john 8|8:7|8.7|8:3|8.3|8:11|8.11', 'manuscript|earliest|oldest|later|added'],
    },
    {
      kind: 'follow-up',
      history: [
        'what does jesus say about worrying',
        'im a single mom working two jobs and i worry about money literally all the time',
      ],
      question: 'ok but how. rent is due friday and im 300 short',
      mention: ['rent|money|300|short', 'worr'],
    },
    {
      kind: 'follow-up',
      history: [
        'jesus said forgive seventy times seven right',
        'my ex keeps telling our kids lies about me',
      ],
      question: 'but what if forgiving him just lets him keep doing it',
      mention: ['forgiv', 'kids|children|ex|lies|lying'],
    },
  ],
  shiva: [
    {
      kind: 'reference',
      question: 'mandukya upanishad om, the 4 states thing? waking dream sleep and then the 4th?',
      mention: ['mandukya', 'turiya|fourth'],
    },
    {
      kind: 'reference',
      question: 'shiva sutras first one chaitanyam atma, what does it mean in plain english',
      mention: ['1.1|chaitanyam|caitanyam|first sutra', 'consciousness|awareness'],
    },
    {
      kind: 'reference',
      question:
        'vigyan bhairav tantra has 112 meditations right? is there one just for the breath bc i ' +
        'cant do the visualization ones',
      mention: ['vijnana|vigyan|vigyana', 'breath'],
    },
    {
      kind: 'figure',
      question: 'why is there always a bull sitting outside facing shiva in every temple',
      mention: ['nandi'],
    },
    {
      kind: 'figure',
      question:
        'my amma told me about a hunter who gave his eyes to shiva. who was he, is it a true story',
      mention: ['kannappa|kannapa|thinnan|tinnan|dheera'],
    },
    {
      kind: 'concept',
      question:
        'why is shiva half woman in some statues? the ardhanari one. my friend said its a trans thing',
      mention: ['ardhanari', 'shakti|parvati'],
    },
    {
      kind: 'core',
      question:
        'what is shiva actually, like a god sitting on a mountain or more like a state of mind',
      mention: ['consciousness|awareness'],
    },
    {
      kind: 'practice',
      question:
        'how do i chant om namah shivaya properly, how many times, does it have to be out loud',
      mention: [
        'namah shivaya|namah shivay|panchakshara',
        '108|mala|bead|silent|mental|aloud|out loud|whisper',
      ],
    },
    {
      kind: 'practice',
      question:
        'what can i do on mahashivratri at home? not going to the temple this year and my knees ' +
        'are too bad for the all night thing',
      mention: ['shivaratri|shivratri|shiva ratri|shivarathri', 'night|awake|vigil|jagaran'],
    },
    {
      kind: 'pain',
      question:
        'fibromyalgia for 6 years. every day hurts. doctors shrug. i used to hike every weekend',
      mention: ['pain|fibro|body|illness'],
    },
    {
      kind: 'pain',
      question:
        'we moved my mom into a care home last week. she cried when i left. i feel like i betrayed ' +
        'her even tho i cant lift her anymore by myself',
      mention: ['mom|mother', 'care home|nursing|guilt|betray'],
    },
    {
      kind: 'everyday',
      question:
        'new manager new software new everything at work, i hate change and im tired of pretending ' +
        'im fine with it',
      mention: ['change'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt shiva linga worship basically praying to a rock? asking genuinely, my roommate ' +
        'thinks its idol worship',
      mention: ['linga|lingam'],
    },
    {
      kind: 'comparison',
      question:
        'my christian friend says hindus have millions of gods and there is only one god. is shiva ' +
        'like the bible god or something totally different',
      mention: [
        'brahman|supreme|ultimate|formless|one god|one reality|many forms|forms of one',
        'christian|bible|church',
      ],
    },
    {
      kind: 'out-of-domain',
      question: 'best protein powder for bulking that doesnt taste like chalk',
    },
    {
      kind: 'follow-up',
      history: ['is it true ravana tried to lift kailash'],
      question: 'what did shiva do then',
      mention: ['ravana', 'toe|foot|press|pinned|trap|crush'],
    },
    {
      kind: 'follow-up',
      history: ['why does shiva put ash all over himself'],
      question: 'but cremation ash specifically?? isnt that kinda morbid',
      mention: ['ash|bhasma|vibhuti', 'death|impermanen|burn|cremat|mortal'],
    },
    {
      kind: 'follow-up',
      history: ['what does shivas damaru mean'],
      question: 'too deep. explain like im 10',
      mention: ['damaru|drum', 'sound|beat|rhythm'],
    },
    {
      kind: 'follow-up',
      history: [
        'how do i stop getting so angry, my in laws criticize everything i do in my own kitchen',
        'so ur saying just sit still like shiva on a mountain?',
      ],
      question: 'easy for u to say u live on kailash, i live in a 2bhk with my mother in law',
      mention: ['in law|in-law|kitchen|mother'],
    },
    {
      kind: 'follow-up',
      history: ['what does shivas trident stand for'],
      question: 'where is that written tho, which text? or did someone just make it up',
      mention: ['purana|upanishad|tantra|agama|veda|tradition'],
    },
  ],
};
