import type { BookItem } from '../types';

export const ADVENTURE_FERN_HUT = {
  id: 'adventure-fern-hut',
  genre: 'adventure',
  kind: 'new',
  title: 'The Long Way to Fern Hut',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'The Pace of the Hills',
      content: `Ava Morgan was twelve years old, and she had never walked further than the shopping centre. So when her grandfather suggested that they spend two days crossing the Cairn Hills together, sleeping overnight in a stone mountain hut, she said yes mostly because her parents were going to be busy moving house, and the alternative was helping to carry boxes.

Grandpa Tom was seventy-three. He had walked in the hills all his life, and he had a face like a friendly walnut, brown and wrinkled from the wind. He packed their bags the night before with great care: waterproof jackets, spare socks, a map in a plastic case, a compass, a first-aid kit, a whistle each, sandwiches, chocolate, a little stove, and two packets of soup. He also wrote their route on a piece of paper and gave it to Ava's mum.

"Always tell someone where you're going," he said. "The hills don't care how clever you are."

They set off early, from a car park at the end of a narrow road. For the first hour, Ava walked fast. She wanted to get it over with. She kept pulling ahead and then stopping to wait, checking her phone, which had no signal, and then walking fast again. By the time they reached the top of the first slope she was red in the face and gasping, and Grandpa was only a little pink.

"You're walking like you're late for a bus," he said, sitting down on a rock. "Out here, there's a different rule. We walk at the *pace of the breath*. If you can't breathe through your nose, you're going too fast. If you can't talk, you're going much too fast."

Ava tried it. It felt ridiculously slow at first. But after a while she noticed something odd. She was not tired any more. Her legs found a steady rhythm, step and breath, step and breath, and the path unrolled beneath her feet without any fuss. And because she was not gasping, she started to notice things.

The hills were enormous and soft and golden-brown, rolling away in every direction like a rumpled blanket. Sheep dotted the slopes. Small streams ran down through the grass, clear as glass, chattering over stones. The wind smelled of heather and cold water. Once Grandpa stopped and pointed, and Ava saw a bird hanging in the sky above the slope, perfectly still, its wings flickering.

"Kestrel," he whispered. "Hunting. Watch."

They watched. The kestrel hovered for a long time, so long that Ava's neck began to ache from looking up. Then, without warning, it folded its wings and dropped like a stone into the grass. A moment later it rose again and flew off over the ridge.

"It waited until it was sure," said Grandpa. "That's the trick. Most creatures that survive out here know how to *wait*."

At midday they reached a waterfall. It was not a big one, just a white ribbon of water falling down a crack in a cliff into a deep brown pool, but the sound filled the whole valley. They sat on a flat rock beside it and ate cheese sandwiches and chocolate, and Ava took off her boots and put her feet in the pool, which was so cold it made her yelp.

She lay back on the warm rock with her eyes closed, listening to the water. She realised she had not looked at her phone for two hours. She realised, too, that she was happy. Not excited, not busy, just quietly, simply happy, the way she remembered being when she was very small.

"How far to the hut?" she asked lazily.

Grandpa checked the map. "About six miles. Over the ridge, along the top, down into the next valley. We'll be there by evening with time to spare."

Ava smiled and closed her eyes again. The sun was warm, and the waterfall sang, and the afternoon stretched ahead of them, wide and golden and easy.`,
    },
    {
      title: 'Stop, Think, Look, Plan',
      content: `The path up to the ridge was steep and stony, and they climbed it slowly, at the pace of the breath. The view grew bigger with every step. By the time they reached the top, they could see for miles: valleys and lakes and more hills beyond, fading blue into the distance. Far away to the west, a line of grey cloud lay along the horizon like a sleeping animal.

"Weather coming later," said Grandpa, looking at it. "We'll be in the hut before it gets here."

They walked along the ridge for an hour. Then, on a steep bit going down, where the path was covered in loose stones, Grandpa's foot slid on a rock. He did not fall hard. He sat down with a thump and a grunt. But when he tried to stand up, his face tightened, and he sat down again.

"Ankle," he said. "Twisted it. Silly old fool."

Ava felt her stomach drop. She looked around at the enormous empty hills. There was no one in sight. Her phone still had no signal. The grey cloud to the west seemed closer than it had a minute ago.

Her thoughts started to race. What if Grandpa couldn't walk? What if the weather came in? What if they were stuck out here all night? She felt her breathing go fast and shallow, and her hands began to shake.

"Ava," said Grandpa calmly. "Look at me."

She looked at him.

"When something goes wrong in the hills, there's a rule. It's called STOP. It stands for Stop, Think, Look, Plan. The first part is the most important, and it's the one people skip. So we're going to stop. Both of us. Right now. Breathe with me."

They sat on the stony path and breathed. In through the nose, slowly. Out through the mouth, even more slowly. Ava felt the cool wind on her face and the hard rock underneath her. She heard a sheep calling somewhere far below. After a minute, the racing feeling in her chest began to ease.

"Now we *think*," said Grandpa. "What do we know?"

Ava swallowed. "Your ankle's hurt. There's weather coming. It's three o'clock."

"Good. What else?"

She made herself think. "We've got warm clothes. And food. And a first-aid kit. And the map."

"Very good. Now we *look*."

Ava took the first-aid kit out of Grandpa's bag. Following his instructions, she helped him take off his boot and looked at his ankle. It was a bit swollen, but not badly, and he could move his toes and wiggle his foot a little, although it hurt. She wrapped it firmly with a stretchy bandage and helped him put his boot back on and lace it up tightly for support.

Then they looked at the map together. Ava traced the path with her finger. Going back the way they had come meant climbing all the way up to the ridge again and then down past the waterfall: at least eight miles. Going forward, down this slope and across the valley, was only three miles to Fern Hut. And the path ahead was mostly downhill.

"Now we *plan*," said Grandpa. "What do you think?"

"Forward," said Ava. "To the hut. Slowly."

"I agree." He held out his hand, and she helped him up. He tested his foot, winced, and then took a careful step. Then another. "It'll hold. You'll have to carry some of my things, and you'll have to lead. Can you do that?"

Ava looked at the long green valley below, and at the grey cloud in the west. Her heart was still beating fast. But underneath it, there was something steadier now, like a stone at the bottom of a stream.

"Yes," she said, and picked up both bags.`,
    },
    {
      title: 'Into the Fog',
      content: `They went down the slope very slowly. Ava went first, picking the safest line between the loose stones, and Grandpa came behind with one hand on her shoulder and the other on his walking stick. Every few minutes they stopped to rest. Nobody hurried. There was no point in hurrying, Grandpa said, because a second twisted ankle would be much worse than a late arrival.

They had almost reached the valley floor when the cloud arrived.

It did not come like rain. It came like a soft grey wall, rolling over the ridge behind them and pouring silently down into the valley. In a few minutes the far hills disappeared. Then the near ones. Then Ava could see only about twenty steps in any direction, grey grass and grey air, and everything else was gone.

She stopped. She felt the panic rising again, and this time she knew what to do. She stopped, and breathed, and waited for it to settle.

"Good girl," said Grandpa quietly.

The path had faded into the grass. Ava took the map out of its case and held it flat, the way Grandpa had shown her that morning. She found their position, at the bottom of the slope, by the stream. The hut was across the valley, on the far side, beside a little wood.

"Now the compass," said Grandpa. "Line it up with where we want to go. Then turn yourself until the needle fits in the arrow."

Ava did it, carefully, her tongue between her teeth. The red end of the needle swung, wobbled, and settled. The arrow on the compass pointed into the grey.

"That way," she said.

"Then that's the way we go. Pick something you can see, along that line. A rock, a tuft of grass. Walk to it. Then check again and pick the next one."

So that was how they crossed the valley. Ava would hold up the compass and choose a rock, perhaps twenty steps away in the fog. They would walk to it, slowly and carefully. Then she would check the compass again, and choose another. *Rock to rock to rock*. It was slow and very quiet. Their footsteps squelched on the wet grass. Water dripped from the ends of their hoods.

Once, Ava was sure they had gone wrong. The ground sloped the wrong way, and she wanted to turn and go in a different direction that felt more right. But Grandpa reminded her gently to *trust the compass*, not the feeling. She did. Five minutes later they found the stream that was marked on the map, exactly where it should be, crossed by a line of stepping stones.

Then, at last, as the light began to fade toward evening, she saw a dark shape in the fog ahead. At first she thought it was another rock. Then she saw the straight lines of a roof, and a chimney, and a small wooden door. Behind it, the dark shapes of trees.

"Fern Hut," said Grandpa. There was a smile in his voice.

The hut was a small stone building with one room, two wooden sleeping platforms, a table, and a little iron stove. Someone had left a neat pile of dry wood beside it. Ava helped Grandpa onto one of the platforms and propped his ankle up on a rolled-up jacket. Then, following his instructions, she lit the stove. It took three tries. But at last the kindling caught and crackled, and warm orange light filled the room.

She made tomato soup on the little camping stove, and they ate it with the last of the bread, sitting side by side with their hands wrapped around the hot mugs. Outside, the fog pressed against the window. Inside it was warm and dry and smelled of woodsmoke.

"You did that," said Grandpa. "You got us here."

Ava looked at the fire. She was more tired than she had ever been in her life. She was also, she realised, very proud, in a quiet way that did not need anyone else to know about it.

"We did it," she said. "At the pace of the breath."`,
    },
    {
      title: 'A Knock in the Night',
      content: `The wind rose after dark. It moaned in the chimney and rattled the little window, and rain began to drum on the stone roof. Ava lay in her sleeping bag on the wooden platform, listening. It should have been frightening. But the fire was glowing, and Grandpa was snoring gently on the other platform, and the thick stone walls had stood against storms for a hundred years. She felt safe, in a way she had not expected.

She was nearly asleep when someone knocked on the door.

She sat bolt upright. The knock came again, louder. Grandpa woke with a snort.

"It's all right," he said. "Open it. Huts are for everyone."

Ava opened the door. Wind and rain blew in, and with them a tall, thin teenage boy in a soaked jacket and jeans, with a big rucksack. His face was white, and he was shivering so hard his teeth were chattering.

"Sorry," he said. "Sorry. I got lost. I saw your light."

His name was Leo. He was sixteen, and he had set out that morning to walk across the hills to meet some friends at a campsite. But his phone had been his only map, and when the signal went, so did his route. He had been wandering in the fog for hours.

Ava's first instinct was to ask lots of questions. But she looked at how hard he was shaking and remembered what Grandpa had said on the ridge. *Stop. Think. Look.* The boy did not need questions. He needed *warmth*.

She helped him out of his wet jacket and found him Grandpa's spare fleece and her own spare socks. She sat him down by the stove and put more wood on it. She heated water and made him a mug of sweet hot chocolate from the packets in the bottom of her bag. Grandpa, propped up on his platform, told her what to do next: wrap him in the spare blanket from the hut cupboard, make sure he drank slowly, give him some food.

Leo held the mug in both hands and sipped. Slowly, his shivering eased. Colour came back into his cheeks.

"You're really good at this," he said to Ava.

She almost laughed. "I only learned today," she said. "My grandpa taught me."

They sat together by the fire while the storm roared outside. Leo told them about his walk, and how frightened he had been, stumbling about in the grey with no idea where he was. He said he had been so panicked that he had kept changing direction, walking faster and faster.

"I did that this afternoon," said Ava. "When Grandpa twisted his ankle. It's like your brain goes too fast for your feet."

She told him about the rule: Stop, Think, Look, Plan. She showed him how she had used the map and compass, rock to rock across the valley. Leo listened carefully. He had never used a compass, and he asked if she would show him in the morning.

"I will," said Ava.

Later, when Leo had fallen asleep on the floor by the stove, wrapped in the blanket, Ava lay awake for a while. She thought about the kestrel hanging in the sky, waiting until it was sure. She thought about how, only that morning, she had been walking as fast as she could, trying to get the day over with. Now she did not want it to end.

She listened to the rain on the roof. It was beginning to slow down, from a roar to a patter to a gentle, steady whisper. She breathed in the smell of woodsmoke and wet stone, and she felt her own breath, slow and easy, going in and out.

Somewhere in the middle of a breath, she fell asleep.`,
    },
    {
      title: 'The Clear Morning',
      content: `When Ava woke, the hut was full of light.

She climbed out of her sleeping bag and opened the door, and stood very still on the step. The storm had gone. The fog had gone. The sky was clean, pale blue, and the whole valley lay spread out below her, shining wet in the early sun. Every blade of grass held a drop of water that glittered like glass. Mist rose gently off the stream. The little wood behind the hut was full of birdsong.

Far across the valley she could see the slope they had come down the day before, and the long line of the ridge above it, golden in the morning light. It looked a very long way. She could hardly believe they had walked it.

Leo came and stood beside her, still wrapped in the blanket. For a while neither of them said anything.

"Wow," said Leo eventually.

"Yes," said Ava.

They made porridge on the stove and ate it on the step in the sunshine. Grandpa's ankle was stiff and sore, but the swelling had gone down, and with his stick and the bandage he could walk slowly. The map showed a track from Fern Hut down the valley to a small village, four miles away, where there was a bus stop and a phone box, and where the path was easy and mostly flat.

Before they left, Ava showed Leo how to use the compass. She showed him how to hold the map flat, how to line up the arrow, how to turn until the needle settled, and how to pick a rock to walk toward. He practised until he could do it himself.

Then they tidied the hut. Grandpa insisted on that. They swept the floor and put the blanket back in the cupboard. Ava went into the little wood and gathered a new pile of dry sticks and left it beside the stove, the way someone had done for them.

"For whoever comes next," said Grandpa. "That's the custom in the hills. You leave it *better than you found it*."

The walk down the valley took most of the morning, because they went at Grandpa's pace, which was very slow. But nobody minded. Leo carried Grandpa's rucksack, and Ava carried her own, and Grandpa walked between them telling stories about all the hills he had climbed and all the times he had got lost. It turned out he had got lost a great many times. Ava found that very comforting.

They walked at the pace of the breath. And because they walked slowly, they *saw things*. A heron standing in the stream, perfectly still. A hare that sat up in the grass and watched them with its long ears turning. Foxgloves along the edge of the track, tall and purple, with bees crawling in and out of their bells.

In the village, the phones had signal again. Leo called his friends, who had been worried and were very relieved. Ava called her mum, who had also been worried, because they had not been able to send a message the night before. Ava told her everything: the waterfall, the ankle, the fog, the compass, the hut, and the boy who knocked on the door in the storm. Her mum was quiet for a long moment.

"You sound different," she said at last.

Ava thought about it. She felt different. She felt slower inside, in a good way, like a stream that had found its level.

On the bus home, Grandpa fell asleep with his bandaged foot up on the seat opposite. Ava sat by the window and watched the hills go by, soft and golden, under a wide blue sky. She did not look at her phone once. Somewhere out there, she thought, was Fern Hut, with a little pile of sticks beside the stove, waiting patiently for whoever came next.

"Can we go again?" she asked, when Grandpa woke up.

He smiled his walnut smile. "Next summer," he said. "When my ankle has forgiven me. And this time, you can carry the map."`,
    },
  ],
} as const satisfies BookItem;
