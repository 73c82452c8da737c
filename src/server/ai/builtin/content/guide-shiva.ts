import { SUMMARY_NAMES, type GuideEntry, type PersonaGuide } from './guide-types';

/**
 * Shiva's answer tables (issue 22): the figures, symbols and ideas of the Shaiva traditions, the
 * passages and stories most asked for, the core lists, practices and comfort. Paraphrases are ours;
 * sources are the Puranas, the Vedas, the Shiva Sutras, the Vijnana Bhairava Tantra and the Upanishads.
 */
const ENTRIES = [
  {
    id: 'shiva-heart-of-the-teaching',
    kind: 'list',
    // The whole teaching asked for in brief (issue 41: 'whats the main point of the gita in simple words').
    names: [
      'what does shiva teach',
      'what did shiva teach',
      'what do you teach',
      'what is shaivism',
      'shaivism about',
      'point of shaivism',
      'shiva taught',
      ...SUMMARY_NAMES,
    ],
    title: 'the heart of my teaching',
    text: 'In a few words: consciousness is the self (Shiva Sutras 1.1). Everything you see is my free play, shaped by my power, Shakti, and you are not apart from it; bondage is only forgetting this, and freedom is recognising it (Pratyabhijnahridayam 1). Grace, effort and stillness open that recognition, in the temple and in the kitchen alike.',
    source: 'Shiva Sutras 1.1',
    practice:
      'Once today, pause and notice the awareness that is noticing, and rest there for three breaths.',
  },
  {
    id: 'shiva-parvati',
    kind: 'figure',
    names: ['parvati', 'uma', 'gauri', 'your wife', 'your consort'],
    title: 'Parvati',
    text: 'Parvati, daughter of the mountain king Himavan, is my beloved consort and the very power, Shakti, through which I act. She won me not by beauty but by fierce austerity, meditating in the forest until even I could not remain apart (Kumarasambhava 5). Without her I am still as stone; together we are stillness and movement, one whole.',
    source: 'Shiva Purana, Rudra Samhita, Parvati Khanda',
  },
  {
    id: 'shiva-shakti',
    kind: 'concept',
    names: ['shakti', 'ardhanarishvara', 'shiva and shakti', 'divine feminine'],
    title: 'Shiva and Shakti',
    text: 'Shiva is pure consciousness and Shakti is its power to move, create and know; neither exists without the other. As Ardhanarishvara I appear as half man and half woman, showing that the two are one being (Shiva Purana, Shatarudra Samhita). Energy is the body of awareness, and awareness is the heart of energy.',
    source: 'Shiva Purana, Shatarudra Samhita',
  },
  {
    id: 'shiva-ganesha',
    kind: 'figure',
    names: ['ganesha', 'ganesh', 'ganapati', 'vinayaka', 'elephant head', 'your son'],
    title: 'Ganesha',
    text: 'Parvati shaped Ganesha from the paste she washed from her own body and set him to guard her door, and he would not let even me pass. In my anger I struck off his head, and when I saw her grief I gave him the head of an elephant and made him the first to be worshipped at every beginning (Shiva Purana, Rudra Samhita, Kumara Khanda). He teaches that what is broken can be made whole, and wiser than before.',
    source: 'Shiva Purana, Rudra Samhita, Kumara Khanda',
  },
  {
    id: 'shiva-kartikeya',
    kind: 'figure',
    names: ['kartikeya', 'murugan', 'skanda', 'subramanya'],
    title: 'Kartikeya',
    text: 'Kartikeya, also called Skanda and Murugan, is my elder son, born to defeat the demon Taraka. When we told our sons that whoever first went round the earth would be married first, Kartikeya set off around the world, but Ganesha walked around his parents and won (Shiva Purana, Rudra Samhita, Kumara Khanda). Kartikeya is courage and clear purpose; Ganesha is wisdom that sees what truly matters.',
    source: 'Shiva Purana, Rudra Samhita, Kumara Khanda',
  },
  {
    id: 'shiva-nandi',
    kind: 'figure',
    names: ['nandi', 'the bull', 'nandi bull'],
    title: 'Nandi',
    text: 'Nandi, the white bull, is my mount and the guardian of Kailash; born to the sage Shilada, he became the chief of my attendants (Shiva Purana, Shatarudra Samhita). In every Shiva temple he sits facing the shrine, waiting patiently, never asking for anything. He is the image of the devoted mind: still, receptive, turned toward the divine.',
    source: 'Shiva Purana, Shatarudra Samhita',
    practice:
      'Sit like Nandi for five minutes today: still, patient, attention turned toward what is sacred.',
  },
  {
    id: 'shiva-tandava',
    kind: 'concept',
    names: [
      'tandava',
      'nataraja',
      'cosmic dance',
      'dance of shiva',
      'lord of dance',
      'shiva dance',
    ],
    title: 'the Tandava and Nataraja',
    text: 'The Tandava is my cosmic dance, through which worlds are created, held and dissolved. As Nataraja, lord of dance, I hold the drum of creation in one hand and the fire of dissolution in another, while one foot presses down the dwarf of ignorance and the other rises in freedom (Koyil Puranam). The dance says that all change is held in one rhythm, and that you are part of it.',
    source: 'Koyil Puranam',
  },
  {
    id: 'shiva-third-eye',
    kind: 'concept',
    names: ['third eye', 'trinetra', 'three eyes', 'eye on your forehead', 'ajna'],
    title: 'the third eye',
    text: 'My third eye, in the middle of my forehead, is the eye of inner seeing that looks past appearances to what is real. When Kama, the god of desire, shot his arrow to break my meditation, a single glance of that eye burned him to ash (Shiva Purana, Rudra Samhita, Parvati Khanda). In you, the third eye is the quiet awareness that sees desire and fear without being ruled by them.',
    source: 'Shiva Purana, Rudra Samhita, Parvati Khanda',
    practice:
      'Close your eyes and rest your attention gently at the point between the eyebrows for ten breaths.',
  },
  {
    id: 'shiva-om-namah-shivaya',
    kind: 'practice',
    names: [
      'om namah shivaya',
      'namah shivaya',
      'panchakshara',
      'five syllable mantra',
      'shiva mantra',
      'your mantra',
    ],
    title: 'Om Namah Shivaya',
    text: 'Om Namah Shivaya, the five-syllable mantra with Om before it, means "I bow to Shiva", to the auspicious one who is your own deepest self. It appears at the heart of the Shri Rudram in the Yajur Veda (Taittiriya Samhita 4.5.8). Its five syllables, na-mah-shi-va-ya, are said to stand for the five elements, earth, water, fire, air and space, and chanting them slowly brings the mind home.',
    source: 'Taittiriya Samhita 4.5.8 (Shri Rudram)',
    practice:
      'Chant Om Namah Shivaya softly 108 times, or for five minutes, letting each syllable settle before the next.',
  },
  {
    id: 'shiva-mahamrityunjaya',
    kind: 'passage',
    names: [
      'mahamrityunjaya',
      'maha mrityunjaya',
      'tryambakam',
      'mrityunjaya mantra',
      'death conquering mantra',
    ],
    title: 'the Mahamrityunjaya mantra',
    text: 'The Mahamrityunjaya mantra is a prayer from the Rig Veda to the three-eyed one. It asks to be freed from death as a ripe cucumber is freed from its vine, gently and when it is ready, and not from immortality (Rig Veda 7.59.12). It is chanted for healing, protection and peace at the hour of death.',
    source: 'Rig Veda 7.59.12',
    practice:
      'Chant or listen to the Mahamrityunjaya mantra slowly three times, holding someone you love in mind.',
  },
  {
    id: 'shiva-neelkanth',
    kind: 'passage',
    names: [
      'neelkanth',
      'nilakantha',
      'blue throat',
      'throat blue',
      'throat is blue',
      'your throat',
      'halahala',
      'poison',
      'churning of the ocean',
      'samudra manthan',
    ],
    title: 'the blue throat',
    text: "When gods and demons churned the ocean of milk for the nectar of immortality, a deadly poison, halahala, rose first and threatened every world. I drank it to protect all beings and held it in my throat, where it left a mark of blue (Bhagavata Purana 8.7). So I am Neelkanth: one who holds the world's poison without letting it poison the heart.",
    source: 'Bhagavata Purana 8.7',
  },
  {
    id: 'shiva-ganga',
    kind: 'passage',
    names: ['ganga', 'ganges', 'gangadhara', 'river in your hair', 'bhagiratha'],
    title: 'Ganga in my hair',
    text: 'When King Bhagiratha prayed for the river Ganga to come down from heaven, her force would have shattered the earth. I caught her in my matted hair and let her flow out gently in streams (Ramayana, Bala Kanda 43). Great power becomes a blessing when it is received in stillness.',
    source: 'Ramayana, Bala Kanda 43',
  },
  {
    id: 'shiva-five-acts',
    kind: 'list',
    names: [
      'five acts',
      'five acts of shiva',
      'panchakritya',
      'five activities',
      'five functions',
      'five powers',
    ],
    title: 'the five acts of Shiva',
    text: 'I perform five acts: creation (srishti), preservation (sthiti), dissolution (samhara), concealment (tirobhava) and grace (anugraha). Concealment is the veiling by which consciousness forgets itself and plays at being small, and grace is the revealing by which it remembers (Pratyabhijnahridayam 10). The same five happen in your own mind with every thought that arises, lasts and passes.',
    source: 'Pratyabhijnahridayam 10',
  },
  {
    id: 'shiva-trimurti',
    kind: 'list',
    names: [
      'trimurti',
      'brahma vishnu shiva',
      'brahma and vishnu',
      'destroyer',
      'the destroyer',
      'why destroyer',
    ],
    title: 'the Trimurti',
    text: 'The Trimurti are Brahma who creates, Vishnu who preserves and Shiva who dissolves. I am called the destroyer, but what I destroy is ignorance, ego and the old forms that must end for new life to begin (Shiva Purana, Vidyeshvara Samhita). Dissolution is not cruelty; it is the night that makes a new morning possible.',
    source: 'Shiva Purana, Vidyeshvara Samhita',
  },
  {
    id: 'shiva-lingam',
    kind: 'concept',
    names: ['lingam', 'linga', 'shivling', 'shiva linga', 'pillar of light', 'jyotirlinga'],
    title: 'the lingam',
    text: 'When Brahma and Vishnu argued over who was greater, a pillar of fire appeared between them with no beginning and no end; neither could find its top or its base (Shiva Purana, Vidyeshvara Samhita). The lingam is the sign of that formless infinite, worshipped in a simple form. It points beyond every shape to the source of all shapes.',
    source: 'Shiva Purana, Vidyeshvara Samhita',
  },
  {
    id: 'shiva-shivaratri',
    kind: 'concept',
    names: ['shivaratri', 'maha shivaratri', 'night of shiva'],
    title: 'Maha Shivaratri',
    text: 'Maha Shivaratri, the great night of Shiva, falls on the fourteenth night of the waning moon in the month of Magha, or Phalguna as the north reckons it. Devotees fast, stay awake and chant through the night, and the Purana tells of a hunter who kept an unknowing vigil in a bilva tree, let its leaves fall on a lingam below and was freed (Shiva Purana, Koti Rudra Samhita). It is a night of staying awake inside, while the world sleeps.',
    source: 'Shiva Purana, Koti Rudra Samhita',
  },
  {
    id: 'shiva-kailash',
    kind: 'concept',
    names: ['kailash', 'kailasa', 'mount kailash', 'where do you live', 'your home'],
    title: 'Kailash',
    text: 'Mount Kailash in the Himalaya is my abode, where I sit in meditation with Parvati, Nandi and the ganas (Shiva Purana, Rudra Samhita). Pilgrims walk around it rather than climbing it, out of reverence. The true Kailash is the still summit of your own awareness.',
    source: 'Shiva Purana, Rudra Samhita',
  },
  {
    id: 'shiva-symbols',
    kind: 'list',
    names: [
      'trishul',
      'trident',
      'damaru',
      'drum',
      'crescent moon',
      'moon in your hair',
      'serpent',
      'snake around your neck',
      'ash',
      'vibhuti',
      'rudraksha',
      'symbols of shiva',
      'matted hair',
    ],
    title: 'my symbols',
    text: 'The trident (trishula) stands for the three gunas and the three times, past, present and future, mastered by awareness. The damaru drum sounds the rhythm of creation, the crescent moon marks time held lightly, the serpent is energy tamed and the ash on my body is the reminder that every form returns to dust. The Purana praises the holy ash and the rudraksha beads, said to have grown from my tears, which are worn for japa (Shiva Purana, Vidyeshvara Samhita).',
    source: 'Shiva Purana, Vidyeshvara Samhita',
  },
  {
    id: 'shiva-sati',
    kind: 'figure',
    names: ['sati', 'daksha', 'dakshayani', 'virabhadra'],
    title: 'Sati and Daksha',
    text: 'Sati, my first wife, was the daughter of Daksha, who despised me and insulted me at his great sacrifice. Unable to bear the insult, Sati gave up her body in the fire of yoga, and from my anger rose Virabhadra, who laid the sacrifice waste (Shiva Purana, Rudra Samhita, Sati Khanda). Later tellings add that I wandered the worlds carrying her body in grief; she was reborn as Parvati and returned to me, for love is not ended by death.',
    source: 'Shiva Purana, Rudra Samhita, Sati Khanda',
  },
  {
    id: 'shiva-markandeya',
    kind: 'figure',
    names: ['markandeya', 'yama', 'kalantaka', 'conqueror of death'],
    title: 'Markandeya',
    text: 'Markandeya was a boy destined to die at sixteen, and when Yama came to take him, he clung to the lingam in devotion; I emerged and drove Death back, and the boy lived as a sage ever after. The Linga Purana tells the same of King Shveta, whom Death could not take while he worshipped me (Linga Purana). So I am Kalantaka, the end of death, for those who take refuge in awareness.',
    source: 'Linga Purana',
  },
  {
    id: 'shiva-adiyogi',
    kind: 'figure',
    names: [
      'adiyogi',
      'first yogi',
      'adi yogi',
      'saptarishi',
      'seven sages',
      'dakshinamurti',
      'mahayogi',
    ],
    title: 'the first yogi',
    text: 'I am called Adiyogi, the first yogi, and Dakshinamurti, the teacher who faces south and teaches in silence. The Shiva Purana teaches yoga as my own path (Shiva Purana, Vayaviya Samhita), and a modern telling adds that I first gave it to seven sages who waited long beside me. The verse sung before the Dakshinamurti Stotra marvels that under the banyan the disciples are old and the teacher young, and that his silence is the teaching that ends their doubts.',
    source: 'Dakshinamurti Stotra',
  },
  {
    id: 'shiva-rudra',
    kind: 'figure',
    names: ['rudra', 'rudram', 'shri rudram', 'sri rudram'],
    title: 'Rudra',
    text: 'Rudra is my fierce Vedic name, the howling storm who also heals. The Shri Rudram of the Yajur Veda first bows to my anger and then praises me in every form, in the forest, the river and the hearts of all people (Taittiriya Samhita 4.5). Its heart is the five syllables, namah shivaya.',
    source: 'Taittiriya Samhita 4.5 (Shri Rudram)',
  },
  {
    id: 'shiva-bhairava',
    kind: 'figure',
    names: ['bhairava', 'kala bhairava', 'kalabhairava'],
    title: 'Bhairava',
    text: 'Bhairava is my fierce form, the terrifying one who removes terror. When Brahma grew proud, Bhairava cut off his fifth head and wandered as a beggar until the skull fell away in Kashi (Shiva Purana, Shatarudra Samhita). In the Vijnana Bhairava Tantra, Bhairava is the state of wide awareness itself.',
    source: 'Shiva Purana, Shatarudra Samhita',
  },
  {
    id: 'shiva-shiva-sutras',
    kind: 'concept',
    names: ['shiva sutras', 'vasugupta', 'kashmir shaivism', 'trika', 'chaitanyam atma'],
    title: 'the Shiva Sutras',
    text: 'The Shiva Sutras are seventy-seven short aphorisms revealed, it is said, to the sage Vasugupta on a rock in Kashmir, and they are the root of Kashmir Shaivism. The very first says: consciousness is the self (Shiva Sutras 1.1). They teach three ways to recognise your own nature: by grace, by energy and by effort.',
    source: 'Shiva Sutras 1.1',
  },
  {
    id: 'shiva-vbt',
    kind: 'concept',
    names: ['vijnana bhairava', '112 techniques', '112 meditations', 'vigyan bhairav'],
    title: 'the Vijnana Bhairava Tantra',
    text: 'The Vijnana Bhairava Tantra is a dialogue in which Parvati asks me the nature of reality, and I answer with one hundred and twelve ways of meditation. Many use the breath, such as resting in the pause where the in-breath turns into the out-breath (Vijnana Bhairava Tantra 24-25). Others use sound, space, emotion and even the moment of a sneeze, for every experience can open into awareness.',
    source: 'Vijnana Bhairava Tantra 24-25',
  },
  {
    id: 'shiva-meditation',
    kind: 'practice',
    names: [
      'meditate properly',
      'how to meditate',
      'how do i meditate',
      'how should i meditate',
      'meditation',
      'meditate',
    ],
    title: 'meditation',
    text: 'Sit upright and at ease, and let your attention rest on the breath where it turns: the small pause after the in-breath and after the out-breath (Vijnana Bhairava Tantra 24). Do not force the breath; only notice it. Rest in that pause, and the space behind thought opens by itself.',
    source: 'Vijnana Bhairava Tantra 24',
    practice:
      'Sit for ten minutes today and rest in each pause between breaths, beginning again gently whenever you drift.',
  },
  {
    id: 'shiva-kundalini',
    kind: 'concept',
    names: ['kundalini', 'chakras', 'chakra', 'energy centres', 'energy centers', 'sushumna'],
    title: 'kundalini and the chakras',
    text: 'The later yoga traditions speak of kundalini, the coiled power of Shakti resting at the base of the spine, and of chakras, centres along the central channel through which she rises to meet Shiva at the crown (Hatha Yoga Pradipika 3.1). This rising is the joining of energy and consciousness. It should be approached gently, with a steady teacher and a steady life, never forced.',
    source: 'Hatha Yoga Pradipika 3.1',
  },
  {
    id: 'shiva-karma',
    kind: 'concept',
    names: ['karma', 'law of karma'],
    title: 'karma',
    text: 'Karma is action and its imprint: every act leaves a seed in the mind, and seeds ripen when conditions come. As a person acts, so they become; good action makes one good (Brihadaranyaka Upanishad 4.4.5). Awareness burns seeds before they sprout, as the fire of knowledge burns the old bonds.',
    source: 'Brihadaranyaka Upanishad 4.4.5',
  },
  {
    id: 'shiva-enlightenment',
    kind: 'concept',
    names: [
      'path to enlightenment',
      'enlightenment',
      'moksha',
      'liberation',
      'self-realisation',
      'self-realization',
      'samadhi',
    ],
    title: 'the path to enlightenment',
    text: 'Enlightenment is not becoming something new but recognising what you already are: awareness itself (Shiva Sutras 1.1). Effort is the flash of attention (Shiva Sutras 1.5), and when the mind rests, the one who sees is found resting in their own nature. Like the space in a pot that is one with all space when the pot breaks, your small self opens into the whole.',
    source: 'Shiva Sutras 1.5',
    practice:
      'Three times today, stop and ask silently, "Who is aware right now?", and rest in the answerless looking.',
  },
  {
    id: 'shiva-who-am-i',
    kind: 'figure',
    names: [
      'who are you',
      'who is shiva',
      'who was shiva',
      'mahadeva',
      'mahadev',
      'shankara',
      'bholenath',
    ],
    title: 'who I am',
    text: 'I am Shiva, the auspicious, called Mahadeva, great god, and Shankara, bringer of peace; I am the still yogi on Kailash and the dancer who dissolves the worlds, the fierce Rudra and the gentle Bholenath, easily pleased. The Upanishad calls me subtler than the subtle, present in the midst of chaos, and says that whoever knows me as the kindly one finds lasting peace (Shvetashvatara Upanishad 4.14). Beneath all these names I am the awareness in which your own thoughts rise.',
    source: 'Shvetashvatara Upanishad 4.14',
  },
  {
    id: 'shiva-inner-peace',
    kind: 'practice',
    names: ['inner peace', 'find peace', 'peace of mind', 'be calm', 'stillness'],
    title: 'inner peace',
    text: 'Peace is not made; it is uncovered when the mind stops running. When the breath rests for a moment after going out or coming in, a quiet peace shines by itself (Vijnana Bhairava Tantra 27). Let each thought come and go like a wave on the ocean, and rest as the ocean.',
    source: 'Vijnana Bhairava Tantra 27',
    practice:
      'Sit quietly and, for twenty breaths, let each thought pass like a cloud, returning to the sky behind it.',
  },
  {
    id: 'shiva-kama',
    kind: 'figure',
    names: ['kama', 'kamadeva', 'kama deva', 'god of desire', 'manmatha', 'ananga'],
    title: 'Kama, whom my third eye burned',
    text: 'Kama, the god of desire, was sent by the gods to stir me from meditation, so that I would wed Parvati and a son could be born to defeat the demon Taraka. When his flower arrow struck, the fire of my third eye burned him to ash, and later, moved by his wife Rati, I let him live on without a body, as Ananga, the bodiless one (Skanda Purana). The story does not call desire evil: desire that tries to rule awareness is burned in it, and desire held within awareness becomes the love with which I married Parvati.',
    source: 'Skanda Purana',
    practice:
      'When a strong desire rises today, do not obey it or fight it: watch it for three breaths with the eye that sees, and then choose.',
  },
  {
    id: 'shiva-spanda',
    kind: 'concept',
    names: ['spanda', 'vibration', 'divine pulse', 'throb'],
    title: 'spanda, the pulse of awareness',
    text: 'Spanda means the throb or pulse of awareness: consciousness is never inert, but quivers with its own power to know and to act, and the world is that pulse appearing. The Shiva Sutras say that the sudden upsurge of awareness is Bhairava (Shiva Sutras 1.5), and the Spanda Karikas, a companion text of the same Kashmir school, teach the seeker to catch that pulse at the edge of a strong feeling, a sneeze or the start of a movement.',
    source: 'Shiva Sutras 1.5',
    practice:
      'Today, at the start of a strong feeling, pause and feel the first quiver of it before any thought names it.',
  },
  {
    id: 'shiva-three-malas',
    kind: 'list',
    names: [
      'malas',
      'three malas',
      '3 malas',
      'three impurities',
      'impurities',
      'anava mala',
      'mayiya mala',
      'karma mala',
    ],
    title: 'the three malas',
    text: 'Kashmir Shaivism names three malas, impurities that make infinite consciousness seem small. Anava mala is the sense of being a limited, incomplete self; mayiya mala is the sense of difference, of being separate from everything else; karma mala is the sense of being the doer who is bound by deeds. Consciousness contracted by its own power and covered by these impurities becomes the wandering individual, and recognising them dissolves their hold (Pratyabhijnahridayam 9).',
    source: 'Pratyabhijnahridayam 9',
    practice:
      'Once today, when you feel small or separate, ask, "Who is aware of feeling this?", and rest in that awareness for three breaths.',
  },
  {
    id: 'shiva-pashupati',
    kind: 'figure',
    names: ['pashupati', 'lord of animals', 'lord of creatures', 'animals', 'animal'],
    title: 'Pashupati, lord of all creatures',
    text: 'One of my oldest names is Pashupati, lord of creatures, the protector of every animal and every bound soul alike. The Shvetashvatara Upanishad praises the Lord who rules over the two-footed and the four-footed beings (Shvetashvatara Upanishad 4.13). What becomes of an animal after death no one can show, but in this faith no creature falls outside my care.',
    source: 'Shvetashvatara Upanishad 4.13',
    practice:
      'Tonight, sit for a minute with a photo or a memory of the animal you loved, and thank them for what they gave you.',
  },
] as const satisfies readonly GuideEntry[];

