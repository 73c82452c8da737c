import type { BookItem } from '../types';

export const FANTASY_RETELLING_ALICE = {
  id: 'fantasy-retelling-alices-adventures-in-wonderland',
  genre: 'fantasy',
  kind: 'existing',
  title: "Alice's Adventures in Wonderland, Retold",
  author: 'Stillwell Library, after Lewis Carroll',
  retells: { title: "Alice's Adventures in Wonderland", author: 'Lewis Carroll' },
  sections: [
    {
      title: 'Down the Rabbit Hole',
      content: `It was a warm and drowsy summer afternoon. Alice sat on a grassy bank beside her older sister, who was reading a book with no pictures and no conversations in it. Alice could not understand the point of a book like that. The air hummed with bees, the daisies nodded, and her eyes were growing heavy.

Then something hurried past her that woke her right up. It was a *White Rabbit* with pink eyes, and it was talking to itself. "Oh dear, oh dear, I shall be late!" Rabbits do not usually talk, but that was not the strangest part. This one pulled a watch out of its waistcoat pocket, looked at it, and ran on faster than ever. Alice had never seen a rabbit with a waistcoat, let alone a watch. Burning with curiosity, she jumped up and followed it across the field, just in time to see it pop down a large rabbit hole under a hedge.

Without stopping to wonder how she would get out again, Alice went down after it.

The hole went straight along like a tunnel for a while, and then it dipped so suddenly that she found herself falling down what seemed to be a very deep well. But it was the gentlest kind of falling. She drifted down so slowly that she had time to look around. The walls were lined with cupboards and bookshelves, with maps and pictures hung on pegs. She wondered aloud whether she would fall right through the earth and come out among people who walked upside down.

At last, with a soft thump, she landed on a heap of sticks and dry leaves. She was not hurt in the least. Ahead of her, the White Rabbit was just vanishing round a corner, murmuring about his ears and whiskers and how late it was getting.

Alice found herself in a long, low hall lit by a row of lamps. There were doors all the way round, but every one was locked. In the middle stood a little three-legged table made of glass, and on it lay a tiny golden *key*. But behind a curtain she found a little door, only about as high as her hand, and the key fitted it perfectly. She knelt and peeped through into a passage, and beyond it she saw the *loveliest garden* she had ever seen, full of bright flowers and cool fountains. How she longed to wander there! But she could not even fit her head through the doorway.

Back on the table there was now a little bottle with a paper label that said DRINK ME. Alice checked carefully that it was not marked poison, and then she tasted it. It was delicious, like cherry tart and custard and roast turkey all at once. And she began to shrink, smaller and smaller, until she was just the right size for the little door.

Unfortunately, she had left the golden key on the glass table, far above her head. Then she found a small cake marked EAT ME. She ate it, and this time she grew and grew until her head bumped the ceiling. She was now far too big for the door again. Poor Alice cried so many tears that they made a great salty pool around her feet.

The White Rabbit came trotting back, dressed in his best, with a pair of white gloves and a fan. When Alice spoke to him, he was so startled that he dropped them both and scurried away. Alice picked up the fan and fanned herself while she talked, and she noticed she was shrinking again. She dropped the fan just in time, before she shrank away to nothing. A moment later her foot slipped, and splash! She was up to her chin in the pool of her own tears.`,
    },
    {
      title: 'A Caucus Race and a Caterpillar',
      content: `Alice was not alone in the pool for long. A *Mouse* came paddling by, and soon a whole crowd of creatures had fallen in too: a Duck, a Dodo, a Lory, an Eaglet and many more. Together they swam to the shore and stood dripping on the bank, wondering how to get dry.

The Mouse told them to sit down and listen. He recited the driest facts he knew, but it did not help. So the Dodo suggested a *Caucus Race*. He marked out a sort of circle, and everyone started running whenever they liked and stopped whenever they liked. After half an hour, when they were all quite dry, the Dodo declared that everybody had won and everybody must have prizes. Alice handed round a box of sweets from her pocket, and the Dodo solemnly presented her own thimble back to her as her prize.

The Mouse told Alice his sad, long tale, though Alice kept thinking of it as a tail, curling round and round. Then she mentioned her cat Dinah, and how good she was at catching birds and mice. One by one the animals remembered urgent business elsewhere and hurried off, and Alice was left on her own, feeling a little lonely.

Soon the White Rabbit came pattering back, searching for his gloves and fan. He mistook Alice for his housemaid, Mary Ann, and sent her running to his house to fetch them. She found the neat little house with a brass plate on the door, and upstairs she found the gloves. She also found another little bottle, and, being curious, she drank from it. At once she began to grow. She grew until she had to kneel, then lie down, then put one arm out of the window and one foot up the chimney.

Outside, the Rabbit and his neighbours made a great fuss about the giant arm in the window. They sent a lizard named Bill down the chimney, and Alice gave a little kick that sent him flying up into the sky like a rocket. Then they threw a shower of pebbles through the window. As the pebbles landed on the floor, they turned into little cakes. Alice ate one, shrank down small, and ran out of the door and away into a thick wood.

In the wood she met an enormous puppy, who wanted to play. She threw a stick for it and slipped away while it was busy. Then she came to a large *mushroom*, about her own height. She stood on tiptoe and peeped over the edge, and there, sitting on top, was a big blue *Caterpillar* with its arms folded, quietly smoking a long hookah.

The Caterpillar looked at her for a long time in silence. At last it asked, in a slow and sleepy voice, "Who are you?"

It was a harder question than it sounded. Alice explained that she hardly knew any more, since she had changed size so many times that day. The Caterpillar did not seem to think this was a problem at all. It asked her to recite a poem, and she tried, but every word came out wrong and strange. The Caterpillar told her it was wrong from beginning to end.

Before it crawled away into the grass, the Caterpillar gave her a useful piece of advice. One side of the mushroom would make her grow taller, it said, and the other side would make her grow shorter. Alice broke off a piece from each side and nibbled carefully. At first she shrank so fast that her chin hit her foot. Then her neck grew so long that her head rose up above the treetops, where a Pigeon flew at her, crying that she was a serpent after its eggs. Alice insisted she was only a little girl. Slowly, with small bites from one hand and then the other, she brought herself back to her usual height. It felt very odd to be normal again.`,
    },
    {
      title: 'A Grin and a Tea-Party',
      content: `Alice walked on until she came to a little house in a clearing. A footman who looked like a fish was handing a large letter to another footman who looked like a frog. It was an invitation from the Queen for the *Duchess* to play croquet. Alice went inside, since nobody seemed able to stop her.

The kitchen was full of smoke and pepper. The Duchess sat on a stool nursing a baby, the cook was stirring a big pot of soup, and everyone was sneezing except the cook and a large cat sitting on the hearth, grinning from ear to ear. The cook kept throwing pans and dishes about, and the Duchess sang a loud lullaby that was not soothing at all. Then, quite suddenly, she tossed the baby to Alice and went off to get ready for the Queen.

Alice carried the baby outside, feeling that somebody ought to look after it. But the longer she held it, the stranger it looked. Its nose turned up like a snout, and it started to grunt. At last Alice saw that it had become a little pig. She set it down, and it trotted peacefully away into the wood. She thought it made rather a handsome pig.

Then she noticed the grinning cat again, sitting on the branch of a tree. It was the *Cheshire Cat*, and it looked good-natured, though it had a great many teeth. Alice politely asked which way she ought to go from here. The Cat said that depended a good deal on where she wanted to get to. When Alice said she did not much mind, the Cat replied that then it did not much matter which way she went. It told her that everyone in this country was a little mad, herself included, or she would not have come. Then it began to vanish, slowly, starting at the tail, until only its grin was left hanging in the air. Alice thought she had often seen a cat without a grin, but never a grin without a cat.

She followed the path to the house of the March Hare. Under a tree in front of it, a long table was laid for tea. The *March Hare* and the *Hatter* sat at one end, with a sleepy Dormouse squashed between them, using it as a cushion. "No room! No room!" they cried when they saw Alice coming, though there was plenty of room, and she sat down in a big armchair.

This was the *Mad Tea-Party*, and it was the silliest conversation Alice had ever joined. The Hatter asked her why a raven is like a writing desk, and when she gave up, he admitted he had no idea either. He showed her his watch, which told the day of the month but not the hour. He explained that he had quarrelled with Time, and ever since then it had always been six o'clock, which was always teatime. That was why there were so many cups on the table. They simply moved round to a clean place whenever they had used one up.

The Dormouse woke up long enough to start a story about three sisters who lived at the bottom of a treacle well. Alice kept asking sensible questions, and the others kept getting cross with her. At last the Hatter was so rude that she stood up and walked away. The last she saw of them, the Hare and the Hatter were trying to squeeze the Dormouse into the teapot.

Alone in the wood again, Alice noticed a tree with a little door in its trunk. She stepped inside and found herself back in the long hall, beside the glass table. This time she knew exactly what to do. She took the golden key and unlocked the little door. She nibbled her piece of mushroom until she was just the right size. Then she walked down the little passage, and at last she stepped out among the bright flower beds and the cool fountains of the beautiful *garden*.

She stood still for a moment and breathed it all in. After such a long and puzzling day, she had finally arrived.`,
    },
    {
      title: 'The Queen of Hearts',
      content: `Near the entrance of the garden stood a large rose tree. The roses on it were white, but three gardeners were busily painting them red. The gardeners were shaped like flat, oblong *playing cards*, with hands and feet at the corners. They told Alice in whispers that they had planted a white rose tree by mistake, when the Queen had wanted a red one, and they were trying to fix it before she noticed.

Just then a grand procession came through the garden. There were soldiers and courtiers, all shaped like cards, and the royal children, and the guests, among them the White Rabbit. Last of all came the *Queen of Hearts* and the King of Hearts. The gardeners threw themselves flat on their faces. The Queen saw the painted roses, grew red in the face, and shouted her favourite order: "Off with their heads!" But Alice quietly tucked the three gardeners into a large flowerpot where the soldiers could not find them, and the soldiers marched away, saying the heads were gone. Alice soon learned that the Queen shouted this about everyone, all day long, but that the King quietly pardoned people behind her back, and nobody was ever really harmed.

"Can you play croquet?" the Queen asked Alice, and Alice said yes. So she joined the game. It was the strangest *croquet* match that ever was. The balls were live hedgehogs, the mallets were live flamingos, and the soldiers bent over on their hands and feet to make the arches. Alice's flamingo kept twisting its long neck round to look up at her with a puzzled face. Her hedgehog kept uncurling and wandering off. Everybody played at once, without waiting for turns, and the Queen stamped about shouting for people to be punished.

Alice was wondering how to slip away when she saw a grin appear in the air. Slowly the rest of the Cheshire Cat's head appeared around it. Alice was glad to have a friend to talk to, and she told it how unfair the game was. The King came over and did not like the look of the Cat at all. The Queen ordered its head to be cut off. But the executioner argued that you cannot cut off a head when there is no body to cut it from, and the King argued that anything with a head can be beheaded. While they were still arguing, the Cat's head quietly faded away, and everyone went back to the game.

Then the Duchess appeared, in a much better mood than before. She tucked her arm into Alice's and walked along with her, finding a moral in everything Alice said, whether it had one or not. She was so friendly that Alice almost wished she would be a little less so.

Presently the Queen took Alice to meet the *Gryphon*, a creature with the head and wings of an eagle and the body of a lion, who lay asleep in the sun. The Gryphon led her to the *Mock Turtle*, who sat alone on a little ledge of rock, sighing as though his heart would break. Alice asked what his sorrow was, and the Gryphon said it was all his fancy, for he had no sorrow at all.

The Mock Turtle told them his story, with many pauses for sobbing. When he was young, he said, he had gone to school in the sea. The lessons there were Reeling and Writhing, and all sorts of Arithmetic, like Ambition and Distraction. Lessons were called lessons, he explained, because they lessened from day to day.

Then the two of them showed Alice the Lobster Quadrille, a dance where you throw the lobsters as far out to sea as you can, and swim after them, and change lobsters, and come back. They danced solemnly round and round her, treading on her toes now and then, while the Mock Turtle sang slowly and sadly. Alice thought it was a very curious dance indeed. The Mock Turtle was just beginning another song, about beautiful soup, when a cry rang out in the distance: "The trial's beginning!"`,
    },
    {
      title: 'The Trial and the Waking',
      content: `The Gryphon took Alice by the hand and hurried her off. When they arrived, the King and Queen of Hearts were seated on their thrones, with a great crowd of birds and beasts and the whole pack of cards around them. The *Knave of Hearts* stood before them in chains. In the middle of the court there was a table with a large dish of tarts on it. They looked so good that Alice felt quite hungry. The Knave, it seemed, was accused of stealing them.

The King was the judge, and he wore his crown on top of his big wig, which did not look comfortable. Twelve creatures sat in the jury box, writing busily on slates. One of them was Bill the Lizard, who had lost his pencil and had to write with his finger, which left no mark at all. The White Rabbit, as herald, blew a trumpet and read out the accusation.

The first witness was the *Hatter*. He came in with a teacup in one hand and a piece of bread and butter in the other, because he had not quite finished his tea. He could not remember anything useful at all, and the King told him he might go. The next witness was the Duchess's cook, who would not answer anything and only said the tarts were made of pepper.

Meanwhile Alice had a curious feeling. She was beginning to *grow* again, slowly but surely, and there was nothing she could do to stop it.

Then the White Rabbit called the next witness: "Alice!" She jumped up so quickly, forgetting how big she had become, that she tipped over the jury box and sent all the jurors tumbling. She put them back as fast as she could. When the King asked what she knew about the business, she said, quite honestly, "Nothing." The King read out a rule that anybody more than a mile high must leave the court. Alice said she was not a mile high, and she was not going anywhere.

Next the White Rabbit produced a letter that nobody had written, addressed to nobody. It turned out to be a poem, full of he and she and they, that made no sense at all. The King rubbed his hands and declared that it was the most important evidence yet. Alice, who was now quite large and not at all afraid, said she did not believe there was an atom of meaning in it.

The King told the jury it was time to decide.

"No, no!" said the Queen. "Sentence first, verdict afterwards."

"What nonsense!" said Alice loudly. "The idea of having the sentence first!"

The Queen turned purple and told her to hold her tongue. Alice would not. The Queen shouted for her head to come off, but nobody moved. By now Alice had grown to her full size, and she looked around at them all. "Who cares for you?" she said. "You're nothing but a pack of cards!"

At that, the whole pack rose up into the air and came fluttering down upon her. She gave a little cry, half frightened and half cross, and tried to brush them away, and then she found herself lying on the grassy bank with her head in her sister's lap.

Her sister was smiling down at her and telling her gently that it was time to wake up, for she had been asleep for ever so long.

Alice told her sister all about her *curious dream*, every strange thing she could remember, and then she ran off home for tea, thinking what a wonderful dream it had been.

Her sister stayed on the bank in the setting sun, thinking of Alice and all her adventures. Then she pictured her little sister grown up one day, keeping her simple and loving heart, and gathering other children around her to tell them strange and lovely stories, perhaps even this dream of Wonderland. She pictured Alice remembering her own childhood, and those *happy summer days*.`,
    },
  ],
} as const satisfies BookItem;
