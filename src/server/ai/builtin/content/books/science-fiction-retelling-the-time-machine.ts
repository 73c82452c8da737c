import type { BookItem } from '../types';

export const SCIENCE_FICTION_RETELLING_TIME_MACHINE = {
  id: 'science-fiction-retelling-the-time-machine',
  genre: 'science-fiction',
  kind: 'existing',
  title: 'The Time Machine, Retold',
  author: 'Stillwell Library, after H. G. Wells',
  retells: { title: 'The Time Machine', author: 'H. G. Wells' },
  sections: [
    {
      title: 'A Strange Evening in Richmond',
      content: `Every Thursday evening, a small group of friends gathered for dinner at the home of a brilliant scientist in Richmond, just outside London. We will call him simply the *Time Traveller*, for that is how his friends came to think of him. He was an inventor with grey eyes that twinkled when he had an idea, and he loved nothing more than to puzzle his guests.

One winter evening, after dinner, with the lamps glowing and the fire crackling, he began to explain something remarkable. Everything in the world, he said, has length, width and height. But it also has a fourth direction, which is *time*. We move freely in the first three directions, up and down and side to side. We move along the fourth as well, but only forwards, at a steady pace, like a boat drifting down a river. What if, he asked, we could learn to travel along it as easily as we walk across a room?

His guests smiled politely. There was a doctor, a psychologist, a mayor from a country town and a few others. They thought it was a clever argument but nothing more.

So the Time Traveller brought out a small, glittering model made of metal and crystal, about the size of a clock. It had two little levers. He explained that one would send the machine into the future and the other into the past. He asked the psychologist to press the lever himself, so that no one could suspect a trick. The psychologist reached out and pushed it. There was a breath of wind, the lamp flame jumped, and the little machine turned misty and faint, and then it was gone.

The guests stared at the empty table. The Time Traveller laughed. He told them that in his workshop he had a full-sized machine nearly finished, and that he meant to travel through time himself.

The following Thursday the guests arrived again, but their host was not there. He had left a note asking them to begin dinner without him. They had just started when the door opened, and there he stood.

He was a shocking sight. His clothes were dusty and stained, his face was pale and scratched, and he was limping badly. His hair seemed greyer than before. He said nothing at first, but went straight to the table and drank a glass of wine. Then he said he would wash and change, and that he was starving for meat, and went upstairs.

When he came back, he ate hungrily, as if he had not eaten properly for days. At last he put down his knife and fork and leaned back in his chair.

"I will tell you what has happened to me," he said, "but you must not interrupt. I know it will sound like a lie. I ask only that you listen."

He lit his pipe, and the room grew quiet.

That very morning, he said, he had finished the machine. It was a sturdy, gleaming frame of nickel, ivory, brass and crystal, with a saddle to sit on and levers to control it. At ten o'clock he had taken his seat, held his breath and pressed the starting lever gently forward.

At first it felt like falling in a dream. He saw his housekeeper come into the workshop and walk across it, fast as a rocket. Then night came like the turning down of a lamp, and morning came again, and then night, faster and faster. The sun leapt across the sky in a moment. The moon spun through its shapes. Soon the days and nights blurred into a steady grey, and the sun became a shining band of fire across the sky.

He watched buildings rise and melt away around him like dreams. The seasons flickered past, green and then white, green and then white, quicker than he could count. He felt a wild excitement and a kind of fear, and he pressed the lever further still, travelling hundreds of thousands of years into the *future*.`,
    },
    {
      title: 'The Garden of the Future',
      content: `At last, fearing what might happen if he rushed on forever, the Time Traveller pulled the lever back hard. The machine tipped over, and he was thrown out onto soft grass in the middle of a hailstorm.

When the hail passed and the sun came out, he looked around. He was in a beautiful garden, full of flowering bushes. Nearby stood a huge white stone figure, a *Sphinx* with great wings, weathered and covered with green stains. Far off, among the trees, rose great buildings with tall columns and shining walls. The dial on his machine told him that he had arrived in the year *802,701*.

Soon a group of people came towards him through the bushes. They were small, perhaps only four feet tall, and very beautiful and delicate, dressed in soft robes with sandals on their feet. They had curly hair, rosy cheeks and small mouths, and they laughed like children. They were not at all afraid of him. They touched his hands and his clothes gently, with soft, cooing voices. He later learned they called themselves the *Eloi*.

Before he went with them, he did one wise thing. He unscrewed the small levers from his machine and put them in his pocket, so that no one could move it through time.

The Eloi led him into a vast hall with dusty stained-glass windows. There they sat on cushions and ate nothing but fruit, for they seemed to keep no animals at all. He tried to learn their language, and they tried to teach him, but they soon grew bored and wandered off to play. They had short attention spans, like very young children. They did no work at all, read no books and built nothing new. They seemed to spend their days playing in the sunshine, bathing in the river, gathering flowers and making music.

That evening, he climbed a hill and looked out over the land. The whole world, it seemed, had become a garden. There were no hedges, no farms, no roads, no smoke from factories. Everywhere there were ruined palaces and flowering trees. He thought that humankind had finally conquered nature and made life perfectly safe and easy. With nothing left to struggle against, people had grown gentle and weak. It was a peaceful sunset for the human race, he thought, though a little sad.

As the moon rose, he walked back towards his machine. The lawn was there, and the white Sphinx, but the *Time Machine* was gone.

A terrible panic swept over him. He ran about wildly, searching every bush. Without the machine, he would be trapped in this strange world forever. He rushed into the great hall and woke the sleeping Eloi, shouting and asking for his machine, but they only looked at him in fear. In the end, exhausted, he fell asleep on the grass.

In the morning, calmer, he searched carefully. He found a groove in the grass where the machine had been dragged. It led straight to the pedestal of the White Sphinx. The pedestal was made of bronze, with panels like doors. He realised that someone had pushed his machine inside. He hammered on the panels, but they would not open. When he asked the Eloi about the pedestal, they looked upset and turned away.

He decided to be patient. He would learn all he could about this world and find a way in. The machine was hidden, but not lost.

As he explored, he noticed strange round wells scattered across the countryside, with little domed roofs above them. When he leaned over them, he heard a steady thudding, like great engines far below, and felt a current of air being drawn down into the dark.

He also noticed that the Eloi never went out after dark. They slept together in the great halls, huddled close. They were afraid of the night, and he did not yet know why.`,
    },
    {
      title: 'Weena and the Underworld',
      content: `One day, while the Eloi were bathing in the river, one of them was swept away by the current and began to drift helplessly. None of her friends made the slightest effort to help. The Time Traveller waded in, caught the tiny person and carried her safely to the bank.

She was a little woman named *Weena*, and she never forgot it. From that day she followed him everywhere, holding his hand and chattering in her soft, musical voice. She made him garlands of flowers and tucked blossoms into his pockets. She cried when he went where she could not follow. Her companionship, he told his friends, made him feel that he had come home. She was a great comfort to him in that strange and lonely world.

But Weena, like all the Eloi, was terrified of the dark. She would not stay outside after sunset for anything. And one morning, in the grey light before dawn, the Time Traveller saw something that made his skin prickle. Ghostly white figures, like small pale apes, were moving among the ruins. They vanished as the light grew stronger.

A few days later, in the shadow of a ruined building, he saw a pair of eyes glowing in the darkness. He stepped towards them, and a strange creature fled from him. It was pale and stooping, with large grey-red eyes that could not bear the daylight, and with long hair on its head and back. It scrambled down one of the wells and disappeared.

So that was the secret. There were *two* kinds of people in this future world. The gentle Eloi lived above ground in the sunlight. The other creatures, whom the Eloi called the *Morlocks*, lived deep underground in the darkness, among the thudding machines. The Time Traveller began to think that long ago, the rich had lived in comfort above, while the poor had worked in mines and factories below. Over thousands of years, they had become two different races. The Eloi had grown soft and gentle. The Morlocks had grown used to the dark and still tended the great machines. They still made the clothes the Eloi wore and kept their world running. But now, he suspected, they were no longer the servants. The Eloi were afraid of them, and he began to understand why.

He was sure the Morlocks had taken his machine. So, one bright morning, with Weena crying and begging him not to go, he climbed down into one of the wells. There were metal hooks set in the wall like a ladder, and he went down and down, with the air growing warmer and the throbbing of machinery growing louder.

At the bottom was a long tunnel, and in the darkness he felt soft hands touching him. He struck a *match*, and the pale Morlocks shrank back from the light, covering their great eyes. He saw a vast cavern full of shadowy machines. But his matches were few, and each one burned out quickly. In the darkness the Morlocks crept closer, plucking at his clothes and pulling at him. He struck another match and fled back up the ladder, with the creatures clutching at his feet.

He climbed out into the daylight, gasping, and lay on the warm grass. The sun had never seemed so beautiful. Weena came running to him and covered his hands with kisses.

He sat with her for a long time beside the well, feeling the sunshine on his face, breathing slowly until his heart stopped racing. He had been careless, he told himself. He needed light, and he needed a plan.

Above him the sky was clear and blue, and Weena sang softly to herself as she wove a new garland. For now, at least, they were safe together in the sunlight.`,
    },
    {
      title: 'The Palace of Green Porcelain',
      content: `Far away on a hill, the Time Traveller had noticed a huge building that shone a pale green in the sun. He thought it might offer shelter, or tools, or something to help him fight the Morlocks. So he set out with Weena towards it, a long walk of many miles.

The *Palace of Green Porcelain* turned out to be the ruins of a vast museum. Its halls were dim and dusty, and most of what had once been kept there had crumbled away. He wandered through galleries of old machines, rusted and broken. He found the great bones of an ancient creature, and rows of mineral samples, and a library where every book had long ago turned to rotten dust. He thought sadly of all the effort and care that had gone into those books, and how little remained.

But he also found useful things. In one sealed glass case he discovered a box of *matches*, still dry and perfectly good. He was so delighted that he did a little dance, and Weena, who did not understand, laughed with him. He also found a lump of camphor, a waxy substance that burns slowly and brightly. And he broke a heavy iron bar from an old machine, to use as a weapon.

In the galleries he noticed the footprints of Morlocks in the dust, and heard faint sounds in the darkness below. He knew that the darker it grew, the braver the Morlocks became. They had been left in peace during the bright half of the moon, but now the nights were growing darker, with only a thin crescent rising late.

He and Weena had stayed too long in the museum. By the time they set out for home, the sun was setting. The way back lay through a thick wood. He did not want to wait out the night in the open, so he decided to press on. But Weena was tired, and he had to carry her, and soon the trees closed in around them and the darkness fell.

He made a fire at the edge of the wood to keep the creatures away. Weena, who had never seen fire before, wanted to play with the red flames. He carried her onward, but in the darkness among the trees he began to feel soft hands touching him again. He lit his camphor and the Morlocks fled. When it burned down, they came back.

He built another fire and, exhausted, sat down beside it. He fell asleep. When he woke, the fire had gone out, and the Morlocks were all around him, pulling at him in the dark. He fought them off with his iron bar, and they scattered.

Then he noticed a red glow through the trees. His first fire had spread to the dry undergrowth. The *forest was burning*, and the flames were roaring towards them. The Morlocks, blinded by the light and confused, stumbled about helplessly. The Time Traveller, dazed and hurt, ran through the trees, away from the blaze, until he reached a grassy hill where the fire could not follow.

Only then did he realise that Weena was gone. In the darkness and the struggle, she had slipped away from him. He searched for her as the flames died down and the grey dawn came, calling her name again and again. He never found her.

He told his friends this part of the story very quietly. He could not say what had become of her. He only knew that she had been lost in that dark wood, and that he had not been able to keep her safe. His voice trembled, and for a while he could not go on.

When the morning came, he walked slowly back across the burnt land towards the White Sphinx, his feet sore and his heart heavy, with Weena's last flowers still in his pocket.`,
    },
    {
      title: 'The End of the World, and Home',
      content: `When the Time Traveller reached the White Sphinx, he found that the bronze panels in the pedestal stood *open*. Inside, in a small, dim chamber, he could see his Time Machine.

He knew at once that it was a trap. The Morlocks wanted to lure him inside. But he had his matches, and the little levers were still in his pocket. He threw down his iron bar and stepped in. At once, the bronze doors slid shut behind him with a clang, and he was in total darkness.

He heard the Morlocks come creeping forward, and he laughed quietly. He reached for a match to light his way to the machine. But the matches he had found were the safety kind that strike only on their own box, and he had left the box behind.

In the dark, soft hands pulled at him. He fought his way onto the saddle, fitted the levers by touch, and pushed the starting lever forward. The hands slipped away. The darkness melted into grey, and he was travelling through time once more.

But he had pushed the lever the wrong way, or too far, and he was racing into the far, far *future*. He let it carry him, curious and afraid.

Millions of years slipped by. When at last he stopped, he found himself on a lonely beach beneath a huge, dull red sun that no longer rose or set. The sky was dark, and a few pale stars could be seen. The sea was still and oily, without waves. The air was thin and cold. On the shore he saw great creatures, like enormous crabs, moving slowly, and green slime on the rocks. He went on further, through millions more years, and the sun grew larger and dimmer. At last he stopped in a world of bitter cold and silence, where snow drifted down and there was no sound at all. A great shadow crept across the sun, and the dark was complete. He felt sick and frightened, and he turned the machine for home.

Slowly the days and nights came back, and the sun grew bright and golden, and at last he saw the familiar walls of his own workshop appear around him. He climbed off, tired and trembling, and heard the voices of his friends at dinner. That was when he had walked in on them.

"There," he said to his guests, finishing his story. "I know you will not believe me. Take it as a dream, or a story, if you wish."

Most of the guests did not know what to think. Some laughed and some were uneasy. But the Time Traveller reached into his pocket and laid on the table two strange *white flowers*, unlike any flower known to science. They were Weena's flowers, from the world of 802,701.

The next day, one of the guests, who is the narrator of this story, came back to the house to hear more. He found the Time Traveller preparing for another journey, with a small camera and a knapsack. He asked his friend to wait half an hour, promising to return with proof. The guest waited in the study. He heard a click, felt a sudden gust of wind, and hurried into the workshop. It was empty. The Time Machine was gone.

That was three years ago. The Time Traveller has never returned. No one knows whether he went forward or back, or whether he found Weena again, or some other time where he could be happy.

The narrator keeps the two white flowers, now brown and dry and fragile. He looks at them sometimes and thinks that, however far the future goes, and even if cleverness and strength should fade away, small acts of *gratitude and tenderness* will still be worth everything.`,
    },
  ],
} as const satisfies BookItem;
