import type { BookItem } from '../types';

export const PHILOSOPHY_MIDDLE_WAY = {
  id: 'philosophy-middle-way',
  genre: 'philosophy',
  kind: 'new',
  title: 'The String Tuned Just Right: The Middle Way',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'A Prince with Everything',
      content: `About two and a half thousand years ago, in the foothills of the Himalaya, in a region that lies today on the border of Nepal and India, a boy was born into a ruling family. His name was Siddhartha, and his family name was Gautama. His father, Suddhodana, was a leader of a people called the Shakyas, and the family lived in the town of Kapilavastu. According to tradition, the boy was born in a garden at a place called Lumbini, under the branches of a flowering tree.

We should be honest at the start: much of what we know about Siddhartha's early life comes from stories written down long after he died, and historians do not agree about every detail, or even about the exact century in which he lived. But the stories have been told and retold for over two thousand years, by millions of people, because of what they teach. So let us tell them, as they have been handed down.

The young prince, the stories say, grew up surrounded by comfort. His father wanted him to become a great ruler, and he was determined that his son should never see anything painful or sad. Siddhartha lived in beautiful palaces, one for each season of the year. He wore fine clothes, ate the best food, and was entertained by musicians and dancers. He was educated, skilled in sports and in the arts, and he married a young woman named Yasodhara. They had a son.

By any ordinary measure, he had everything. And yet, the stories tell us, he was restless.

One day, the prince went out beyond the palace walls. On his journeys, he saw four sights that changed his life. First he saw an old man, bent and frail, leaning on a stick. Then he saw a man lying sick with a terrible illness. Then he saw a funeral procession, carrying a dead body. Siddhartha was shaken to his core. He had never truly understood before that everyone grows old, everyone can fall ill, and everyone, one day, will die. Not just strangers. His father. His wife. His son. Himself.

Then he saw the fourth sight: a wandering holy man, dressed in simple robes, with a calm and peaceful face. This man had given up his home and possessions to search for the truth about life and suffering. Something in his peaceful face stayed with the prince.

Siddhartha could not stop thinking about what he had seen. What good were palaces and music and fine food, if they could not protect anyone from old age, sickness and death? Was there any way to find a *peace* that did not depend on things that could be lost?

At the age of twenty-nine, according to tradition, he made a painful decision. One night, he looked for a last time at his sleeping wife and child, and then he slipped out of the palace. He rode to the edge of his father's lands, took off his fine clothes and jewels, cut off his long hair, and put on the simple robe of a wandering seeker. He sent his horse home.

It is a hard part of the story. Leaving his family was a great sacrifice, and many people who hear it today feel for Yasodhara and the little boy left behind. The tradition tells us that, years later, Siddhartha returned home, and that both his wife and his son became his followers. But on that night, he walked out alone into the dark, with no money, no home and no idea what lay ahead.

He had tried a life of pleasure and comfort, and it had not given him the answer. Now he would try the very *opposite*.`,
    },
    {
      title: 'The Hardest Road',
      content: `In ancient India, there were many wandering seekers like Siddhartha. They lived in the forests, begged for their food, and followed different teachers and methods in their search for truth.

Siddhartha first studied with two respected meditation teachers. The texts name them as Alara Kalama and Uddaka Ramaputta. Under their guidance he learned to sit very still and bring his mind into deep states of calm and concentration. He was an outstanding student. Each teacher, in turn, invited him to stay and help lead their community. But Siddhartha felt that, although these states were peaceful, they did not last, and they did not fully answer his question about suffering. He thanked his teachers and moved on.

Next, he turned to a path that many seekers of his time believed was the surest way to freedom: extreme self-denial, sometimes called *asceticism*. The idea was that the body and its desires are what keep us trapped, so by punishing the body, starving it and enduring hardship, a person could free the spirit.

Five other seekers joined him, impressed by his determination. For about six years, Siddhartha pushed himself further than almost anyone. He ate less and less, until, the old texts say, he was living on a tiny amount of food each day. He held his breath for long periods. He sat exposed to the burning sun and the freezing nights. His body wasted away. The ancient accounts describe it vividly: his arms and legs became thin as dry reeds, his eyes sank deep into his head, and when he touched his belly, he could feel his backbone.

He was close to dying. And he was no nearer to the peace he was seeking.

Then, the texts say, Siddhartha remembered something. He remembered a day from his childhood, when his father was taking part in a farming ceremony. The boy had been left sitting in the cool shade of a rose-apple tree. Without trying, without forcing anything, he had slipped into a state of deep, quiet, joyful calm, simply sitting there, watching, breathing.

He thought about that memory. That peace had not come from luxury. It had not come from punishing himself either. It had come gently, naturally, when his body was cared for and his mind was at ease. He began to wonder: was he afraid of that kind of happiness? And he realised that he did not need to be. A simple, wholesome contentment was not an obstacle to wisdom. It might even be the ground from which wisdom could grow.

But he could not reach that kind of calm while his body was starving. So Siddhartha made another brave decision. He decided to eat.

According to tradition, a young woman from a nearby village, named Sujata, brought him a bowl of rice cooked in milk. He accepted it gratefully and ate it. Slowly his strength began to return. He bathed in the river. He felt his body, weak but alive, and his mind becoming clearer.

His five companions were disgusted. They thought he had given up and gone back to a life of comfort. They left him and went away to a place called the Deer Park, near the city of Varanasi.

Siddhartha was alone again. But he was not discouraged. He had tried a life of pleasure and found it empty. He had tried a life of harsh self-punishment and found that it only led to exhaustion. Now he was beginning to see that the way forward lay somewhere *between* the two.

He walked to a place now called Bodh Gaya, and sat down beneath a large fig tree. He made himself a simple seat of grass. He sat with his back straight and relaxed, breathing easily, his body nourished and his mind calm. And he made a quiet promise to himself that he would stay there until he understood.`,
    },
    {
      title: 'The First Teaching',
      content: `The stories say that Siddhartha sat beneath the fig tree through a long night. He faced many difficulties within his own mind: fears, desires and doubts, which the old stories picture as the attacks of a tempter named Mara. He did not fight them and he did not run from them. He remained steady, watching each one arise and pass away.

And as the morning star appeared in the sky, according to tradition, he understood. He saw clearly how suffering arises, and how it can come to an end. From that moment, he was known as the Buddha, which means the awakened one. The tree he sat under became known as the Bodhi tree, the tree of awakening. A descendant of it still grows at Bodh Gaya today, and people travel from all over the world to sit in its shade.

For a while, the Buddha stayed near the tree, reflecting on what he had understood. He wondered whether anyone else would be able to grasp it. Then he decided to share it. And the first people he thought of were his five old companions, who had left him in disgust.

He walked to the Deer Park near Varanasi, a place now called Sarnath. When his five companions saw him coming, the stories say, they agreed among themselves to be cold to him, since he had abandoned their strict path. But as he came closer, they saw something in his face and his manner, a deep calm and clarity, and they found themselves rising to greet him.

He sat down with them, and he gave his first teaching. It is remembered in a text known as the Setting in Motion of the Wheel of the Teaching, and it begins with the idea at the heart of this book.

There are two extremes, the Buddha told them, which a person seeking freedom should not follow. One is a life devoted to chasing pleasure and comfort. This, he said, is low and ordinary and does not lead to real benefit. The other is a life devoted to punishing oneself. This is painful, and it too does not lead to real benefit. Avoiding both of these extremes, he said, he had discovered a *middle way*, which gives vision and knowledge, and leads to peace, to understanding and to awakening.

His companions knew he was speaking from experience. He had lived both extremes, more fully than almost anyone. He had been a prince in a palace, and he had been a starving hermit in the forest. He had found that neither led where he wanted to go.

The middle way, the Buddha explained, is a path with eight parts, often called the Noble Eightfold Path. In simple terms, it means: seeing life clearly and truthfully; having kind and wise intentions; speaking honestly and gently; acting without causing harm; earning a living in a way that does not hurt others; making a balanced effort; being *mindful*, which means paying close and kind attention to the present moment; and developing a calm, steady, concentrated mind.

In that same teaching, he also set out what are called the Four Noble Truths. Life involves suffering and dissatisfaction. This suffering has a cause, which is craving and clinging. Suffering can come to an end. And the way to its end is the Eightfold Path, the middle way.

One of the five companions understood straight away, and the others soon followed. They became the first members of a community of followers that would grow, over the centuries, into one of the world's great spiritual traditions.

It is worth pausing here to notice something. The Buddha's first teaching did not begin with a grand statement about the universe. It began with a very practical observation, drawn from his own life: going too far in either direction does not help. Too much indulgence leaves us dull and restless. Too much harshness leaves us exhausted and bitter. Somewhere between them lies a way that is kind, steady and clear.

It sounds simple. But as the Buddha himself would show, finding that middle in real life is a skill that takes attention and practice.`,
    },
    {
      title: 'The Lute String',
      content: `One of the best-loved stories about the middle way concerns a young monk named Sona.

Before he became a monk, the texts tell us, Sona had come from a wealthy family and had led a soft, comfortable life. When he joined the Buddha's community, he threw himself into practice with tremendous energy. He practised walking meditation, back and forth along a path, for so long and so hard that his feet, which were not used to such treatment, became sore and bled.

Even so, he felt he was getting nowhere. He became discouraged. Alone in the forest, he began to think that perhaps he should give up being a monk altogether, go home, enjoy his family's wealth, and do good deeds with it instead.

The Buddha, knowing what Sona was thinking, came to see him. He did not scold him. Instead, he asked a gentle question.

When you lived at home, Sona, you were skilled at playing the lute, weren't you?

Sona said that he was.

And when the strings of your lute were wound too tight, did it sound good? Was it easy to play?

No, said Sona.

And when the strings were too loose, did it sound good then?

No, said Sona.

But when the strings were neither too tight nor too loose, but tuned just right, in the middle, then did it sound good?

Yes, said Sona.

In the same way, the Buddha told him, too much effort leads to restlessness, and too little effort leads to laziness. So find a balanced effort. Tune your energy the way you would tune a lute string. Sona took this teaching to heart. He went back to his practice, neither straining nor slacking, and, the text tells us, before long he reached the awakening he had been seeking.

It is a lovely image, and a very practical one. Many of us know what it feels like to be wound too tight. We push ourselves too hard at school or at work. We try to be perfect. We worry and strive until we are exhausted, and then, like Sona, we feel like giving up altogether. Others of us know what it feels like to be too loose: drifting, distracted, never quite getting around to what matters. Most of us swing between the two.

The lute string asks us to notice where we are, right now, and adjust. Not once and for all, but again and again, the way a musician tunes an instrument before every performance, listening carefully, turning the pegs a little this way, a little that way, until the note sounds true.

You can try this with your breath, right now. Sit comfortably and bring your attention to your breathing. If you try too hard to control it, to make it perfectly slow or deep, you may notice it becoming stiff and forced. If you let your attention go completely slack, you may find your mind wandering off. See if you can find a gentle middle: aware of each breath, but letting it breathe itself. *Attentive*, but relaxed. That is the tuned string.

Interestingly, a very similar idea appeared in another part of the ancient world, not long afterwards. The Greek philosopher Aristotle, who lived in the fourth century before the Common Era, taught that good qualities of character are usually found at a mean between two extremes. Courage, for example, lies between cowardice, which is too little, and recklessness, which is too much. Generosity lies between meanness and wastefulness.

Aristotle added an important point. The right middle is not the same for everyone. He gave the example of food: the right amount for a champion wrestler in training is not the right amount for a beginner. The middle, in other words, has to be found with *wisdom*, by paying attention to the person and the situation.

The Buddha and Aristotle came from very different worlds and, as far as we know, never heard of each other. Yet both of them noticed the same thing about a good life: it is rarely found at the extremes.`,
    },
    {
      title: 'Finding the Middle Today',
      content: `It might be easy to misunderstand the middle way. It does not mean always choosing something dull and halfway. It does not mean never feeling strongly, or never working hard, or never enjoying yourself. The Buddha worked very hard. He taught for around forty-five years, walking from town to town across northern India, until he died in old age. He was famous for his deep compassion and his steady, joyful calm.

The middle way is better understood as *balance*, and balance is something alive. Think of someone riding a bicycle. They are never perfectly still in the middle. They are always making tiny adjustments, leaning a little this way and a little that way, responding to the road. That is what the middle way is like. It is not a fixed point. It is a way of paying attention and adjusting, moment by moment, with kindness and good sense.

So what might it look like in an ordinary day?

Think about work and rest. Too much work, without rest, leaves us worn out and snappy. Too much rest, without any purpose, can leave us restless and low. The middle way asks: what do I need right now? Perhaps it is an hour of focused effort. Perhaps it is a walk, or a cup of tea by the window, or an early night.

Think about food. The Buddha learned, under the rose-apple tree and again with Sujata's bowl of milk-rice, that the body deserves care. Not stuffing it, and not starving it, but nourishing it, with gratitude.

Think about the way we speak to ourselves. Some people are so harsh with themselves that every mistake feels like a disaster. Others avoid looking at their mistakes at all. The middle way suggests a gentler path: to see our mistakes honestly, and to treat ourselves with the same patience we would offer a good friend who was learning something new. Sona did not need to be scolded. He needed to be shown how to tune his string.

Think, too, about the screens and devices many of us carry. The middle way does not say we must throw them away, nor that we should stare at them all day. It invites us to notice how we feel when we use them, and to find the amount that helps us rather than drains us.

And think about our feelings. When strong emotions come, such as anger, sadness or worry, there are two extremes we often fall into. One is to be swept away completely, letting the feeling take over everything we say and do. The other is to push the feeling down and pretend it is not there. The mindful middle is to notice the feeling, give it room, breathe with it, and let it pass in its own time, without either obeying it or fighting it.

None of this is easy. Even the Buddha's followers, who had the best teacher imaginable, had to practise for years. But the good news about the middle way is that it is always available. Wherever you are, whatever is happening, you can pause and ask: am I wound too tight, or too loose? And then you can make one small, gentle adjustment.

Here is a simple practice to end with. Tonight, or whenever you next have a quiet moment, sit comfortably and take three slow breaths. Then ask yourself, kindly: where in my life am I pushing too hard? Where am I holding back too much? Don't try to fix everything. Just notice. Then choose one small thing to tune, the way a musician turns one peg, a little.

Two and a half thousand years ago, a young man who had tried everything sat down under a tree, with a body cared for and a mind at ease, and found a path between the extremes. That path is still there. It begins, as it did for him, with a single, balanced breath, and with the *courage* to be gentle.`,
    },
  ],
} as const satisfies BookItem;
