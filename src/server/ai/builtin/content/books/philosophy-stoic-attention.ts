import type { BookItem } from '../types';

export const PHILOSOPHY_STOIC_ATTENTION = {
  id: 'philosophy-stoic-attention',
  genre: 'philosophy',
  kind: 'new',
  title: 'The Quiet Fortress: Stoic Lessons in Attention',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'The Painted Porch',
      content: `Today, when we call someone stoic, we usually mean that they keep a stiff upper lip. They do not complain, they do not cry, and they do not show much of anything at all. But the word has a much older and warmer story behind it, and the people who first called themselves Stoics were not trying to feel nothing. They were trying to live well, calmly and kindly, in a world that was often hard.

The story begins in Athens, around the year 300 before the Common Era. A merchant named Zeno, from the city of Citium on the island of Cyprus, arrived in Athens. According to a well-known ancient account, he had been shipwrecked and lost his cargo, and while he was in the city he wandered into a bookshop and began reading about the philosopher Socrates. He was so moved that he asked where he might find a man like that. He went on to study with several teachers, and in time he began to teach others himself.

Zeno did not teach in a grand building. He taught in a public colonnade on the edge of the marketplace, a long covered walkway decorated with famous paintings. The Greeks called it the Stoa Poikile, the Painted Porch. Anyone could walk by and listen. His followers became known as the people of the porch: the *Stoics*.

Over the next five hundred years, Stoic ideas spread across the Greek and Roman world. Some of the most famous Stoics lived in the time of the Roman Empire, and three of them left writings that people still read today. Seneca was a wealthy statesman and playwright. Epictetus was a teacher who had been born into slavery. And Marcus Aurelius was an emperor, perhaps the most powerful man in the world in his time. It is a remarkable thing that the same ideas could speak to a man in chains and a man on a throne.

What did they teach? The Stoics had a great deal to say about logic and about the nature of the universe. But at the heart of their philosophy was a practical question, the kind of question anyone might ask on a difficult morning: how can I live a good life, and keep my peace of mind, when so much of what happens to me is out of my hands?

Their answer, in its simplest form, was this. Our peace does not come from controlling the world. It comes from understanding clearly what is truly ours to look after, and giving that our full and steady *attention*.

The Stoics believed that the most valuable thing a person has is their own character: the way they think, choose and act. They called living in line with good character, with wisdom, courage, justice and self-control, living in agreement with nature. Money, fame and comfort, they said, are not bad in themselves, and it is fine to prefer them. But they are not what makes a life good. A person can be poor and good. A person can be famous and miserable.

This may sound rather stern. But many people who read the Stoics find it surprisingly comforting. It means that, whatever is happening around you, there is always something you can do. There is always a small space inside you where you can choose how to meet the moment.

The Stoics sometimes pictured that inner space as a fortress, a quiet place within the mind where no outside storm can reach unless we let it in. Marcus Aurelius called it something like a citadel. In this little book we will visit that fortress with the help of two guides: the teacher who was enslaved and the emperor who read his words. Before we begin, you might like to try something the Stoics would have approved of. Pause for a moment. Notice where you are, what you can hear, and how you are breathing. That small act of noticing is where Stoic practice begins.`,
    },
    {
      title: 'What Is Up to Us',
      content: `Epictetus was born around the year 50 of the Common Era, in the town of Hierapolis in what is now Turkey. He was born into slavery. His name simply means acquired. As a young man he was owned by a man named Epaphroditus, who worked for the emperor Nero in Rome. Ancient writers tell us that Epictetus walked with a limp, though they give different explanations for how this came about.

Remarkably, he was allowed to attend lessons with a respected Stoic teacher named Musonius Rufus. Some time after Nero's death, Epictetus was given his freedom, and he began to teach philosophy himself in Rome. Around the year 93, the emperor Domitian banished philosophers from the city, and Epictetus moved across the sea to Nicopolis, in western Greece. There he opened a school that became famous. Young men came from all over the empire to hear him.

Epictetus himself wrote nothing down. We know his teachings because one of his students, a young man named Arrian, took careful notes of his lectures. Arrian later published them in a collection called the Discourses, along with a short summary known as the Handbook, or in Greek, the Enchiridion. It is a word that means something you keep close at hand, like a dagger or a tool.

The Handbook opens with one of the most famous ideas in all of philosophy. Some things, Epictetus says, are *up to us*, and some things are not. Up to us are our own judgements, our intentions, our desires and what we turn away from: in short, our own inner actions. Not up to us are our bodies, our possessions, our reputation, our position in the world: everything that is not our own doing.

This sounds simple, but it has enormous consequences. Epictetus taught that much of our unhappiness comes from mixing up these two lists. We pour our energy into worrying about things that are not up to us, such as the weather, other people's opinions, or whether we will win. And we neglect the one thing that is completely ours: how we respond.

Think of an archer, an image the ancient Stoics themselves used. The archer can choose a good bow, practise carefully, aim well and release the arrow smoothly. All of that is up to the archer. But once the arrow leaves the string, a gust of wind might blow it off course. The wind is not up to the archer. A wise archer puts their whole heart into what they can do and then accepts the result calmly, whatever it is.

Epictetus went further. He taught that people are disturbed not by things themselves but by their *judgements* about things. Imagine two people stuck in the same traffic jam. One is furious, gripping the steering wheel, thinking that the day is ruined. The other turns on some music and watches the clouds. The traffic is the same. What is different is the story each of them is telling about it.

This does not mean that nothing matters, or that we should never try to change things. The Stoics were active people. They served as soldiers, senators and teachers, and they believed deeply in doing good in the world. But they tried to act without the extra weight of panic and resentment, which only make things harder.

Epictetus also offered a gentle practice for facing loss. When you grow fond of something, he suggested, remind yourself of what kind of thing it is. If you love a particular jug, say to yourself: it is a jug I love. Then, if one day it breaks, you will not be shocked, because you always knew that jugs can break. This is not meant to make us love things less. It is meant to help us love them more clearly, and to be grateful for them while they are here.`,
    },
    {
      title: 'An Emperor at Dawn',
      content: `About a generation after Epictetus died, a very different man came to read his words.

Marcus Aurelius was born in Rome in the year 121, into a wealthy and powerful family. As a boy he caught the attention of the emperor Hadrian, who arranged for him to be adopted, in time, into the imperial line. He was given the best teachers in the empire. Among them was a man named Junius Rusticus, who introduced him to the teachings of Epictetus and lent him his own copy of notes of Epictetus's lectures. Marcus never forgot it.

In 161 he became emperor. His reign was not peaceful. A terrible plague swept through the empire, killing vast numbers of people. There were floods, rebellions and long wars on the northern frontiers, along the river Danube. For many years Marcus lived not in his palace in Rome but in army camps, far from home, in cold and difficult country.

It was probably there, in his tent in the evenings or early mornings, that he wrote the notebook we now call the Meditations. He wrote it in Greek, the language of philosophy, and he seems to have written it only for himself. It was never meant to be published. Its ancient title can be translated as To Himself. It is a collection of reminders, encouragements and reflections, jotted down by a tired and thoughtful man trying to be good in a hard job.

That is what makes it so precious. Marcus is not lecturing us. He is talking to himself, and we are overhearing.

Many of his notes are about how to begin the day. In one, he admits that he does not want to get out of bed. It is warm under the blankets, he tells himself, but were you made for comfort, or for action? Look at the plants and birds and ants and bees, he writes, each busily doing its own work in the world. Will you not do the work of a human being?

In another famous passage, he prepares himself each morning for the people he will meet. Today, he reminds himself, I will meet people who are rude, ungrateful, arrogant and unkind. But they act that way because they do not understand what is truly good. And I do understand it. I know that they are my relatives in a deep sense, sharing the same human nature and the same reason. So they cannot truly harm me, and I cannot be angry with them or turn away from them, for we were made to *work together*, like hands and feet, or like the upper and lower rows of teeth.

There is something very touching about this. Here is the most powerful man in the world, and he is quietly reminding himself to be patient with difficult people, as so many of us have to do every day.

Marcus also wrote about a place to rest. People go looking for retreats, he noted, in the countryside, at the seashore, in the mountains. But you can retreat into yourself whenever you choose. There is no quieter or more peaceful place than your own mind, especially if you keep it in good order. So give yourself this *retreat* often, he advised, and renew yourself there. Keep your reminders short and simple, so that they will refresh you and send you back to your work without resentment.

You can try this now. Wherever you are, you can close your eyes, or soften your gaze, for a few breaths. Let the sounds around you come and go. Feel the weight of your body where it rests. Nothing needs to be solved in this moment. For a little while, you are in the quiet fortress, and the storm outside can wait.

Then, like Marcus, you can open your eyes and go back to your day, a little steadier than before.`,
    },
    {
      title: 'The Practice of Attention',
      content: `The Stoics had a word for the kind of inner watchfulness they tried to practise all day long. In Greek it was *prosoche*, which means attention, or attending to oneself. It was less like a rule and more like a habit of mind: a steady, gentle awareness of what you are thinking, feeling and choosing, moment by moment.

Epictetus gave a whole talk on this subject. If you let your attention slip for a little while, he warned his students, do not imagine that you can pick it up again whenever you like. Each small lapse makes the next one easier, until carelessness becomes a habit. Is there any part of life, he asked, that is not made better by attention? A carpenter works better when he pays attention. So does a helmsman steering a ship. So does a person trying to live well.

This might sound exhausting, as if we had to be on guard every second. But Stoic attention is not anxious. It is more like the attention of a good gardener or a musician: relaxed, interested, steady. It is a way of being present to your own life instead of drifting through it.

Marcus Aurelius wrote often about the present moment. He reminded himself that each of us lives only now, in this brief instant. The past is already gone, and the future is not yet here. Even the longest life and the shortest one lose only the same thing when they end, he reflected: the present, which is all anyone ever truly has.

So he urged himself to do each task fully. Do every action, he wrote, as though it were the last of your life, without aimlessness, without pretending, without complaint. Give what you are doing right now your whole attention, with seriousness and kindness. Washing a cup, answering a letter, listening to a friend: each one, done with care, becomes a small piece of a good life.

Marcus also knew how easily the mind runs ahead and piles up worries. In one note he tells himself not to let the picture of your whole life crush you. Do not gather up in your mind all the troubles that might come. Instead, ask of each present moment: what here is truly unbearable? You will usually find, he says, that the present moment can be borne. It is the imagined future that frightens us.

Some people worry that Stoic attention means pushing feelings away. But the Stoics were more thoughtful than that. They recognised that everyone, even the wisest person, feels a first jolt when something sudden happens: a start at a loud noise, a flush of fear, a rush of anger. These first movements, they said, are natural and not our fault. What matters is what we do next. Do we feed the feeling with stories and judgements until it grows into a storm? Or do we notice it, pause, and choose our response?

That pause is where *freedom* lives. Between what happens and what we do, there is a small space, and attention is what lets us find it.

Here is a simple Stoic-style practice for a difficult moment. First, notice what you are feeling, and name it quietly to yourself: this is frustration, or this is worry. Second, ask Epictetus's question: is this up to me, or not up to me? Third, if it is not up to you, let it be, as far as you can, the way you let the weather be. If it is up to you, ask what a wise and kind person would do next, and take that one small step.

It will not always work. The Stoics themselves admitted that they were still learning. Marcus Aurelius wrote his reminders over and over precisely because he kept forgetting them. That, too, is comforting. Attention is not something you achieve once. It is something you return to, again and again, like coming home.`,
    },
    {
      title: 'A Kind and Steady Life',
      content: `It would be easy to imagine the Stoics as lonely figures, sitting apart in their inner fortresses while the world rushed by. But that was not what they intended at all. For the Stoics, looking after your own mind was never the end of the story. It was what made it possible to treat other people well.

The Stoics believed that all human beings share in reason, and that this makes us, in a deep sense, one family. Some Stoics described themselves as citizens of the world, rather than only of one city or country. They pictured our care for others as a set of circles: ourselves at the centre, then our family, our neighbours, our fellow citizens, and finally all of humanity. A later Stoic named Hierocles suggested that we should try to draw those circles inward, treating people in the outer circles a little more as if they were in the inner ones. Strangers a little more like neighbours. Neighbours a little more like family.

Marcus Aurelius returned to this idea constantly. We are made for one another, he reminded himself. When someone wrongs you, he wrote, remember that they are your kin, and that they probably acted from ignorance. Be gentle. Teach them if you can, and if you cannot, bear with them. The best way to respond to unkindness, he suggested, is not to become like the person who was unkind.

He also wrote, at the beginning of the Meditations, a long list of thanks. He thanked his grandfather for his good temper, his mother for her generosity and simple way of living, his teachers for what each had shown him. He thanked Rusticus for introducing him to Epictetus. Reading this list, you can feel how much of his character he knew he owed to others. *Gratitude*, for the Stoics, was part of seeing clearly.

Another Stoic, Seneca, described a practice for the end of the day that many people still use. In one of his writings he explains that each evening, when the lamp had been taken away and the house had fallen quiet, he would look back over the whole of his day. He would ask himself: what did I do well today? Where did I go wrong? What could I do better tomorrow? He did this not to scold himself, but to learn, the way a good teacher goes over a lesson with a student. He said that he slept better for it.

You might like to try this tonight. As you lie in bed, think back gently over your day. Notice one moment where you acted with patience or kindness, and let yourself feel glad of it. Notice one moment you would like to handle differently, and think, without harshness, of what you might do next time. Then let the day go. It is finished. Tomorrow is a fresh page.

So what does Stoic attention look like in an ordinary life? Perhaps something like this. In the morning, you prepare yourself calmly for whatever the day may bring, including difficult people, remembering that they are human too. During the day, you notice when your mind races ahead into worry, and you bring it back to the task in front of you. When something goes wrong, you pause, and ask what is truly up to you. You give your full effort to that, and let the rest be. You treat others with patience, and you are grateful for the good things while they are here. And in the evening, you look back with *honesty* and kindness, and rest.

None of this requires wealth, or power, or special talent. It was practised by a man born into slavery and by an emperor in a cold army camp. It can be practised by a student before an exam, a parent on a busy morning, or anyone reading these words right now. The quiet fortress is always there. You only have to remember to go in.`,
    },
  ],
} as const satisfies BookItem;