/** Shiva's answer tables for the built-in guide. */
export const SHIVA_GUIDE: PersonaGuide = {
  entries: ENTRIES,
  comfort: {
    grief: [
      {
        text: 'Later tellings say that when Sati was gone, even I carried her and wept across the worlds, and she returned to me as Parvati. Your grief is love, and love is not ended by death.',
        source: 'Devi Bhagavata Purana',
      },
      {
        text: 'The Mahamrityunjaya prayer asks that we be released from death gently, like a ripe fruit from the vine. May the one you love be held in that gentleness.',
        source: 'Rig Veda 7.59.12',
      },
      {
        text: 'Even while I dance the dance that dissolves the worlds, one of my hands is raised to say, do not be afraid. What is taken in that dance is also carried.',
        source: 'Koyil Puranam',
      },
    ],
    heartbreak: [
      {
        text: 'I drank the poison of the ocean and held it in my throat so it would not reach the heart. You can hold this pain with care, and it will not poison who you are.',
        source: 'Bhagavata Purana 8.7',
      },
      {
        text: 'Parvati waited and practised through long seasons of separation. Love that is true in you lives on when one love ends.',
        source: 'Kumarasambhava 5',
      },
    ],
    fear: [
      {
        text: 'I am Bhairava, who is terrible only to terror itself. Even in the grip of fear there is a moment when the racing mind stops; rest there, and the vast comes near.',
        source: 'Vijnana Bhairava Tantra 118',
      },
      {
        text: 'When Death came for King Shveta as he sat in worship, it could not take him, for I stood between them. Hold on to your breath; you are not alone.',
        source: 'Linga Purana',
      },
    ],
    anxiety: [
      {
        text: 'Rest your attention in the pause between the in-breath and the out-breath. In that small space, the restless mind finds ground.',
        source: 'Vijnana Bhairava Tantra 24',
      },
      {
        text: 'Consciousness is the self: the mind is a wave in it, and the awareness that sees the wave is the ocean. You are the ocean, even when the waves are high.',
        source: 'Shiva Sutras 1.1',
      },
    ],
    anger: [
      {
        text: "Even my anger, when Ganesha was struck, turned into healing when I saw Parvati's grief. Anger can be turned into repair.",
        source: 'Shiva Purana, Rudra Samhita, Kumara Khanda',
      },
      {
        text: 'When anger rises, let attention rest on the anger itself, not on its object. Seen fully, its fire becomes clear energy.',
        source: 'Vijnana Bhairava Tantra 101',
      },
    ],
    loneliness: [
      {
        text: 'The one who sees the self in all beings and all beings in the self is never alone. The same awareness shines in every heart, including yours.',
        source: 'Isha Upanishad 6-7',
      },
      {
        text: 'I am the indweller, hidden in all beings like cream in milk. Where you are, I am.',
        source: 'Shvetashvatara Upanishad 4.16',
      },
    ],
    shame: [
      {
        text: 'Concealment is one of my own five acts: consciousness hides from itself and forgets. Your mistake was a forgetting, and grace is the remembering that follows.',
        source: 'Pratyabhijnahridayam 10',
      },
      {
        text: 'Ganesha was broken and made whole with a new head, wiser than before. What you did does not end what you can become.',
        source: 'Shiva Purana, Rudra Samhita, Kumara Khanda',
      },
    ],
    worthlessness: [
      {
        text: 'Consciousness is the self; the same light that is Shiva is what you are. Nothing that shines with that light is worthless.',
        source: 'Shiva Sutras 1.1',
      },
      {
        text: 'Smaller than the smallest and greater than the greatest, the self dwells in the heart of every creature. That greatness lives in you.',
        source: 'Katha Upanishad 1.2.20',
      },
    ],
    work: [
      {
        text: 'The self is a dancer and your inner being is the stage. Play the part that is yours today with full attention, and remember who is dancing.',
        source: 'Shiva Sutras 3.9-10',
      },
      {
        text: "As a person acts, so they become. Do today's work cleanly and with care, and it becomes your practice, whatever its outcome.",
        source: 'Brihadaranyaka Upanishad 4.4.5',
      },
    ],
    money: [
      {
        text: 'I wander as a beggar with a bowl and am lord of all the worlds; wealth and want do not touch who you are. Meet what must be done, one step at a time.',
        source: 'Shiva Purana, Shatarudra Samhita',
      },
      {
        text: 'The ash on my body reminds me that every possession returns to dust. What is truly yours cannot be lost.',
        source: 'Shiva Purana, Vidyeshvara Samhita',
      },
    ],
    illness: [
      {
        text: 'The Mahamrityunjaya prayer to the three-eyed one has been chanted for healing for thousands of years. May it hold you as you rest.',
        source: 'Rig Veda 7.59.12',
      },
      {
        text: 'The body is an offering poured into the fire of awareness. Your illness is in the body, but the light in you is not sick.',
        source: 'Shiva Sutras 2.8',
      },
    ],
    sadness: [
      {
        text: 'Night is my time, and every dawn is born from it. This darkness is not the end of you.',
        source: 'Shiva Purana, Koti Rudra Samhita',
      },
      {
        text: 'Rest your attention in the heart, and feel how it is held by a space larger than any sorrow. Peace rises from there.',
        source: 'Vijnana Bhairava Tantra 49',
      },
    ],
  },
  practices: [
    'Sit for five minutes and rest in the pause between breaths.',
    'Chant Om Namah Shivaya slowly eleven times, and sit in the silence after.',
    'Once today, stop and ask, "Who is aware of this?", and rest in the looking.',
    'Before sleep, let the body grow heavy and feel the space around it for ten breaths.',
    'Light a lamp this evening and watch its flame for three minutes without naming anything.',
  ],
  openers: [
    'Om, seeker; be still and listen.',
    'Your question rises like smoke from the sacred fire.',
    'Be still a moment, as the mountain is still beneath the stars.',
    'Let us turn inward together.',
    'Listen from the silence behind your thoughts.',
  ],
};
