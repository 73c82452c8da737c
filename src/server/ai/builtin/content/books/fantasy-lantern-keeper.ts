import type { BookItem } from '../types';

export const FANTASY_LANTERN_KEEPER = {
  id: 'fantasy-lantern-keeper',
  genre: 'fantasy',
  kind: 'new',
  title: 'The Lantern Keeper of Willow Bridge',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'A Breath Too Quick',
      content: `The town of Willow Bridge sat where a slow green river bent around a hill, and across the river ran an old stone bridge with twelve iron lanterns along its rail. Every evening, as the sky turned the colour of peach skin, the lanterns came on one by one. Visitors thought there must be a clever machine hidden somewhere. The people of Willow Bridge knew better. The lanterns were lit by Mrs. Agnes Bell, who was eighty-three years old, and she lit them with nothing but her breath.

Nora Ellis was eleven, and she had watched Mrs. Bell every evening for as long as she could remember. So when the old woman knocked on the Ellis front door one spring morning and asked if Nora would like to become her apprentice, Nora said yes so quickly that her mother laughed.

"Good," said Mrs. Bell. "Then we begin tonight. Bring a warm scarf and an empty head."

Nora did not know how to bring an empty head. Her head was always full. It was full of spelling tests and the argument she had had with her best friend and the question of whether she had left her bicycle out in the rain. When she walked, she walked fast. When she talked, she talked faster. And when she breathed, she hardly noticed she was doing it at all.

At dusk they stood together at the first lantern. Up close it was beautiful: black iron curled like fern leaves around a small glass door. Inside sat a wick that had never once been touched by a match.

"Watch," said Mrs. Bell. She opened the little door, closed her eyes, and let out one long, slow breath across the wick. It was not a blow, the way you blow out birthday candles. It was softer, like a sigh after a good meal. A tiny golden flame uncurled and stood up straight.

"Now you," she said, and led Nora to the second lantern.

Nora took a big gulp of air and pushed it out. The wick gave a startled flicker, spat one blue spark, and went dark.

"Too quick," said Mrs. Bell kindly. "The lanterns are lit with a *still breath*. A breath that has arrived. Yours is still running to catch a bus."

Nora tried again. And again. Each time her breath came out in a rush, because each time she was thinking about whether it would work, and whether people on the bridge were watching, and whether she was hopeless.

Mrs. Bell put a hand on her shoulder. "Stop trying to light it for a moment. Just feel your feet."

Nora felt her feet. They were in her old red boots, standing on stones that had been warmed all day by the sun. She could feel the warmth coming up through the soles.

"Now feel the air come in through your nose. Don't change it. Just *notice* it."

The air was cool and smelled of river water and cut grass. It came in, and it went out, all by itself. Nora had been breathing her whole life and had never once simply watched it happen. It was a little like watching waves.

"Three breaths like that," said Mrs. Bell. "Then, on the fourth, let it go across the wick as if you were telling it a secret."

One. The smell of grass. Two. The warm stones. Three. A duck somewhere, grumbling to itself. Four. Nora let her breath out, slow and soft, across the little wick.

A flame appeared. It was no bigger than a grain of rice, and it wobbled, but it stayed. Slowly it grew taller and steadier until it glowed the same warm gold as the first.

Nora did not cheer, because she was afraid of blowing it out. She only stood there smiling so hard that her cheeks ached, while Mrs. Bell lit the other ten lanterns, and the bridge shone all the way across the dark water like a necklace.`,
    },
    {
      title: 'The Dimming',
      content: `All that summer Nora practised. By August she could light three lanterns in a row, and by September she could light six, though the last one usually came out a little crooked. She learned that the lanterns did not care how clever you were or how much you wanted them to glow. They cared only whether you were *here*, on the bridge, breathing, instead of somewhere else in your head.

Then autumn came, and something began to go wrong.

It started with the seventh lantern. One evening its flame was pale, like a sunbeam through a dirty window. The next evening the eighth lantern was pale too. By the middle of October half the bridge glowed only weakly, and on foggy nights the far end could barely be seen at all.

At the same time, the town had become very busy. A new market had opened on the hill, and a road was being built to the city, and everyone seemed to be hurrying. People crossed the bridge with their heads down, talking into their collars, checking their watches. Nobody stopped to look at the river any more.

"Are the two things connected?" Nora asked.

Mrs. Bell was sitting in her armchair with a blanket over her knees, because she had caught a heavy cold and the doctor had told her to rest. Her voice was hoarse.

"Everything is connected," she said. "But the lanterns have another reason to fade. Every fifty years their flame must be renewed. Their light comes, in the end, from the *Heartlight*, the first lantern ever lit in this valley. It stands on Heron Island, out in the marsh, where the river spreads itself thin among the reeds. The last time I went there, I was a girl not much older than you."

She coughed, and Nora brought her a glass of water.

"I can't row that far this year," Mrs. Bell went on. "Not with this chest. And if we wait until spring, the bridge will be dark all winter." She looked at Nora for a long moment. "Will you go instead?"

Nora's heart began to race, which was exactly the kind of thing that made her bad at lighting lanterns. She noticed it racing. She felt her feet on the rug. She took one slow breath.

"Yes," she said.

Mrs. Bell gave her a small brass lantern with a handle, no bigger than a jam jar, and told her how to find the island: follow the river past the last farm, take the channel to the left where the willow has fallen, and then follow the herons.

"How do I follow herons?" asked Nora.

"Patiently," said Mrs. Bell, and smiled, and fell asleep.

Nora did not want to go alone, so she asked Tobias Grant, the baker's son, who had a rowing boat and who talked even more than she did. Tobias said yes before she had finished the question. He brought a paper bag of cinnamon buns, a flask of cocoa, and a great many opinions about herons.

They set off the next morning at first light. Mist lay on the water like spilled milk, and the town was still asleep behind them. For a while neither of them said anything. The oars dipped and rose. Drops fell from the blades and made little rings that spread and faded.

"It's quiet," said Tobias at last, almost in a whisper, as if he did not want to disturb it.

"It is," said Nora.

The sun came up pink behind the hills, and the mist began to lift, and ahead of them, where the river widened into a silver maze of reeds, a single grey heron stood on one leg and watched them come.`,
    },
    {
      title: 'Heron Island',
      content: `They found the fallen willow before noon. Its trunk lay across half the river, covered in moss, and beyond it a narrow channel curled away to the left between walls of reeds taller than a grown man. Tobias steered them in. At once the sounds of the open river disappeared. The reeds rustled and whispered on both sides, and the water was so still it looked like glass.

The heron they had seen took off with slow, heavy wingbeats, flew a little way ahead, and landed again.

"Follow the herons," said Nora. "*Patiently*."

It was harder than it sounded. The heron would stand still for a long time, so long that Tobias began to fidget and suggest they just pick a direction. Then it would lift into the air without warning and glide off over the reeds, and they would have to row hard to keep it in sight. Twice the channel split, and twice they waited, watching, until a heron showed them which way to go.

"I think," said Tobias, after the second wait, "that I have never sat still this long in my whole life."

"How does it feel?"

He thought about it. "Strange. Like my ears have got bigger."

Nora knew exactly what he meant. When you stopped hurrying, the world got louder in a gentle way. She could hear a reed warbler singing its scratchy song. She could hear the water lapping under the boat, and wind moving through the reeds like a broom sweeping a floor. She could hear her own breath.

In the middle of the afternoon the reeds opened, and there was the island.

It was small and round and covered in soft grass, with one crooked alder tree in the middle. Beneath the tree stood the *Heartlight*. It was older than any on the bridge, made of dark bronze turned green with age, and it was taller than Nora. Its glass was clouded. Inside, very faintly, something glowed, like an ember in yesterday's fireplace.

Herons stood all around the edges of the island, a dozen of them at least, grey and still as statues. None of them flew away when the children pulled the boat onto the grass.

Nora walked up to the Heartlight and opened its little door. The glow inside was so weak she could barely see it. She held up Mrs. Bell's small brass lantern, took a breath, and blew across the ember to wake it.

Nothing happened. The ember did not brighten. If anything, it grew a little dimmer.

Nora's heart thumped. They had come all this way. The bridge would be dark all winter. Mrs. Bell was counting on her. She tried again, harder, and the ember shrank until it was almost gone.

"Nora," said Tobias quietly. "Stop."

She stopped. Her hands were shaking.

"You're doing the fast breath," he said. "The one you told me about. The running-for-the-bus one."

He was right. She had been so afraid of failing that she had stopped being on the island at all. In her head she was already back at the bridge, standing in the dark, explaining to everyone why she had not been good enough.

So she put the small lantern down on the grass. She felt her feet, in her red boots, on the soft ground. She felt the cool air of the marsh come in through her nose. She listened to the reeds and the water and the quiet shuffle of the herons' feathers. One breath. Two. Three. She was not trying to fix anything. She was only *here*.

On the fourth breath she leaned close to the Heartlight and let her breath go across the ember, slow and soft, like a secret.

The ember stirred. It glowed orange, then gold, and then a flame rose out of it, tall and clear and bright, and the clouded glass around it shone as if it had been washed. The herons all lifted their heads at once.

Nora held out the small brass lantern, and a single spark leapt from the Heartlight into its wick. It caught, and stood up straight, and stayed.`,
    },
    {
      title: 'The Fog',
      content: `They ate the cinnamon buns sitting under the alder tree, with the little lantern glowing between them. Neither of them wanted to leave. But the sun was sliding down the sky, and Willow Bridge was a long way off, so at last they climbed back into the boat. Nora held the lantern in her lap with both hands, as carefully as if it were a baby bird.

For the first hour all went well. The herons showed them the way out through the reeds, and the channel led back to the fallen willow, and the river opened wide and silver before them. Then the fog came.

It rolled off the marsh the way it often did on autumn evenings, thick and white and silent. In a few minutes they could not see the riverbank. In a few more they could not see the front of their own boat. The world shrank to a grey bubble with two children and a lantern in the middle of it.

Tobias stopped rowing. "Which way is home?"

Nora did not know. The river here was wide, and the fog muffled every sound, and the current was so slow it hardly seemed to move at all.

"We could row until we hit the bank," said Tobias. His voice had gone high and tight. "Then follow it. Except we might follow it the wrong way. Or hit a rock. Or —"

As he spoke, Nora saw the flame in the lantern shrink. It bent and shivered, as if a cold wind had touched it, although the air was perfectly still.

"Tobias," she said. "Look."

He looked, and stopped talking, and together they watched the flame. It was still shivering.

"It's us," Nora whispered. "It doesn't like it when we panic."

She remembered what Mrs. Bell had told her the very first night. Feel your feet. Feel the air. Don't change anything. Just *notice*. So she said it out loud, for both of them.

"Feel your feet on the bottom of the boat."

Tobias shut his eyes. "Okay."

"Feel the air coming in. It's cold. It smells like wet leaves."

"It smells like cinnamon, actually," said Tobias. "I've got sugar on my coat." But his voice had come down a little.

They breathed together. In, and out. The fog did not lift, but something inside the grey bubble grew calmer, and as it did, the flame in the lantern straightened up and grew taller. Its light pushed gently outward into the fog, a warm golden circle that reached further than Nora would have believed. Through it she could now see the dark water, and a floating leaf, and the leaf was moving. Slowly, very slowly, it was drifting to the left.

"The current," said Nora. "The river always flows toward town. We just have to go the way the leaf goes."

Tobias picked up the oars again. This time he did not row hard. He rowed gently, stopping every few strokes so they could both watch the water, and every time they began to worry, the flame told them so, and they stopped and breathed until it stood tall again. It was the *slowest* journey of Nora's life. It was also, strangely, one of the most peaceful.

After a long time, far off in the fog, they heard a church bell ringing seven o'clock. It was the bell of Willow Bridge.

"We're close," said Tobias.

Nora looked down at the lantern in her lap. The flame was steady and bright. Ahead of them, out of the whiteness, rose a dark curved shape: the old stone bridge, with twelve iron lanterns along its rail. Every single one of them was dark.`,
    },
    {
      title: 'Twelve Lanterns',
      content: `The bridge was crowded. Word had spread that the lanterns had gone out completely, and people had come to see. They stood in worried groups in the fog, talking quickly and all at once. Some said the council should put in electric lights. A few had come simply because the bridge was where they crossed every evening, and they did not know what else to do.

Nora and Tobias tied up the boat and climbed the stone steps. When people saw the little brass lantern burning in Nora's hands, the talk faded to a murmur.

She went to the first lantern on the rail and opened its door. She held up the brass lantern, and breathed, and a spark jumped across to the wick. The flame caught. It was small, but it held.

The second caught too. But at the third, the spark flickered and faded before it reached the wick. Behind her the murmuring had started again, and it had grown louder and more anxious. Someone said, "Is that it? Is that all it can do?" Someone else said, "She's only a child."

Nora felt her breath speeding up. She noticed it. She felt her feet on the warm stones of the bridge, the same stones she had stood on that very first night. And she understood something she had been half understanding all day.

The lanterns had not faded because they were fifty years old. Or not only because of that. They had faded because the town had forgotten how to *stand still*. The Heartlight had given her a flame, but a flame needs still air to grow in. She could not do it alone.

She turned around to face the crowd. Her voice was small, but the fog made everything quiet, and everyone heard her.

"Could you help me?" she said. "It's not hard. You just have to stop for a moment. Feel your feet. Feel the air coming in. And breathe out slowly, like you're telling someone a secret."

For a moment no one moved. Then Tobias, standing beside her, closed his eyes and took a slow breath. The baker, his father, did the same. Then Mrs. Okonkwo from the post office, and the two old brothers who fished from the bridge every Sunday, and a little girl on her mother's shoulders who had no idea what was going on but liked copying people. One by one, all along the bridge, people stopped talking. They stood still. They breathed.

Nora could hear the river moving underneath, and a moorhen calling, and the soft sound of a hundred people breathing out together.

She turned back to the third lantern and lifted the brass flame toward it. The spark leapt across, and the wick caught at once, tall and golden. So did the fourth, and the fifth. By the time she reached the twelfth lantern at the far end of the bridge, the flames were burning brighter than anyone could remember, and their light reached out into the fog so far that the whole river seemed to glow.

Nobody cheered. People just stood there, in the warm light, smiling at the lanterns and at each other, and some of them stayed for a long time before they went home.

Mrs. Bell's cold got better within the week. On the first clear evening she walked slowly to the bridge, leaning on Nora's arm, and they lit the lanterns together, six each. Then they sat on the bench at the end of the bridge and watched the river.

"You'll be a fine keeper one day," said Mrs. Bell.

Nora shook her head. "I think everyone is the *keeper*," she said. "I just remind them."

Mrs. Bell laughed her hoarse, happy laugh, and did not disagree. And from that autumn on, the people of Willow Bridge had a new habit. When they reached the middle of the bridge at dusk, many of them would pause, just for a moment, and feel their feet, and take one slow breath, and watch the lights come on across the water.`,
    },
  ],
} as const satisfies BookItem;
