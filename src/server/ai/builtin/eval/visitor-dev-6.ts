/**
 * Visitor questions, sixth development set: written blind to the guide's content and to the
 * other sets, as visitors type them (lowercase, typos, run-ons, text-speak, two questions in one,
 * long rambling ones and very short ones), with what a reply that meets them must contain. Twenty
 * a persona over every kind but danger and abuse; used while improving the guide.
 */
import type { PersonaId } from '../../../../lib/ai/catalog';
import type { EvalItem } from './check';

/** Twenty visitor questions a persona, over every kind but danger and abuse. */
export const VISITOR_DEV_6: Readonly<Record<PersonaId, readonly EvalItem[]>> = {
  krishna: [
    {
      kind: 'reference',
      question:
        'bg 18 66 sarva dharman parityajya... does that mean i shld stop all my religous ' +
        'duties?? my uncle says so and now he skips every puja lol',
      mention: ['18.66|18:66', 'surrender|refuge'],
    },
    {
      kind: 'reference',
      question:
        'chapter 6 verse 5 gita, something abt the mind being ur friend and also ur enemy? ' +
        'cant find the exact words pls',
      mention: ['6.5|6:5', 'friend'],
    },
    {
      kind: 'figure',
      question:
        'who was vidura and why does everyone call him the wise one, i dont know much abt him',
      mention: ['vidura'],
    },
    {
      kind: 'figure',
      question:
        'tell me abt uddhava? my grandma says the uddhava gita is better than the normal gita ' +
        'and i didnt even know there was another one',
      mention: ['uddhava', 'bhagavat'],
    },
    {
      kind: 'concept',
      question:
        'what does svadharma mean, is it like ur passion or ur duty? and why does the gita say ' +
        'its better to do ur own dharma badly than someone elses well, that sounds like settling',
      mention: ['svadharma|swadharma|own dharma', '3.35|3:35|18.47|18:47'],
    },
    {
      kind: 'practice',
      question:
        'how do i actually do japa. like how many times, do i need a mala, can i do it on the ' +
        'bus or does it not count',
      mention: ['japa|chant', 'mala|bead'],
    },
    {
      kind: 'pain',
      question:
        'my dad is in the icu since sunday after a stroke and i keep going to the temple and ' +
        'praying to krishna and nothing changes. doctors just say wait. how do i even wait',
      mention: ['dad|father', 'stroke|icu|hospital'],
    },
    {
      kind: 'pain',
      question:
        'we have been trying for a baby for 4 yrs, 3 ivf rounds failed. my mother in law keeps ' +
        'saying do this vrat do that puja its ur karma. i am so tired',
      mention: ['ivf|baby|child|conceive'],
    },
    {
      kind: 'pain',
      question:
        'got my neet result today and its way below the cutoff. whole family was counting on me ' +
        'becoming a doctor. i cant face them at dinner',
      mention: ['result|exam|neet'],
    },
    {
      kind: 'follow-up',
      history: ['what was the story of sudama and krishna, the poor friend with the rice'],
      question: 'ok but why didnt sudama just ask him for money?? he walked all that way',
      mention: ['sudama'],
    },
    {
      kind: 'follow-up',
      history: ['whats the deal with krishna lifting govardhan hill'],
      question: 'so was indra the bad guy in that or what. i thought indra was a god too',
      mention: ['indra', 'govardhan'],
    },
    {
      kind: 'follow-up',
      history: [
        'can u explain sthitaprajna, the person of steady wisdom from ch 2',
        'how would i know if im becoming like that',
      ],
      question: 'is that even possible for someone with a job and 2 kids or is it only for monks',
      mention: ['steady|sthitaprajna|sthita prajna|stithaprajna'],
    },
    {
      kind: 'follow-up',
      history: ['tell me about bhishma lying on the bed of arrows'],
      question: 'why did he wait so long to die tho. what was he waiting for',
      mention: ['bhishma', 'uttarayana|uttarayan|solstice|northward|northern'],
    },
    {
      kind: 'everyday',
      question:
        'my younger brother borrowed 2 lakhs from me and now avoids my calls. i want to cut him ' +
        'off but mom says family is family. what do i do',
      mention: ['brother', 'money|loan|lakh|borrow|debt'],
    },
    {
      kind: 'everyday',
      question:
        'i procrastinate everything. thesis due in 3 weeks and i just scroll all day and then ' +
        'hate myself at night for it',
      mention: ['thesis|deadline|procrastinat'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt the gita basically krishna talking arjuna into killing his own family? how is ' +
        'that spiritual at all',
      mention: ['arjuna', 'war|battle|fight|kurukshetra'],
    },
    {
      kind: 'skeptical',
      question:
        'krishna had 16000 wives and stole the gopis clothes. how is that a role model in 2024 ' +
        'honestly',
      mention: ['gopi', 'wives|16000|16,000|sixteen thousand|narakasura'],
    },
    {
      kind: 'skeptical',
      question:
        'caste came from the gita right? chatur varnyam maya srishtam. so krishna made caste',
      mention: ['4.13|4:13', 'caste|varna'],
    },
    {
      kind: 'comparison',
      question:
        'is nishkama karma the same thing as the buddhist idea of letting go of craving or am i ' +
        'mixing stuff up',
      mention: ['fruit|nishkama|attach', 'craving|tanha|buddha'],
    },
    {
      kind: 'comparison',
      question:
        'whats the difference between radha and rukmini.. who was krishna actually married to ' +
        'and why do ppl worship radha more',
      mention: ['radha', 'rukmini'],
    },
  ],
  buddha: [
    {
      kind: 'reference',
      question: 'dhamapada verse 5 the hatred one "hatred never ceases by hatred" can u explain it',
      mention: ['dhammapada|dhamapada', 'hatred'],
    },
    {
      kind: 'reference',
      question:
        'kalama sutta.. is it really saying dont believe anything unless u test it urself? ' +
        'AN 3 65 i think. my atheist friend quotes it at me',
      mention: ['kalama', '3.65|3:65'],
    },
    {
      kind: 'figure',
      question: 'who was ananda and why didnt he get enlightened before the buddha died',
      mention: ['ananda'],
    },
    {
      kind: 'figure',
      question:
        'tell me about mahapajapati, wasnt she the one who made the buddha start ordaining women',
      mention: ['pajapati|gotami'],
    },
    {
      kind: 'concept',
      question: 'dukkha?? is it suffering or something else, the translation feels off',
      mention: ['dukkha'],
    },
    {
      kind: 'practice',
      question:
        'how do u do walking meditation, like how slow, do i look at my feet, can i do it in my ' +
        'tiny apartment',
      mention: ['walking', 'feet|foot|step'],
    },
    {
      kind: 'pain',
      question:
        'my best friend of 12 yrs just stopped replying to me. no fight no nothing. its been 2 ' +
        'months. i keep checking if she saw my messages',
      mention: ['friend'],
    },
    {
      kind: 'pain',
      question:
        'my dog had to be put down yesterday and i feel stupid for crying this much over a dog',
      mention: ['dog'],
    },
    {
      kind: 'pain',
      question:
        'got laid off after 9 years. im 52, nobody hires at 52. my wife doesnt know yet, i ' +
        'still leave the house every morning like im going to work',
      mention: ['job|laid off|layoff|work'],
    },
    {
      kind: 'follow-up',
      history: ['what was the story of kisa gotami and the mustard seed'],
      question:
        'did she ever actually get over it tho or did she just become a nun and stop feeling',
      mention: ['kisa gotami|kisagotami|gotami'],
    },
    {
      kind: 'follow-up',
      history: ['can u explain the simile of the raft'],
      question: 'so i throw away the teachings once im enlightened? that sounds backwards',
      mention: ['raft'],
    },
    {
      kind: 'follow-up',
      history: ['who was angulimala', 'how did the buddha even stop him'],
      question: 'would the buddha forgive a murderer today too? like someone who killed a kid',
      mention: ['angulimala'],
    },
    {
      kind: 'follow-up',
      history: ['what is metta practice'],
      question:
        'im supposed to send it to a difficult person next but my difficult person is my ex who ' +
        'cheated. do i have to?',
      mention: ['metta|loving-kindness|loving kindness'],
    },
    {
      kind: 'everyday',
      question:
        'my roommate eats my food and never cleans and im too nonconfrontational to say ' +
        'anything so im just seething in my room',
      mention: ['roommate|flatmate'],
    },
    {
      kind: 'everyday',
      question:
        'cant sleep. brain replays every embarrassing thing ive said since 2009. 3am every night',
      mention: ['sleep|night'],
    },
    {
      kind: 'skeptical',
      question:
        'if there is no self then who gets reborn? sounds like a contradiction nobody can ' +
        'explain',
      mention: ['anatta|anatman|not-self|not self|no self|no-self|non-self', 'rebirth|reborn'],
    },
    {
      kind: 'skeptical',
      question:
        'the buddha left his wife and newborn son in the middle of the night. thats abandoning ' +
        'your family. why is that admired',
      mention: ['rahula|yasodhara|yashodhara'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt meditation just a way to make ppl accept bad situations instead of changing them, ' +
        'feels like spiritual bypassing',
      mention: ['meditat|mindful'],
    },
    {
      kind: 'comparison',
      question: 'zen vs theravada whats actually different, which one is the real buddhism',
      mention: ['zen', 'theravada'],
    },
    {
      kind: 'comparison',
      question: 'buddhist nirvana vs hindu moksha, same thing different names?',
      mention: ['nirvana|nibbana', 'moksha'],
    },
  ],
  jesus: [
    {
      kind: 'reference',
      question: 'mathew 6 34 dont worry about tomorrow... easy to say. what does it mean really',
      mention: ['6:34|6.34', 'tomorrow'],
    },
    {
      kind: 'reference',
      question:
        'john 11 35 jesus wept. why did he cry if he knew he was gonna raise lazarus anyway',
      mention: ['11:35|11.35', 'lazarus'],
    },
    {
      kind: 'figure',
      question: 'who was nicodemus and why did he come at night',
      mention: ['nicodemus'],
    },
    {
      kind: 'figure',
      question: 'zacheus the tree guy what was his deal',
      mention: ['zacchaeus|zaccheus|zacheus'],
    },
    {
      kind: 'concept',
      question:
        'what does "the kingdom of god is within you" mean, is heaven a place or not, my pastor ' +
        'and my mom say different things',
      mention: ['kingdom', '17:21|17.21|luke'],
    },
    {
      kind: 'practice',
      question:
        'how do i pray when i dont know what to say. the lords prayer feels like reciting a ' +
        'script',
      mention: ['pray', 'father'],
    },
    {
      kind: 'pain',
      question:
        'my husband and i fight about money every single week. he spends, i save, we both ' +
        'think the other one is wrong. im so tired of it',
      mention: ['money', 'husband|marriage|spouse'],
    },
    {
      kind: 'pain',
      question:
        'my manager humiliates me in front of the team, tells me im useless and my coworkers ' +
        'laugh. i need this job i have two kids',
      mention: ['manager|boss|work|job'],
    },
    {
      kind: 'pain',
      question:
        'my mom has alzheimers and didnt recognise me today. she called me by my aunts name ' +
        'and i smiled and went to the car and cried',
      mention: ['mom|mother', 'alzheimer|dementia|memory|recogni'],
    },
    {
      kind: 'follow-up',
      history: ['what does the parable of the prodigal son mean'],
      question:
        'but what about the older brother?? honestly i feel bad for him he did everything right',
      mention: ['older brother|elder brother|elder son|older son'],
    },
    {
      kind: 'follow-up',
      history: ['tell me about mary and martha'],
      question: 'so is martha wrong for cooking? someone has to do the dishes lol',
      mention: ['martha', 'mary'],
    },
    {
      kind: 'follow-up',
      history: [
        'what happened when peter denied jesus three times',
        'how did peter live with that',
      ],
      question: 'did jesus ever bring it up with him again',
      mention: ['peter', 'love me|feed my sheep|tend my|three times|john 21'],
    },
    {
      kind: 'follow-up',
      history: ['what is the parable of the talents'],
      question:
        'ok so is it about money or actual talents, and why is the master so harsh to the guy ' +
        'who buried it',
      mention: ['talent'],
    },
    {
      kind: 'everyday',
      question:
        'i lied on my resume to get this job and now im terrified someone finds out. should i ' +
        'just confess',
      mention: ['resume|cv|lie|lied'],
    },
    {
      kind: 'everyday',
      question:
        'moving to a new city alone next week and i dont know a single person there. kinda scared ngl',
      mention: ['city|move|moving|alone'],
    },
    {
      kind: 'skeptical',
      question:
        'the gospels contradict each other. matthew says one thing about the resurrection and ' +
        'john says another. how can i trust any of it',
      mention: ['gospel', 'matthew|john|mark|luke'],
    },
    {
      kind: 'skeptical',
      question:
        'jesus said he came not to bring peace but a sword?? thats kind of scary. how is that ' +
        'the prince of peace',
      mention: ['sword', '10:34|10.34'],
    },
    {
      kind: 'skeptical',
      question:
        'why would a loving god need his son killed to forgive people. cant he just forgive',
      mention: ['forgive'],
    },
    {
      kind: 'comparison',
      question:
        'old testament god seems so angry and jesus seems so kind, are they even the same god',
      mention: ['old testament|hebrew scripture|psalm|prophet|moses|exodus', 'jesus'],
    },
    {
      kind: 'comparison',
      question:
        'catholic vs protestant on faith and works, whos right? paul says saved by faith but ' +
        'james says faith without works is dead',
      mention: ['faith', 'works'],
    },
  ],
  shiva: [
    {
      kind: 'reference',
      question: 'shiva sutra 1.1 chaitanyam atma what does it mean in normal words',
      mention: ['1.1|1:1', 'chaitanya|consciousness'],
    },
    {
      kind: 'reference',
      question:
        'vbt verse 24? the one about the breath between in and out, sry if i have the number ' +
        'wrong',
      mention: ['24', 'breath'],
    },
    {
      kind: 'figure',
      question: 'who is nandi and why is there always a bull sitting facing the shiva temple',
      mention: ['nandi'],
    },
    {
      kind: 'figure',
      question: 'the kid who hugged the shivling when yama came, markandeya? whats that story',
      mention: ['markandeya', 'yama'],
    },
    {
      kind: 'concept',
      question: 'what is spanda? my teacher uses the word like i should already know',
      mention: ['spanda', 'vibration|pulse|throb|movement'],
    },
    {
      kind: 'practice',
      question:
        'how do i chant om namah shivaya properly, how many times, morning or night, and can ' +
        'women chant it or not',
      mention: ['shivaya'],
    },
    {
      kind: 'pain',
      question:
        'my girlfriend broke up with me over text after 3 years. just "i think we want ' +
        'different things". i cant eat',
      mention: ['text|message'],
    },
    {
      kind: 'pain',
      question:
        'my twin brother is in surgery right now after a bike accident and im sitting in the ' +
        'hospital waiting room shaking',
      mention: ['brother', 'hospital|surgery|accident'],
    },
    {
      kind: 'pain',
      question:
        'kids at school keep bullying my daughter and im so angry i want to go yell at their ' +
        'parents. feels like destruction is all i have in me right now',
      mention: ['bull', 'anger|angry|rage'],
    },
    {
      kind: 'follow-up',
      history: ['why is shiva blue throated'],
      question: 'wait so why did parvati stop it at his throat? why not just let him swallow it',
      mention: ['parvati', 'poison|halahala|neelakantha|nilakantha'],
    },
    {
      kind: 'follow-up',
      history: ['story of ganesha getting the elephant head'],
      question: 'thats so messed up, shiva cuts off his own sons head?? how is that a god',
      mention: ['ganesha|ganesh|ganapati'],
    },
    {
      kind: 'follow-up',
      history: ['what is the vijnana bhairava tantra', 'give me one of the techniques'],
      question: 'tried it for 10 min and just got bored. normal or am i doing it wrong',
      mention: ['vijnana bhairava|vigyan bhairav|bhairava'],
    },
    {
      kind: 'follow-up',
      history: ['what does the nataraja statue mean'],
      question: 'and the little guy hes standing on who is that',
      mention: ['apasmara|muyalaka|ignorance'],
    },
    {
      kind: 'everyday',
      question:
        'i turn 40 next month and i feel like ive done nothing with my life. everyone my age ' +
        'has a house and a family and i have a cat',
      mention: ['40|forty'],
    },
    {
      kind: 'everyday',
      question:
        'my teenage son barely talks to me anymore, just grunts and stays in his room. i miss him',
      mention: ['son'],
    },
    {
      kind: 'skeptical',
      question:
        'isnt shiva lingam worship basically phallic worship? my friend laughed at me for it',
      mention: ['linga'],
    },
    {
      kind: 'skeptical',
      question: 'shiva smokes weed right? so why is it wrong when i do it',
      mention: ['bhang|cannabis|ganja|weed'],
    },
    {
      kind: 'skeptical',
      question:
        'destroyer god sounds evil. why would anyone pray to the one who destroys everything',
      mention: ['destr|dissol'],
    },
    {
      kind: 'comparison',
      question:
        'kashmir shaivism vs advaita vedanta, both say everything is one so whats even the ' +
        'difference',
      mention: ['kashmir|trika|shaivism', 'advaita|vedanta|shankara'],
    },
    {
      kind: 'comparison',
      question:
        'shiva or vishnu who is greater? my family is vaishnav and my husbands is shaiva and ' +
        'its a real fight at dinner lol',
      mention: ['shiva', 'vishnu'],
    },
  ],
};
