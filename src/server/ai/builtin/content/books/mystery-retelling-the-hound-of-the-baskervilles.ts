import type { BookItem } from '../types';

export const MYSTERY_RETELLING_HOUND = {
  id: 'mystery-retelling-the-hound-of-the-baskervilles',
  genre: 'mystery',
  kind: 'existing',
  title: 'The Hound of the Baskervilles, Retold',
  author: 'Stillwell Library, after Arthur Conan Doyle',
  retells: { title: 'The Hound of the Baskervilles', author: 'Arthur Conan Doyle' },
  sections: [
    {
      title: 'The Legend',
      content: `It began, as so many of their cases did, on a quiet morning in the sitting room at Baker Street. A visitor had called the night before while Sherlock Holmes and Dr Watson were out, and he had left his walking stick behind. It was a fine, thick stick with a silver band. Holmes asked Watson what he could tell about its owner, and Watson did his best. Then Holmes gently corrected him, point by point. The owner, he said, was a young country doctor, friendly and a little absent-minded, who owned a dog somewhat larger than a terrier and smaller than a mastiff. He could tell from the marks of teeth on the stick.

A moment later the owner himself walked in, with his curly-haired spaniel at his heels. He was *Dr Mortimer*, from the wild moorland of Devon, and he had come for help.

He took an old paper from his pocket and read it aloud. It was a family story of the Baskervilles, written down long ago. It told of Hugo Baskerville, a cruel and wicked man who lived in the days of the old wars. One night he had chased a frightened young woman across the *moor*, and there, in the moonlight, a great black beast, shaped like a hound but larger than any hound ever seen, had come upon him. Hugo was never cruel to anyone again, for he never came home. Since then, the paper said, the family had been troubled by this creature, and their descendants were warned never to cross the moor in the dark hours when evil is strong.

Holmes yawned. It sounded to him like a fairy tale. But Dr Mortimer had something more recent to tell.

Only a few months earlier, *Sir Charles Baskerville*, the kind and generous master of Baskerville Hall, had been found dead at the end of a long walk of yew trees in his own grounds. His heart had been weak, and the doctors said it had simply stopped. But his face had been twisted with terror, and Dr Mortimer had noticed something the others had missed. On the path, a little distance from the body, were footprints.

"A man's or a woman's?" asked Holmes.

Dr Mortimer lowered his voice. "Mr Holmes, they were the footprints of a gigantic hound."

Now Holmes was leaning forward, his eyes bright. He asked sharp questions. Sir Charles had been standing for some time at a gate that led out onto the moor, for the ash of his cigar had dropped twice on the same spot. Then, it seemed, he had run, or walked on tiptoe, down the path before he fell. Why would an old man with a weak heart run away from his own house, out into the night?

The reason Dr Mortimer had come was the heir. Sir Charles had no children, and the estate now passed to his nephew, *Sir Henry Baskerville*, a young man who had been farming in Canada. He was arriving in London that very day. Dr Mortimer was worried. Should he take Sir Henry to the Hall, where every Baskerville seemed to meet a dark fate? Or should he keep him away?

Holmes asked for time to think. When Dr Mortimer had gone, Holmes sent Watson out for the day, ordered a large supply of tobacco, and sat alone in his armchair, thinking. When Watson came home that evening, the room was so full of smoke that he could hardly see across it. Holmes had spent the whole day, in his mind, wandering over a map of the moor. There was the Hall, there was the little village of Grimpen, and there, all around, were the lonely hills and the great boggy mire.

"It is a wild place," Holmes said thoughtfully. "A fitting place for such a story. But we must not reach for the supernatural until every natural explanation has failed us."

The next morning, Dr Mortimer would bring Sir Henry to Baker Street, and the real puzzle would begin.`,
    },
    {
      title: 'A Warning and a Journey',
      content: `Sir Henry Baskerville turned out to be a sturdy, cheerful young man with a steady gaze and a weather-tanned face. He had hardly arrived in London before strange things began to happen to him.

That morning, at his hotel, he had received a letter. The words were not written by hand but cut out of a newspaper and pasted onto the paper, and they warned him to keep away from the moor if he valued his life. Holmes studied it with delight and soon announced which newspaper the words had come from, and that they had been snipped with short nail scissors. The one word that had been written in ink was moor.

There was another small mystery. One of Sir Henry's new brown boots had gone missing from outside his hotel room. Later an old black boot went missing too, and the new one came back. Sir Henry was more annoyed than frightened, but Holmes was very interested indeed.

As Sir Henry and Dr Mortimer walked back to the hotel, Holmes and Watson followed at a distance. Holmes soon spotted a cab creeping along behind the two men. Inside sat a man with a thick *black beard*. The moment he saw he had been noticed, he shouted to the driver, and the cab flew away down the street. Holmes was cross with himself for being seen, but he learned the cab's number. The driver later told him that the bearded passenger had given his name as Sherlock Holmes, which made Holmes laugh out loud.

Sir Henry decided that no legend and no warning would keep him from his family home. Holmes agreed he should go, but not alone. He could not leave London himself just then, he said, so he asked *Watson* to go with Sir Henry, to watch over him and to send back careful reports of everything he saw.

So Watson, Sir Henry and Dr Mortimer took the train to Devon. From the window they watched the soft green fields give way to the wide, rolling *moor*, brown and purple under a grey sky, with strange rocky hilltops rising from it. Soldiers stood on the road, for a dangerous prisoner named Selden had escaped from the great prison on the moor.

Baskerville Hall was a gloomy old house at the end of a long, dark avenue. The butler, *Barrymore*, was a tall, pale man with a square black beard, and his wife kept the house. That first night, Watson lay awake and heard, quite clearly, the sound of a woman sobbing somewhere in the house. In the morning Mrs Barrymore's eyes were red, but her husband said she had not been crying at all.

A few days later, walking alone on the moor, Watson met a neighbour, Mr Stapleton. He was a slim, fair man with a butterfly net, a naturalist who knew the moor better than anyone. He pointed out the *Grimpen Mire*, a great green bog where a false step could swallow a pony. He had seen it happen, he said. As they spoke, a long, low, mournful howl drifted across the moor from somewhere far away. Stapleton said calmly that the country people believed it was the hound of the Baskervilles calling for its prey. Watson felt a chill, though the day was warm.

Stapleton darted off after a rare butterfly. While he was gone, a lovely dark-haired woman came along the path. She was his sister, *Miss Stapleton*, and she mistook Watson for Sir Henry. In a hurried, urgent whisper, she begged him to go straight back to London and never say a word about it. Then her brother returned, and she changed the subject at once, as if nothing had happened.

Watson walked back to the Hall that evening with his head full of questions. There were secrets all around him, and he meant to find them out.`,
    },
    {
      title: 'The Man on the Tor',
      content: `Watson wrote long letters to Holmes, telling him everything. Sir Henry, he reported, had quickly fallen in love with Miss Stapleton. Her brother, strangely, seemed to dislike this very much, though Sir Henry was a fine match for anyone.

Then Watson solved the mystery of the sobbing. Late one night he heard soft footsteps in the corridor and saw Barrymore creep past with a candle. The butler stood at a window and held the candle up to the glass, staring out into the darkness of the moor. Watson and Sir Henry waited, and on the next night they caught him at it. Far out on the moor, a tiny point of light answered.

Mrs Barrymore broke down and told them the truth. The escaped prisoner, *Selden*, was her younger brother. She had loved him as a little boy, and though he had gone badly wrong, she could not let him starve. The candle was a *signal* that food was waiting for him. Watson and Sir Henry went out into the night to catch the man, but he was quick and scrambled away over the rocks. As they stood catching their breath, Watson saw something that made him stop. On top of a rocky hill, or *tor*, stood the tall, dark figure of a man, perfectly still against the bright moon. Then he was gone. It was not the prisoner. Someone else was out there, watching.

Grateful for their kindness to her brother, Barrymore told them something more. On the night Sir Charles died, he had been waiting at the gate to meet a woman whose name began with the letters L. L. Watson soon found her. She was Mrs Laura Lyons, who lived in the nearby town. She admitted she had written asking Sir Charles to meet her, for she needed money and he was always generous. But, she said, she had changed her mind and never gone. She would not say who had advised her to write that letter.

Watson turned his thoughts to the mysterious man on the tor. The moor was scattered with the ruins of ancient stone huts, where people had lived thousands of years ago. He learned that a boy was carrying food out to someone hiding among them. Watson followed the boy's path and found a hut that was clearly lived in. There was a blanket, a tin of food, a jug of water, and a scrap of paper. On the paper were the words: Dr Watson has gone to Coombe Tracey. That was where Laura Lyons lived. Whoever lived here had been following Watson himself.

Watson's heart pounded. He took out his revolver, sat down in the shadows of the hut, and waited for the stranger to return. The sun sank lower. At last he heard footsteps on the stones outside, coming closer and closer. They stopped at the doorway.

Then a familiar voice spoke, light and amused. It remarked on what a fine evening it was, and suggested that Watson might find the fresh air outside rather pleasanter than that gloomy hut.

Watson could hardly breathe. He stepped out into the evening light, and there, sitting on a stone, was *Sherlock Holmes*. He was thin and brown from the sun, but as neat and calm as ever.

"Holmes!" cried Watson. "I have never been so glad to see anyone in my life."

Holmes had been on the moor all along, living quietly in the old hut, so that the person they were after would not know he was close. He had read every one of Watson's reports, which had been sent on to him, and he praised his friend warmly for them. Watson was a little hurt to have been kept in the dark, but his joy at seeing Holmes was much greater.

The two friends sat together on the stones as the golden light faded over the moor. At last, Holmes said, they were ready to begin.`,
    },
    {
      title: 'The Face in the Portrait',
      content: `As the evening darkened, Holmes shared what he had learned. The man they were after, he said quietly, was *Stapleton*, the friendly naturalist with the butterfly net. And the lovely woman everyone believed was his sister was really his wife. He had made her pretend, so that she could attract Sir Henry. It was Stapleton who had advised Laura Lyons to write to Sir Charles, and then persuaded her not to go, so that the old man would be waiting alone at the gate that night.

"But why?" asked Watson. "And what of the hound?"

Before Holmes could answer, a terrible scream rang out over the moor, and then the deep, heavy sound of a great beast. The two men ran towards it, stumbling in the dark. At the foot of a rocky slope they found a man lying still, in Sir Henry's tweed suit. Watson's heart sank. But when Holmes turned him over, they saw the face of the escaped prisoner, *Selden*. Sir Henry had given his old clothes to Barrymore, who had passed them to Selden. The hound had followed the scent of Sir Henry's clothes, and the poor man had fled in terror and fallen from the rocks. Now Holmes understood why a boot had been stolen in London. The villain needed something carrying Sir Henry's scent.

At that very moment, Stapleton himself came strolling out of the dark, smoking a cigar. He stopped short when he saw the body, and for an instant his face showed shock, for he had expected it to be Sir Henry. He quickly recovered, and asked innocently whether they had heard the hound. Holmes calmly said the man had probably fallen while wandering the moor, and that he himself would be going back to London the next day. Stapleton looked relieved.

That night at the Hall, after supper, Holmes stood for a long time looking up at the family *portraits* on the wall. One showed old Hugo Baskerville, the wicked man from the legend, in a broad hat and lace collar. Holmes climbed onto a chair and held up a candle, and with his arm he covered the hat and the long curls. Watson gasped. The face that looked out of the painting was the face of Stapleton.

"He is a Baskerville," said Holmes softly. Stapleton was the son of Sir Charles's younger brother, who had gone abroad long ago and was thought to have had no children. He had come to the moor under a false name, meaning to clear away everyone who stood between him and the great estate. The legend had given him his idea. He only needed a hound frightening enough to make it come true.

Holmes now had his whole plan. The next morning he told Sir Henry that he and Watson must leave for London. Sir Henry was hurt, for he did not want to be alone. Holmes asked him to trust them completely. He must go to dinner at the Stapletons' house that evening, as he had been invited, and afterwards he must *walk home across the moor* alone, by the path that passed their house.

It was a great deal to ask. Sir Henry was brave, and he agreed.

Holmes and Watson went to the station, but they did not get on the train. Instead they met a friend from Scotland Yard, the small, sharp detective *Lestrade*, who had come down from London. As the afternoon faded, the three of them drove quietly back across the moor and hid among the rocks near Merripit House, where they could see the lighted windows of the dining room. Inside, Sir Henry and Stapleton sat talking over their cigars.

The night was cold and clear, but over the great mire a thick white fog was beginning to rise. Holmes watched it creeping towards them with a worried frown.`,
    },
    {
      title: 'Out of the Fog',
      content: `The fog came slowly, like a wide white sea, rolling over the moor until it lay thick against the house. Holmes muttered that if it covered the path, they would not be able to see anything at all. He led them back a little, to higher ground, where the air was still clear.

At last the door opened and Sir Henry came out, alone. He walked quickly along the path, looking nervously about him. He passed the rocks where the watchers lay and went on up the path.

Then, from out of the fog, came a pattering sound. Watson would never forget what he saw next. An enormous *hound*, black as coal, burst out of the whiteness. Its mouth and eyes seemed to glow with a pale, flickering fire, and it bounded after Sir Henry with great long leaps.

For a moment the three men were frozen with amazement. Then Holmes and Watson fired together, and the creature gave a terrible howl, proving it could be hurt. It did not stop. It reached Sir Henry and knocked him to the ground. But Holmes had run faster than Watson had ever seen a man run. He fired again, and the great beast rolled over and lay still.

Sir Henry was unhurt, though he had fainted with fright. They loosened his collar and gave him a sip of brandy, and he opened his eyes, trembling. Holmes knelt by the hound. It was no ghost at all, but a real and very large dog, part bloodhound and part mastiff. Its muzzle had been painted with a strange glowing paste called *phosphorus* to make it look like a creature from a nightmare. Holmes rubbed it between his fingers, and it shone in the dark.

"Flesh and blood," said Holmes, with quiet satisfaction. "So the old Baskerville legend is finished at last."

They hurried to Merripit House, but Stapleton had fled. In an upstairs room they found his wife, tied up so that she could not warn anyone. When she was freed, her first question was whether Sir Henry was safe. When she heard that he was, she wept with relief. She had done what her husband told her for a long time, out of fear, but she would help them now. She knew where he must have gone: to a hiding place on a little island in the middle of the *Grimpen Mire*, where he had kept the hound.

The fog was too thick that night to follow. In the morning she led them along the narrow, hidden path through the mire, marked with little sticks. They found one of Sir Henry's stolen boots, dropped by the path. But of Stapleton himself there was no sign. In the blinding fog, he had lost his way, and the great bog had taken him. He was never seen again.

Some weeks later, back in the cosy sitting room at Baker Street, on a raw and foggy November evening, Holmes and Watson sat by the fire. Sir Henry had been shaken badly by his adventure, and Dr Mortimer had taken him on a long voyage around the world to rest and recover. They had visited Baker Street before setting off, and Sir Henry was already much better in body and in spirits.

Holmes went over the whole case for Watson, calmly filling in the last pieces. He told how Stapleton had bought the dog in London and hidden it on the moor, how the cut-out letter had really been a warning from his frightened wife, and how the clever villain had very nearly succeeded.

Then Holmes stretched his long legs towards the fire and smiled. "We have had some weeks of hard work, Watson," he said. "I think we might turn our thoughts to something more pleasant for one evening. Have you dressed for the opera? We might stop at a good restaurant on the way."

And so the two friends went out together into the *foggy London night*, leaving the moor and its dark legend far behind.`,
    },
  ],
} as const satisfies BookItem;
