import type { BookItem } from '../types';

export const FANTASY_MAP_OF_NOTICED_PLACES = {
  id: 'fantasy-map-of-noticed-places',
  genre: 'fantasy',
  kind: 'new',
  title: 'The Map of Noticed Places',
  author: 'Stillwell Library',
  sections: [
    {
      title: 'The Blank Map',
      content: `Sam Porter was ten when he went to spend the summer with his grandmother in the village of Lower Ashcombe. His parents had to work abroad for two months, and Gran had said she would love to have him. Sam was not so sure he would love it. Lower Ashcombe had one shop, one bus a day, a church with a crooked spire, and a great many cows.

Gran's house was tall and narrow and very old, with a green front door and a garden full of beans and sweet peas. Gran herself was small and brisk, with white hair pinned up in a bun and reading glasses that she was always losing. She was seventy-nine, and she walked with a stick, but she still baked her own bread every morning.

On the first rainy afternoon, Sam was so bored that Gran sent him up to explore the attic. It was dusty and dim, lit by one round window, and full of trunks and boxes and broken chairs. In the corner, leaning against a chimney breast, he found a long wooden tube, like the kind architects use to carry drawings. Carved into its lid, in old-fashioned letters, were five words: FOR THE ONE WHO LOOKS.

Sam opened it. Inside was a rolled sheet of thick, creamy paper. He spread it out on the floor, holding the corners down with old books. At the top, in faded ink, it said: A Map of Lower Ashcombe. But underneath the title, the paper was completely blank.

He turned it over. Blank on the back, too. He held it up to the window, looking for secret writing. Nothing.

"Weird," said Sam, and rolled it up again, and took it downstairs to ask Gran about it.

Gran was in the kitchen, taking a loaf out of the oven. When she saw the wooden tube, she went very still. Then she smiled, a strange, faraway smile.

"I'd forgotten that was up there," she said softly. "Well. It's yours now, I suppose. Keep it close. You'll see."

She would not say any more. She just put the loaf on the rack to cool and asked Sam to lay the table.

Sam sat at the kitchen table with the blank map in front of him, feeling grumpy. It was a silly present. A map of nothing. He drummed his fingers on the wood and looked out at the rain.

But slowly, because there was nothing else to do, he began to notice the kitchen. It was warm, and it smelled wonderful, of fresh bread and the sweet peas in a jug on the windowsill. The rain made a soft ticking sound against the glass. Gran's old clock tocked on the wall. A blackbird was singing in the wet garden, pouring out its song as if the rain were the best thing that had ever happened. The late afternoon light came in low and golden between the clouds and lay in a long bright stripe across the table, right across the map.

Sam breathed in the smell of the bread, slowly, without thinking about it. For a moment, he was not bored at all. He was just *here*.

Then he looked down, and his mouth fell open.

On the blank paper, right where the stripe of sunlight lay, lines were appearing. They drew themselves slowly, in fine brown ink, as if an invisible pen were moving across the page. A square. A roof. A chimney. A tiny green door. Beside it, a little garden with rows of beans. And in the window, no bigger than a grain of rice, a jug of flowers.

It was Gran's house. And underneath it, in elegant, looping writing, a label: The Kitchen, where the bread is warm.

Sam looked up. Gran was watching him from the stove, with that same faraway smile.

"It only draws what you truly *notice*," she said. "Not what you glance at. What you really see."`,
    },
    {
      title: 'Ink and Attention',
      content: `For the next week, Sam was busy.

The first morning, he rolled the map into its tube, slung it over his shoulder on a piece of string, and set off on his bike to map the whole village. He rode fast, up the lane, past the church, past the shop, down the hill to the bridge, and back again. He was sure he had seen everything. When he unrolled the map at home, eager and out of breath, the only drawing on it was still Gran's kitchen.

He was furious. He did it again that afternoon, even faster. Nothing.

"It's broken," he told Gran at supper.

Gran buttered her bread. "What did you see on your ride?"

"The church. The shop. The bridge."

"What colour was the church door?"

Sam opened his mouth, and closed it again. He had no idea.

"*Seeing* and looking are different things," said Gran. "Looking is what your eyes do when you rush past. Seeing is when you stop long enough for something to really arrive."

So the next day, Sam tried something different. He walked instead of riding, and when he came to the little stone bridge over the brook at the bottom of the hill, he stopped. He sat down on the warm stones, with his feet dangling over the water, and he made himself stay there, even when he felt fidgety.

He watched the brook. The water was clear and brown, like cold tea, and it slid over the round stones and broke into little ripples that sparkled in the sun. Tiny fish hung in the shadow under the bridge, facing upstream, their tails moving just enough to keep them in place. The brook made a sound that was not one sound but hundreds: trickles and gulps and soft chuckles, all mixed together.

Then, so suddenly that he gasped, a streak of brilliant blue shot along the stream, low over the water, and vanished under the willows. A *kingfisher*. He had never seen one before. He sat frozen, hardly daring to breathe, and a minute later it came back and landed on a branch just across the brook. It sat there, orange and electric blue, with its long dagger of a beak, and it looked at the water, and Sam looked at it, and the whole world went quiet.

When it had gone, he unrolled the map on the bridge with trembling hands. There was the brook, drawn in fine brown ink, winding across the page. There was the little stone bridge. And there, on a branch beside it, so small he needed to squint, was a tiny kingfisher. The label read: The Brook, where the kingfisher fishes.

After that, the map filled slowly. The church appeared, after Sam spent half an hour sitting in its cool, quiet porch watching swallows fly in and out of their nest. The church door, he discovered, was dark red. The shop appeared after he had a long conversation with Mrs. Dunmore, who ran it, about her three cats. An enormous oak tree in the middle of a field appeared after he lay in its shade one afternoon and watched the leaves move against the sky.

Every evening he showed the map to Gran, and she looked at each new drawing with great interest, as if she were greeting old friends.

"You had it too," Sam said one evening. "Didn't you? When you were young."

Gran nodded. She was quiet for a long time, looking at the map.

"It was given to me when I was about your age," she said at last. "By my own grandmother. I mapped this whole village. But there was one place that I loved more than all the others. A garden. A hidden, secret garden, behind a wall, with roses and a pond and an old stone bench. Your grandad and I used to sit there when we were courting." She sighed. "After he died, I stopped going. And then I found I couldn't find it any more. I've walked past that wall a hundred times since. It just isn't there."

Sam looked at his grandmother's face, and he made a silent promise.`,
    },
    {
      title: 'The Girl Who Watched Birds',
      content: `Gran's birthday was at the end of August. She would be eighty. Sam decided that for her birthday, he would find the hidden garden.

The trouble was that he had no idea where it was. There was one corner of the map, down past the end of the lane where the old stone walls ran between the fields, that stayed stubbornly blank, no matter how often he walked there. He went every day. He walked up and down beside the walls. He tried sitting still, the way he had at the brook. But he was trying so hard, and wanting it so badly, that he could not settle. His head was full of Gran's birthday and whether he would fail. The map stayed blank.

One afternoon, sitting on a gate in a bad mood, he noticed that he was not alone. A girl about his age was lying on her stomach in the long grass on the other side of the lane, perfectly still, looking through a pair of binoculars at a hedge.

Sam watched her for a while. She did not move at all. He started to wonder if she had fallen asleep.

"What are you doing?" he said at last.

"Shh," said the girl, without looking round. "Come here. Slowly. Keep low."

Sam climbed down and crept across the lane and lay down in the grass beside her. She handed him the binoculars and pointed. In the hedge, on a thin twig, sat a small brown bird with a striped head. It had a green caterpillar in its beak.

"Yellowhammer," the girl whispered. "Nest's in there somewhere. She's feeding babies. If we're still, she'll go in."

They lay in the grass. The sun was warm on their backs. Grasshoppers buzzed. Sam was aware of his own breathing, slow against the earth. At first he fidgeted, but the girl was so calm that it was catching, and after a few minutes he found that he had stopped thinking about anything at all. There was only the hedge, and the bird, and the smell of the grass.

The yellowhammer hopped to a lower twig, looked around, and vanished into the leaves. A moment later they heard a faint, squeaky chorus.

The girl grinned at him. "Told you."

Her name was Lily Walsh. She lived on the farm at the end of the lane, and she knew every bird in the valley. She said the secret was not being clever or quick. The secret was *patience*.

"Birds know when you're in a hurry," she said. "They can feel it. If you want to see them, you have to stop wanting so much. Just be part of the field for a bit."

Sam thought about that. Then he thought about the map, and the garden, and how hard he had been wanting. He told Lily everything. He had not meant to, but it came out all in a rush: the map, the drawings, Gran, the hidden garden. He half expected her to laugh. She didn't.

"Show me," she said.

So they walked together to the blank corner, down past the end of the lane. This time Sam did not search. He walked slowly beside Lily, who was watching a buzzard circling overhead, and he let himself notice things just as they were. The warm grey stone of the wall, spotted with yellow lichen. A robin singing on top of it. Ivy hanging down in a thick green curtain. A faint, sweet smell drifting on the breeze, like roses.

Sam stopped. *Roses*. There were no roses in these fields.

He stepped up to the ivy and, very gently, parted it with his hands. Behind the green curtain, set deep into the wall, was a small wooden gate, grey with age, with an iron ring for a handle.

He pulled out the map. In the blank corner, fine brown lines were drawing themselves: a wall, a gate, and beyond it, a garden, with a pond and a bench and roses. The label said: The Hidden Garden, where two people were happy.

Sam and Lily looked at each other. Then Sam turned the iron ring, and the old gate creaked slowly open.`,
    },
    {
      title: 'Tending',
      content: `The hidden garden was not as Gran had described it.

It had once been beautiful. You could still see that. There were paths of old red brick, winding between beds, and a round pond in the middle, and at the far end, under an apple tree, a stone bench. But no one had looked after it for a very long time. Brambles had grown over the paths in great thorny loops. The pond was green and choked with weeds. Nettles stood shoulder high in the beds. The roses were still there, climbing the walls, but they were tangled and wild, with only a few flowers among the thorns.

Sam felt his heart sink. He could not bring Gran here. It would make her sad.

"We could fix it," said Lily.

Sam looked at her. "It's huge. Gran's birthday is in three weeks."

Lily shrugged. "Then we'd better start. You can't clear a field in a day. But you can clear a bit of it every day."

So they did. Every morning, after breakfast, Sam told Gran he was going out with his new friend, which was true. Lily borrowed gloves and shears and a wheelbarrow from the farm, and her dad, Mr. Walsh, who was a quiet, kind man, came down on the first day to look at the garden and help them cut back the worst of the brambles. After that, they worked on their own.

It was slow. Some days it felt as though nothing was changing at all. The brambles fought back, and scratched their arms, and the nettles stung through their socks. Sam wanted to rush, to do everything at once. Every time he did, he got tired and cross and made a mess.

Lily taught him to work the way she watched birds. *One thing at a time*. One bramble. One patch of weeds. Stop often and look at what you've done. Listen to the robin, who had started following them about, hopping onto every patch of freshly turned soil to look for worms. Drink some water. Then go on.

And slowly, bit by bit, the garden began to *come back*.

They cleared the brick paths, and found that they made a pattern, curving in a spiral toward the pond. They pulled the weeds out of the pond, armful by armful, until the water was clear again and they could see a frog sitting on a stone at the bottom. They cut back the nettles and found old plants underneath, struggling for light: lavender, and foxgloves, and a clump of tall blue flowers that Lily's dad said were delphiniums. They pruned the roses very carefully, the way Mr. Walsh showed them, and within a week new buds were opening along the walls, pale pink and deep red.

Every evening, Sam checked the map. And every evening, the drawing of the hidden garden changed a little. The brambles disappeared. Tiny flowers appeared in the beds. The pond filled with blue ink water, with a minute frog drawn on a stone.

Then, one week before Gran's birthday, a summer storm swept through the valley. Sam lay awake all night listening to the wind and the rain, worrying about the garden. In the morning he ran down the lane. The apple tree had lost a big branch, which had fallen across the path and crushed a bed of lavender. Mud had washed over the bricks. Half the rose petals lay scattered on the ground.

Sam sat down on the stone bench and put his face in his hands.

Lily sat beside him. She did not say anything for a long time. Then she pointed. On the edge of the pond, the robin was bathing, splashing and fluffing its feathers in the clear water, as cheerful as ever.

"Storms happen," she said. "Gardens are used to them. We just start again. One thing at a time."

Sam took a long breath. He looked at the robin. Then he stood up, and together they began to move the branch.`,
    },
    {
      title: 'For the One Who Looks',
      content: `On the morning of Gran's eightieth birthday, the sky was clear and blue, and the air smelled of cut hay.

Sam made her breakfast in bed: toast, a boiled egg, and a cup of tea with the teabag left in slightly too long. He gave her a card he had drawn himself, with a kingfisher on the front. Then he told her that there was one more present, but she would have to come for a walk to get it.

Gran looked at him over her reading glasses. "A walk? How far?"

"Not far," said Sam. "And we'll go slowly."

They went very slowly, down the lane in the sunshine, Gran with her stick on one side and Sam holding her arm on the other. Lily was waiting at the end of the lane, by the old stone wall, looking very clean and rather nervous.

When Gran saw the ivy, she stopped walking.

For a long moment she did not move. Then Sam parted the green curtain, and turned the iron ring, and the old gate swung open.

The hidden garden lay before them in the morning light. The brick paths curved in their spiral, swept clean. The pond was clear and bright, and a dragonfly was zigzagging over it. The beds were full of lavender and foxgloves and tall blue delphiniums, and the roses climbed the old walls in great drifts of pink and red, filling the air with their scent. Where the storm had broken the apple branch, the wound had been neatly trimmed, and under the tree, the stone bench had been scrubbed until it gleamed.

Gran walked in slowly, looking at everything. She touched the roses. She stood by the pond. Then she went to the stone bench and sat down, and ran her fingers over the seat beside her. Carved into the stone, very faint, almost worn away, were two sets of initials, R and J, inside a small heart.

"Rose and John," Gran whispered. "He carved that the summer before we were married. I'd forgotten. How could I have forgotten?"

She began to cry. But they were not sad tears, or not only sad. She was smiling too, and she held out her arms, and Sam went and sat beside her on the bench, and she held him very tightly.

"Thank you," she said. "Thank you both. You've given me back something I thought I had lost forever."

They sat in the garden for the whole morning. Lily's dad brought down a basket with a birthday cake and a flask of tea, and Mrs. Dunmore from the shop came too, because Lily had told her, and so did several of Gran's oldest friends from the village. They ate cake on the bench and on the grass, and the robin came and ate crumbs, and Gran told stories about the garden in the old days, when she was young, and everyone listened.

At the end of the summer, when Sam's parents came to fetch him, Gran gave him the wooden tube with the map inside.

"It's yours now," she said. "Properly. Keep *looking*."

"But it's a map of Lower Ashcombe," said Sam. "I'm going home."

Gran smiled. "Unroll it."

He did. The map of Lower Ashcombe was still there, full of all the places he had noticed: the kitchen, the brook with the kingfisher, the red church door, the oak tree, the yellowhammer's hedge, the hidden garden. But at the very bottom of the page, under everything else, a new line of elegant, looping writing had appeared.

Every place is a noticed place, for the one who looks.

On the long drive home, Sam kept the map on his knees. He watched the fields go by, and the clouds, and the sunlight moving on the hills, and he did not look at his screen once. Every so often he glanced down at the paper. At the edges, where the map of Lower Ashcombe ended, faint new lines were beginning to draw themselves: a road, a bridge, a line of trees. The map, it seemed, was ready to *grow*, wherever he went, for as long as he kept looking.`,
    },
  ],
} as const satisfies BookItem;
